import type { Translation } from '../../i18n/defineMessages';
import type { DesignMessageKey } from './messages';

/** English texts of the module (pt, in messages.ts, is the source): downloaded only by those who read English. */
const en: Translation<DesignMessageKey> = {
  'sideBarPreview.intro':
    "Retoma's side menu with all its groups and pages, open and collapsed, to review its design without entering a company. Choose a page to see it marked in both.",
  'sideBarPreview.expanded': 'Open menu',
  'sideBarPreview.collapsed': 'Collapsed menu (icons only)',
  'sideBarPreview.current': 'Marked page: {group} › {page}',
  'sideBarPreview.back': 'Back to start',
};

export default en;
