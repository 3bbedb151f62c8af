import type { Translation } from '../i18n/defineMessages';
import type { ShellMessageKey } from './messages';

/** English texts of the shell's chrome (pt, in messages.ts, is the source): downloaded only by those who read English. */
const en: Translation<ShellMessageKey> = {
  'shell.mainMenu': 'Main menu',
  'shell.collapseMenu': 'Collapse menu',
  'shell.expandMenu': 'Expand menu',
  'shell.openMenu': 'Open menu',
  'shell.quickMenu': 'Starred pages',
  'shell.quickMenuMoreOne': '{count} more starred page',
  'shell.quickMenuMoreOther': '{count} more starred pages',
  'shell.star': 'Add to starred pages',
  'shell.unstar': 'Remove from starred pages',
  'shell.quickMenuEdit': 'Choose starred pages',
  'shell.quickMenuFilter': 'Find a page',
  'shell.quickMenuNoMatch': 'No page found',
  'shell.quickMenuSaveFailed': 'Your starred pages could not be saved. They are back as they were; please try again.',
  'shell.breadcrumbs': 'You are here',
  'shell.company': 'Company',
  'shell.language': 'Language',
  'shell.theme': 'Theme',
  'shell.themeLight': 'Light',
  'shell.themeDark': 'Dark',
  'shell.themeSemiDark': 'Semi-dark',
  'shell.userMenu': 'Your account',
  'shell.profile': 'My profile',
  'shell.allCompanies': 'All companies',
  'shell.directionRtl': 'Right-to-left text',
  'shell.directionLtr': 'Left-to-right text',
  'shell.logout': 'Sign out',
  'shell.preferences': 'Preferences',
  'shell.direction': 'Text direction',
  'shell.shortcuts': 'One-key shortcuts',
  'shell.shortcutsDescription': 'In the tickets list and the attend screen: n, a, w, f and ? (the full list with ?).',
};

export default en;
