import { defineMessages } from '../../i18n/defineMessages';

/** Texts of the side-bar preview page (its title, `sideBarPreview.title`, is the shell's: the tab shows it first). */
const pt = {
  'sideBarPreview.intro':
    'O menu lateral do Retoma com todos os seus grupos e páginas, aberto e recolhido, para revisar o desenho sem entrar em uma empresa. Escolha uma página para vê-la marcada nos dois.',
  'sideBarPreview.expanded': 'Menu aberto',
  'sideBarPreview.collapsed': 'Menu recolhido (só ícones)',
  'sideBarPreview.current': 'Página marcada: {group} › {page}',
  'sideBarPreview.back': 'Voltar ao início',
};

/** The keys of this module's texts (the pt source's). */
export type DesignMessageKey = keyof typeof pt;

export const designMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});
