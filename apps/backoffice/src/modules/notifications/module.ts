import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

/**
 * Home group: the last week's notifications (also reached from the top bar's button); settings: the person's own
 * notification preferences.
 */
const notifications = defineModule({
  nav: {
    pt: {
      'notifications.preferences.title': 'Preferências de notificação',
      'notifications.title': 'Notificações da última semana',
      'notifications.menu': 'Notificações',
    },
    en: {
      'notifications.preferences.title': 'Notification preferences',
      'notifications.title': "Last week's notifications",
      'notifications.menu': 'Notifications',
    },
    de: {
      'notifications.preferences.title': 'Benachrichtigungseinstellungen',
      'notifications.title': 'Benachrichtigungen der letzten Woche',
      'notifications.menu': 'Benachrichtigungen',
    },
    fr: {
      'notifications.preferences.title': 'Préférences de notification',
      'notifications.title': 'Notifications de la semaine dernière',
      'notifications.menu': 'Notifications',
    },
  },
  routes: [
    {
      id: 'todas-notificacoes',
      path: 'todas-notificacoes',
      scope: 'company',
      title: 'notifications.title',
      breadcrumbs: [{ to: 'dashboard' }],
      screen: () => import('./screens/NotificationsScreen'),
      menu: { group: 'home', label: 'notifications.menu', order: 40 },
    },
    {
      id: 'notificacoes',
      path: 'configuracoes/notificacoes',
      scope: 'company',
      permission: 'configuracao',
      title: 'notifications.preferences.title',
      breadcrumbs: [{ title: 'menu.settings' }],
      screen: () => import('./screens/NotificationPreferencesScreen'),
    },
  ],
});

export default notifications;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof notifications.routes> {}
}
