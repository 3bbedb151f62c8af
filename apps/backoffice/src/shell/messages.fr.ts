import type { Translation } from '../i18n/defineMessages';
import type { ShellMessageKey } from './messages';

/** French texts of the shell's chrome (pt, in messages.ts, is the source): downloaded only by those who read French. */
const fr: Translation<ShellMessageKey> = {
  'shell.mainMenu': 'Menu principal',
  'shell.collapseMenu': 'Réduire le menu',
  'shell.expandMenu': 'Déployer le menu',
  'shell.openMenu': 'Ouvrir le menu',
  'shell.quickMenu': 'Pages favorites',
  'shell.quickMenuMoreOne': '{count} autre page favorite',
  'shell.quickMenuMoreOther': '{count} autres pages favorites',
  'shell.star': 'Ajouter aux pages favorites',
  'shell.unstar': 'Retirer des pages favorites',
  'shell.quickMenuEdit': 'Choisir les pages favorites',
  'shell.quickMenuFilter': 'Rechercher une page',
  'shell.quickMenuNoMatch': 'Aucune page trouvée',
  'shell.quickMenuSaveFailed': 'Vos pages favorites n’ont pas pu être enregistrées. Elles sont revenues à leur état précédent ; réessayez.',
  'shell.breadcrumbs': 'Vous êtes ici',
  'shell.company': 'Entreprise',
  'shell.language': 'Langue',
  'shell.theme': 'Thème',
  'shell.themeLight': 'Clair',
  'shell.themeDark': 'Sombre',
  'shell.themeSemiDark': 'Semi-sombre',
  'shell.userMenu': 'Votre compte',
  'shell.profile': 'Mon profil',
  'shell.allCompanies': 'Toutes les entreprises',
  'shell.directionRtl': 'Texte de droite à gauche',
  'shell.directionLtr': 'Texte de gauche à droite',
  'shell.logout': 'Se déconnecter',
  'shell.preferences': 'Préférences',
  'shell.direction': 'Sens du texte',
  'shell.shortcuts': 'Raccourcis d’une touche',
  'shell.shortcutsDescription': 'Dans la liste des tickets et le traitement : n, a, w, f et ? (la liste complète avec ?).',
};

export default fr;
