import { defineMessages } from '../../i18n/defineMessages';

/**
 * Texts of the notifications page and of the top bar's notifications button (used through
 * `useT(notificationsMessages)`). The route's title and menu label (`notifications.title`, `notifications.menu`)
 * are the shell's: the menu shows them before this module loads.
 */
const pt = {
  'notifications.description': 'Tickets transferidos para você, tickets reabertos e retornos agendados dos últimos 7 dias.',
  'notifications.markAllRead': 'Marcar todas como lidas',
  'notifications.markedAllRead': 'Todas as notificações foram marcadas como lidas.',
  'notifications.markFailed': 'Não foi possível marcar as notificações como lidas.',
  'notifications.empty': 'Não existe registro por aqui',
  'notifications.emptyHint': 'Quando um ticket for transferido para você, reaberto ou tiver um retorno marcado, você verá aqui.',
  'notifications.loadError': 'Não foi possível carregar as notificações.',
  'notifications.retry': 'Tentar de novo',
  'notifications.loadMore': 'Carregar mais',
  'notifications.loading': 'Carregando notificações…',
  'notifications.list': 'Notificações',
  'notifications.unread': 'Não lida',
  'notifications.openTicket': 'Ver ticket #{id}',
  'notifications.bell': 'Notificações',
  'notifications.bellUnread': 'Notificações, {count} não lidas',
  'notifications.popoverEmpty': 'Nenhuma notificação nova.',
  'notifications.seeAll': 'Ver todas as notificações',
};

/** The keys of this module's texts (the pt source's). */
export type NotificationsMessageKey = keyof typeof pt;

export const notificationsMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});
