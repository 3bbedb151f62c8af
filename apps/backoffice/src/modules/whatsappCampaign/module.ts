import { defineModule } from '../../platform/defineModule';
import type { RoutesOf, ScreenLoader } from '../../platform/routing';

const PLANS_CRUMB = { to: 'meus-planos' } as const;
const BASE = 'plano/:plan_id/campanha/configurar-whatsapp/:id';
const settingsScreen: ScreenLoader = () => import('./screens/WhatsappSettingsScreen');
const contactsScreen: ScreenLoader = () => import('./screens/WhatsappContactsScreen');

/**
 * The WhatsApp campaign: leads leave their WhatsApp number on a form the company embeds on its pages, and the
 * agents write to them or make them tickets. Its settings with its numbers and its form, and its contacts
 * (answered, pending, all), each tab its own address, all under `planos_campanhas` as the spec lists them.
 */
const whatsappCampaign = defineModule({
  nav: {
    pt: {
      'whatsappCampaign.title': 'Campanha de recuperação por WhatsApp',
      'whatsappCampaign.contacts.answeredTitle': 'Contatos respondidos da campanha',
      'whatsappCampaign.contacts.pendingTitle': 'Contatos pendentes da campanha',
      'whatsappCampaign.contacts.allTitle': 'Todos os contatos da campanha',
    },
    en: {
      'whatsappCampaign.title': 'WhatsApp recovery campaign',
      'whatsappCampaign.contacts.answeredTitle': 'Answered contacts of the campaign',
      'whatsappCampaign.contacts.pendingTitle': 'Pending contacts of the campaign',
      'whatsappCampaign.contacts.allTitle': 'All contacts of the campaign',
    },
    de: {
      'whatsappCampaign.title': 'WhatsApp-Rückgewinnungskampagne',
      'whatsappCampaign.contacts.answeredTitle': 'Beantwortete Kontakte der Kampagne',
      'whatsappCampaign.contacts.pendingTitle': 'Offene Kontakte der Kampagne',
      'whatsappCampaign.contacts.allTitle': 'Alle Kontakte der Kampagne',
    },
    fr: {
      'whatsappCampaign.title': 'Campagne de récupération par WhatsApp',
      'whatsappCampaign.contacts.answeredTitle': 'Contacts répondus de la campagne',
      'whatsappCampaign.contacts.pendingTitle': 'Contacts en attente de la campagne',
      'whatsappCampaign.contacts.allTitle': 'Tous les contacts de la campagne',
    },
  },
  routes: [
    {
      id: 'campanha-config-whatsapp',
      path: BASE,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'whatsappCampaign.title',
      breadcrumbs: [PLANS_CRUMB],
      screen: settingsScreen,
    },
    {
      id: 'campanha-config-whatsapp-contatos-respondidos',
      path: `${BASE}/contatos-respondidos`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'whatsappCampaign.contacts.answeredTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: contactsScreen,
    },
    {
      id: 'campanha-config-whatsapp-contatos-pendentes',
      path: `${BASE}/contatos-pendentes`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'whatsappCampaign.contacts.pendingTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: contactsScreen,
    },
    {
      id: 'campanha-config-whatsapp-contatos-todos',
      path: `${BASE}/contatos-todos`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'whatsappCampaign.contacts.allTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: contactsScreen,
    },
  ],
});

export default whatsappCampaign;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof whatsappCampaign.routes> {}
}
