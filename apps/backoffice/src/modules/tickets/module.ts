import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

/** Tickets group: the list of recovery tickets (the attend and detail screens are the attend module's). */
const tickets = defineModule({
  nav: {
    pt: {
      'tickets.title': 'Tickets de recuperação',
      'tickets.menu': 'Tickets',
    },
    en: {
      'tickets.title': 'Recovery tickets',
      'tickets.menu': 'Tickets',
    },
    de: {
      'tickets.title': 'Rückgewinnungstickets',
      'tickets.menu': 'Tickets',
    },
    fr: {
      'tickets.title': 'Tickets de récupération',
      'tickets.menu': 'Tickets',
    },
  },
  routes: [
    {
      id: 'tickets',
      path: 'tickets',
      scope: 'company',
      permission: 'ticket',
      title: 'tickets.title',
      breadcrumbs: [{ title: 'menu.tickets' }],
      screen: () => import('./screens/TicketsScreen'),
      menu: { group: 'tickets', label: 'tickets.menu', order: 10 },
    },
  ],
});

export default tickets;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof tickets.routes> {}
}
