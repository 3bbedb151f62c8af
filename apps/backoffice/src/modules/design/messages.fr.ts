import type { Translation } from '../../i18n/defineMessages';
import type { DesignMessageKey } from './messages';

/** French texts of the module (pt, in messages.ts, is the source): downloaded only by those who read French. */
const fr: Translation<DesignMessageKey> = {
  'sideBarPreview.intro':
    'Le menu latéral de Retoma avec tous ses groupes et pages, ouvert et replié, pour revoir son design sans entrer dans une entreprise. Choisissez une page pour la voir marquée dans les deux.',
  'sideBarPreview.expanded': 'Menu ouvert',
  'sideBarPreview.collapsed': 'Menu replié (icônes seules)',
  'sideBarPreview.current': 'Page marquée : {group} › {page}',
  'sideBarPreview.back': "Retour à l'accueil",
};

export default fr;
