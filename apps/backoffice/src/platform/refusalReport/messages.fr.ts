import type { Translation } from '../../i18n/defineMessages';
import type { RefusalReportMessageKey } from './messages';

/** French words of a bulk action's report (pt, in messages.ts, is the source): downloaded only by those who read French. */
const fr: Translation<RefusalReportMessageKey> = {
  'refusalReport.moreOne': 'Afficher {count} autre motif',
  'refusalReport.moreOther': 'Afficher {count} autres motifs',
  'refusalReport.fewer': 'Afficher moins',
  'refusalReport.dismiss': 'Fermer l’avis',
};

export default fr;
