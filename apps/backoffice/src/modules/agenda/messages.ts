import { defineMessages } from '../../i18n/defineMessages';

export const agendaMessages = defineMessages({
  pt: {},
  en: {},
  de: {},
  fr: {},
});
