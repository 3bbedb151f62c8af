import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

/** Home group: where a company opens — the user's own ticket figures and recent activity. */
const dashboard = defineModule({
  nav: {
    pt: {
      'dashboard.title': 'Dashboard',
    },
    en: {
      'dashboard.title': 'Dashboard',
    },
    de: {
      'dashboard.title': 'Dashboard',
    },
    fr: {
      'dashboard.title': 'Tableau de bord',
    },
  },
  routes: [
    {
      id: 'dashboard',
      path: 'dashboard',
      scope: 'company',
      title: 'dashboard.title',
      screen: () => import('./screens/DashboardScreen'),
      menu: { group: 'home', label: 'dashboard.title', order: 10 },
    },
  ],
});

export default dashboard;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof dashboard.routes> {}
}
