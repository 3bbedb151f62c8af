import type { AppRoute } from '../../app/routeTypes';

/** Home group: the last week's notifications (also reached from the top bar's button). */
export const notificationsRoutes: AppRoute[] = [
  {
    id: 'todas-notificacoes',
    path: 'todas-notificacoes',
    scope: 'company',
    title: 'notifications.title',
    breadcrumbs: [{ title: 'dashboard.title', to: 'dashboard' }],
    screen: () => import('./screens/NotificationsScreen'),
    menu: { group: 'home', label: 'notifications.menu', order: 40 },
  },
];
