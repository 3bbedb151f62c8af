import { defineModule } from '../../platform/defineModule';
import type { RoutesOf, ScreenLoader } from '../../platform/routing';

const PLANS_CRUMB = { to: 'meus-planos' } as const;
const BASE = 'plano/:plan_id/campanha/configurar-canceladas/:id';
const settingsScreen: ScreenLoader = () => import('./screens/CancelledSettingsScreen');
const contactsScreen: ScreenLoader = () => import('./screens/CancelledContactsScreen');

/**
 * The cancelled-purchases campaign: a purchase cancelled or expired on the platform becomes a ticket for the agents.
 * Its settings and its contacts (the tickets it opened: pending, closed, all), each tab its own address, all under
 * `planos_campanhas` as the spec lists them.
 */
const cancelledCampaign = defineModule({
  nav: {
    pt: {
      'cancelledCampaign.title': 'Campanha de tickets para vendas canceladas',
      'cancelledCampaign.contacts.activeTitle': 'Tickets pendentes da campanha',
      'cancelledCampaign.contacts.inactiveTitle': 'Tickets fechados da campanha',
      'cancelledCampaign.contacts.allTitle': 'Todos os tickets da campanha',
    },
    en: {
      'cancelledCampaign.title': 'Cancelled-sales ticket campaign',
      'cancelledCampaign.contacts.activeTitle': 'Pending tickets of the campaign',
      'cancelledCampaign.contacts.inactiveTitle': 'Closed tickets of the campaign',
      'cancelledCampaign.contacts.allTitle': 'All tickets of the campaign',
    },
    de: {
      'cancelledCampaign.title': 'Ticket-Kampagne für stornierte Käufe',
      'cancelledCampaign.contacts.activeTitle': 'Offene Tickets der Kampagne',
      'cancelledCampaign.contacts.inactiveTitle': 'Geschlossene Tickets der Kampagne',
      'cancelledCampaign.contacts.allTitle': 'Alle Tickets der Kampagne',
    },
    fr: {
      'cancelledCampaign.title': 'Campagne de tickets pour ventes annulées',
      'cancelledCampaign.contacts.activeTitle': 'Tickets en attente de la campagne',
      'cancelledCampaign.contacts.inactiveTitle': 'Tickets fermés de la campagne',
      'cancelledCampaign.contacts.allTitle': 'Tous les tickets de la campagne',
    },
  },
  routes: [
    {
      id: 'campanha-config-canceladas',
      path: BASE,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'cancelledCampaign.title',
      breadcrumbs: [PLANS_CRUMB],
      screen: settingsScreen,
    },
    {
      id: 'campanha-config-canceladas-contatos-ativos',
      path: `${BASE}/contatos-ativos`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'cancelledCampaign.contacts.activeTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: contactsScreen,
    },
    {
      id: 'campanha-config-canceladas-contatos-inativos',
      path: `${BASE}/contatos-inativos`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'cancelledCampaign.contacts.inactiveTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: contactsScreen,
    },
    {
      id: 'campanha-config-canceladas-contatos-todos',
      path: `${BASE}/contatos-todos`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'cancelledCampaign.contacts.allTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: contactsScreen,
    },
  ],
});

export default cancelledCampaign;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof cancelledCampaign.routes> {}
}
