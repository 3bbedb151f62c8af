import { defineModule } from '../../platform/defineModule';
import type { RoutesOf, ScreenLoader } from '../../platform/routing';
import publicRoutes from './publicRoutes';

const PLANS_CRUMB = { to: 'meus-planos' } as const;
const BASE = 'plano/:plan_id/campanha/configurar-agendamento/:id';

const contactsScreen: ScreenLoader = () => import('./screens/SchedulingContactsScreen');

/**
 * The scheduling campaign: its settings with the embeddable booking link, its contacts pending / closed / all (each
 * tab its own address, every one under planos_campanhas as the spec lists them), and the public booking page
 * `/agendamento?token=…` where a lead books a free slot, without a login (publicRoutes.ts: it shows before the
 * whole route table).
 */
const schedulingCampaign = defineModule({
  nav: {
    pt: {
      'scheduling.title': 'Campanha de agendamento',
      'scheduling.contacts.pendingTitle': 'Agendamentos pendentes',
      'scheduling.contacts.closedTitle': 'Agendamentos fechados',
      'scheduling.contacts.allTitle': 'Todos os agendamentos',
    },
    en: {
      'scheduling.title': 'Scheduling campaign',
      'scheduling.contacts.pendingTitle': 'Pending bookings',
      'scheduling.contacts.closedTitle': 'Closed bookings',
      'scheduling.contacts.allTitle': 'All bookings',
    },
    de: {
      'scheduling.title': 'Terminkampagne',
      'scheduling.contacts.pendingTitle': 'Offene Buchungen',
      'scheduling.contacts.closedTitle': 'Abgeschlossene Buchungen',
      'scheduling.contacts.allTitle': 'Alle Buchungen',
    },
    fr: {
      'scheduling.title': 'Campagne de prise de rendez-vous',
      'scheduling.contacts.pendingTitle': 'Rendez-vous en attente',
      'scheduling.contacts.closedTitle': 'Rendez-vous clôturés',
      'scheduling.contacts.allTitle': 'Tous les rendez-vous',
    },
  },
  routes: [
    {
      id: 'campanha-configurar-agendamento',
      path: BASE,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'scheduling.title',
      breadcrumbs: [PLANS_CRUMB],
      screen: () => import('./screens/SchedulingSettingsScreen'),
    },
    {
      id: 'campanha-configurar-agendamento-contatos-pendentes',
      path: `${BASE}/contatos-pendentes`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'scheduling.contacts.pendingTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: contactsScreen,
    },
    {
      id: 'campanha-configurar-agendamento-contatos-fechados',
      path: `${BASE}/contatos-fechados`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'scheduling.contacts.closedTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: contactsScreen,
    },
    {
      id: 'campanha-configurar-agendamento-contatos-todos',
      path: `${BASE}/contatos-todos`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'scheduling.contacts.allTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: contactsScreen,
    },
  ],
  publicRoutes,
});

export default schedulingCampaign;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof schedulingCampaign.routes> {}
}
