import type { Translation } from '../i18n/defineMessages';
import type { ShellMessageKey } from './messages';

/** German texts of the shell's chrome (pt, in messages.ts, is the source): downloaded only by those who read German. */
const de: Translation<ShellMessageKey> = {
  'shell.mainMenu': 'Hauptmenü',
  'shell.collapseMenu': 'Menü einklappen',
  'shell.expandMenu': 'Menü ausklappen',
  'shell.openMenu': 'Menü öffnen',
  'shell.quickMenu': 'Favoriten',
  'shell.quickMenuMoreOne': '{count} weiterer Favorit',
  'shell.quickMenuMoreOther': '{count} weitere Favoriten',
  'shell.star': 'Zu Favoriten hinzufügen',
  'shell.unstar': 'Aus Favoriten entfernen',
  'shell.quickMenuEdit': 'Favoriten auswählen',
  'shell.quickMenuFilter': 'Seite suchen',
  'shell.quickMenuNoMatch': 'Keine Seite gefunden',
  'shell.quickMenuSaveFailed': 'Ihre Favoriten konnten nicht gespeichert werden. Sie sind wieder wie zuvor; bitte versuchen Sie es erneut.',
  'shell.breadcrumbs': 'Sie sind hier',
  'shell.company': 'Unternehmen',
  'shell.language': 'Sprache',
  'shell.theme': 'Design',
  'shell.themeLight': 'Hell',
  'shell.themeDark': 'Dunkel',
  'shell.themeSemiDark': 'Halbdunkel',
  'shell.userMenu': 'Ihr Konto',
  'shell.profile': 'Mein Profil',
  'shell.allCompanies': 'Alle Unternehmen',
  'shell.directionRtl': 'Text von rechts nach links',
  'shell.directionLtr': 'Text von links nach rechts',
  'shell.logout': 'Abmelden',
  'shell.preferences': 'Einstellungen',
  'shell.direction': 'Textrichtung',
  'shell.shortcuts': 'Tastenkürzel mit einer Taste',
  'shell.shortcutsDescription': 'In der Ticketliste und in der Bearbeitung: n, a, w, f und ? (die ganze Liste mit ?).',
};

export default de;
