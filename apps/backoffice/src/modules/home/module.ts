import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

/** Home group: the user's own pages, open to every member of the company. */
const home = defineModule({
  routes: [
    {
      id: 'perfil',
      path: 'perfil',
      scope: 'company',
      title: 'profile.title',
      breadcrumbs: [{ to: 'dashboard' }],
      screen: () => import('./screens/ProfileScreen'),
      menu: { group: 'home', label: 'profile.title', order: 50 },
    },
  ],
});

export default home;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof home.routes> {}
}
