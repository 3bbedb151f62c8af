import type { AppRoute } from '../../app/routeTypes';

/** Back to the ticket list (the tickets module's `tickets` route). */
const TICKETS_CRUMB = { title: 'attend.crumb.tickets', to: 'tickets' } as const;

/** Attending a ticket and reading one: the two screens share their components (modules/attend/components). */
export const attendRoutes: AppRoute[] = [
  {
    id: 'tickets-atender',
    path: 'tickets/atender/:id',
    scope: 'company',
    permission: 'ticket_atender',
    title: 'attend.title',
    breadcrumbs: [TICKETS_CRUMB],
    screen: () => import('./screens/AttendTicketScreen'),
  },
  {
    id: 'tickets-detalhar',
    path: 'tickets/detalhar/:id',
    scope: 'company',
    permission: 'ticket_detalhar',
    title: 'attend.detail.title',
    breadcrumbs: [TICKETS_CRUMB],
    screen: () => import('./screens/TicketDetailScreen'),
  },
];
