import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

/** Tickets group: the agent's calendar of scheduled call-backs (a bookmarkable page, spec §2). */
const agenda = defineModule({
  nav: {
    pt: {
      'agenda.title': 'Agenda',
    },
    en: {
      'agenda.title': 'Schedule',
    },
    de: {
      'agenda.title': 'Terminkalender',
    },
    fr: {
      'agenda.title': 'Agenda',
    },
  },
  routes: [
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
  ],
});

export default agenda;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof agenda.routes> {}
}
