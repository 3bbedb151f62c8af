import { defineMessages } from '../../i18n/defineMessages';

/** The words of a report of what a bulk action could not do (RefusalReport): its "show more" and its dismissal. */
const pt = {
  'refusalReport.moreOne': 'Mostrar mais {count} motivo',
  'refusalReport.moreOther': 'Mostrar mais {count} motivos',
  'refusalReport.fewer': 'Mostrar menos',
  'refusalReport.dismiss': 'Fechar aviso',
};

/** The keys of the report's words (the pt source's). */
export type RefusalReportMessageKey = keyof typeof pt;

export const refusalReportMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});
