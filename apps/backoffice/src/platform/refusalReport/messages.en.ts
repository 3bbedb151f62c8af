import type { Translation } from '../../i18n/defineMessages';
import type { RefusalReportMessageKey } from './messages';

/** English words of a bulk action's report (pt, in messages.ts, is the source): downloaded only by those who read English. */
const en: Translation<RefusalReportMessageKey> = {
  'refusalReport.moreOne': 'Show {count} more reason',
  'refusalReport.moreOther': 'Show {count} more reasons',
  'refusalReport.fewer': 'Show fewer',
  'refusalReport.dismiss': 'Dismiss',
};

export default en;
