import { defineMessages } from '../../i18n/defineMessages';

/** Texts of the side-bar preview page (its title, `sideBarPreview.title`, is the shell's: the tab shows it first). */
export const designMessages = defineMessages({
  pt: {
    'sideBarPreview.intro':
      'O menu lateral do Retoma com todos os seus grupos e páginas, aberto e recolhido, para revisar o desenho sem entrar em uma empresa. Escolha uma página para vê-la marcada nos dois.',
    'sideBarPreview.expanded': 'Menu aberto',
    'sideBarPreview.collapsed': 'Menu recolhido (só ícones)',
    'sideBarPreview.current': 'Página marcada: {group} › {page}',
  },
  en: {
    'sideBarPreview.intro':
      "Retoma's side menu with all its groups and pages, open and collapsed, to review its design without entering a company. Choose a page to see it marked in both.",
    'sideBarPreview.expanded': 'Open menu',
    'sideBarPreview.collapsed': 'Collapsed menu (icons only)',
    'sideBarPreview.current': 'Marked page: {group} › {page}',
  },
  de: {
    'sideBarPreview.intro':
      'Das Seitenmenü von Retoma mit allen Gruppen und Seiten, geöffnet und eingeklappt, um sein Design ohne Unternehmen zu prüfen. Wählen Sie eine Seite, um sie in beiden markiert zu sehen.',
    'sideBarPreview.expanded': 'Geöffnetes Menü',
    'sideBarPreview.collapsed': 'Eingeklapptes Menü (nur Symbole)',
    'sideBarPreview.current': 'Markierte Seite: {group} › {page}',
  },
  fr: {
    'sideBarPreview.intro':
      'Le menu latéral de Retoma avec tous ses groupes et pages, ouvert et replié, pour revoir son design sans entrer dans une entreprise. Choisissez une page pour la voir marquée dans les deux.',
    'sideBarPreview.expanded': 'Menu ouvert',
    'sideBarPreview.collapsed': 'Menu replié (icônes seules)',
    'sideBarPreview.current': 'Page marquée : {group} › {page}',
  },
});
