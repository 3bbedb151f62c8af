import type { AppRoute } from '../../app/routeTypes';

/** Tickets group: the agent's calendar of scheduled call-backs (a bookmarkable page, spec §2). */
export const agendaRoutes: AppRoute[] = [
  {
    id: 'agenda',
    path: 'agenda',
    scope: 'company',
    permission: 'ticket_agenda',
    title: 'agenda.title',
    breadcrumbs: [{ title: 'menu.tickets', to: 'tickets' }],
    screen: () => import('./screens/AgendaScreen'),
    menu: { group: 'tickets', label: 'agenda.title', order: 20 },
  },
];
