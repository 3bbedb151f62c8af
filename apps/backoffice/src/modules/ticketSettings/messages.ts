import { defineMessages } from '../../i18n/defineMessages';

export const ticketSettingsMessages = defineMessages({
  pt: {},
  en: {},
  de: {},
  fr: {},
});
