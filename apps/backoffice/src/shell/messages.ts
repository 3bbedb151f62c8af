import { useT } from '../i18n';
import { defineMessages } from '../i18n/defineMessages';

/**
 * Texts of the company shell's chrome (menus, starred pages, preferences, the person's menu): they travel with the
 * shell, which every company page loads after the entry, not with the entry the sign-in and public pages load too.
 * The words dialogs and notices use everywhere (`shell.close`, `shell.toastRegion`) stay in the app's catalogue.
 */
const pt = {
  'shell.mainMenu': 'Menu principal',
  'shell.collapseMenu': 'Recolher menu',
  'shell.expandMenu': 'Expandir menu',
  'shell.openMenu': 'Abrir menu',
  'shell.quickMenu': 'Páginas favoritas',
  'shell.quickMenuMoreOne': 'Mais {count} página favorita',
  'shell.quickMenuMoreOther': 'Mais {count} páginas favoritas',
  'shell.star': 'Adicionar às páginas favoritas',
  'shell.unstar': 'Remover das páginas favoritas',
  'shell.quickMenuEdit': 'Escolher páginas favoritas',
  'shell.quickMenuFilter': 'Buscar página',
  'shell.quickMenuNoMatch': 'Nenhuma página encontrada',
  'shell.quickMenuSaveFailed': 'Não foi possível salvar as páginas favoritas. Elas voltaram a ser como estavam; tente de novo.',
  'shell.breadcrumbs': 'Você está em',
  'shell.company': 'Empresa',
  'shell.language': 'Idioma',
  'shell.theme': 'Tema',
  'shell.themeLight': 'Claro',
  'shell.themeDark': 'Escuro',
  'shell.themeSemiDark': 'Semiescuro',
  'shell.userMenu': 'Sua conta',
  'shell.profile': 'Meu perfil',
  'shell.allCompanies': 'Todas as empresas',
  'shell.directionRtl': 'Texto da direita para a esquerda',
  'shell.directionLtr': 'Texto da esquerda para a direita',
  'shell.logout': 'Sair',
  'shell.preferences': 'Preferências',
  'shell.direction': 'Direção do texto',
  'shell.shortcuts': 'Atalhos de uma tecla',
  'shell.shortcutsDescription': 'Na lista de tickets e no atendimento: n, a, w, f e ? (a lista completa com ?).',
};

/** The keys of the shell's texts (the pt source's). */
export type ShellMessageKey = keyof typeof pt;

export const shellMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});

/** The shell's translator: its own texts, then the app's. */
export const useShellT = () => useT(shellMessages);
