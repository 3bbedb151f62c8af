import type { Translation } from '../../i18n/defineMessages';
import type { DesignMessageKey } from './messages';

/** German texts of the module (pt, in messages.ts, is the source): downloaded only by those who read German. */
const de: Translation<DesignMessageKey> = {
  'sideBarPreview.intro':
    'Das Seitenmenü von Retoma mit allen Gruppen und Seiten, geöffnet und eingeklappt, um sein Design ohne Unternehmen zu prüfen. Wählen Sie eine Seite, um sie in beiden markiert zu sehen.',
  'sideBarPreview.expanded': 'Geöffnetes Menü',
  'sideBarPreview.collapsed': 'Eingeklapptes Menü (nur Symbole)',
  'sideBarPreview.current': 'Markierte Seite: {group} › {page}',
  'sideBarPreview.back': 'Zurück zum Start',
};

export default de;
