import { defineMessages } from '../../i18n/defineMessages';

/** Texts of the notifications screens (used through `useT(notificationsMessages)`). */
export const notificationsMessages = defineMessages({
  pt: {},
  en: {},
  de: {},
  fr: {},
});
