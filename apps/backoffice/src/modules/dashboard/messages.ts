import { defineMessages } from '../../i18n/defineMessages';

/** Texts of the dashboard screens (used through `useT(dashboardMessages)`). */
export const dashboardMessages = defineMessages({
  pt: {},
  en: {},
  de: {},
  fr: {},
});
