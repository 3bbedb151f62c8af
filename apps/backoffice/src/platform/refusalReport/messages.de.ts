import type { Translation } from '../../i18n/defineMessages';
import type { RefusalReportMessageKey } from './messages';

/** German words of a bulk action's report (pt, in messages.ts, is the source): downloaded only by those who read German. */
const de: Translation<RefusalReportMessageKey> = {
  'refusalReport.moreOne': '{count} weiteren Grund anzeigen',
  'refusalReport.moreOther': '{count} weitere Gründe anzeigen',
  'refusalReport.fewer': 'Weniger anzeigen',
  'refusalReport.dismiss': 'Hinweis schließen',
};

export default de;
