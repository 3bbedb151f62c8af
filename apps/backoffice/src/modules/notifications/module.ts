import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

/** Home group: the last week's notifications (also reached from the top bar's button). */
const notifications = defineModule({
  nav: {
    pt: {
      'notifications.title': 'Notificações da última semana',
      'notifications.menu': 'Notificações',
    },
    en: {
      'notifications.title': "Last week's notifications",
      'notifications.menu': 'Notifications',
    },
    de: {
      'notifications.title': 'Benachrichtigungen der letzten Woche',
      'notifications.menu': 'Benachrichtigungen',
    },
    fr: {
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
  ],
});

export default notifications;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof notifications.routes> {}
}
