import type { AppRoute } from '../../app/routeTypes';

/** Home group: where a company opens — the user's own ticket figures and recent activity. */
export const dashboardRoutes: AppRoute[] = [
  {
    id: 'dashboard',
    path: 'dashboard',
    scope: 'company',
    title: 'dashboard.title',
    screen: () => import('./screens/DashboardScreen'),
    menu: { group: 'home', label: 'dashboard.title', order: 10 },
  },
];
