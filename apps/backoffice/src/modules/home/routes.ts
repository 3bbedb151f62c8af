import type { AppRoute } from '../../app/routeTypes';

/** Home group: the user's own pages, open to every member of the company. */
export const homeRoutes: AppRoute[] = [
  {
    id: 'perfil',
    path: 'perfil',
    scope: 'company',
    title: 'profile.title',
    breadcrumbs: [{ title: 'dashboard.title', to: 'dashboard' }],
    screen: () => import('./screens/ProfileScreen'),
    menu: { group: 'home', label: 'profile.title', order: 50 },
  },
];
