import { defineMessages } from '../../i18n/defineMessages';

export const ticketsMessages = defineMessages({
  pt: {},
  en: {},
  de: {},
  fr: {},
});
