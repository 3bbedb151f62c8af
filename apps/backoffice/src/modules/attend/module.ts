import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

/** Back to the ticket list (the tickets module's `tickets` route). */
const TICKETS_CRUMB = { title: 'attend.crumb.tickets', to: 'tickets' } as const;

/** Attending a ticket and reading one: the two screens share their components (modules/attend/components). */
const attend = defineModule({
  nav: {
    pt: {
      'attend.title': 'Atendendo ticket',
      'attend.detail.title': 'Detalhes do ticket',
      'attend.crumb.tickets': 'Tickets',
    },
    en: {
      'attend.title': 'Attending ticket',
      'attend.detail.title': 'Ticket details',
      'attend.crumb.tickets': 'Tickets',
    },
    de: {
      'attend.title': 'Ticket in Bearbeitung',
      'attend.detail.title': 'Ticketdetails',
      'attend.crumb.tickets': 'Tickets',
    },
    fr: {
      'attend.title': 'Ticket en cours de traitement',
      'attend.detail.title': 'Détails du ticket',
      'attend.crumb.tickets': 'Tickets',
    },
  },
  routes: [
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
  ],
});

export default attend;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof attend.routes> {}
}
