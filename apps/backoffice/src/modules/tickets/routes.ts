import type { AppRoute } from '../../app/routeTypes';

/** Tickets group: the list of recovery tickets (the attend and detail screens are the attend module's). */
export const ticketsRoutes: AppRoute[] = [
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
];
