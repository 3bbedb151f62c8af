import type { PermissionName } from '@retoma/api-client';
import { defineModule } from '../../platform/defineModule';
import type { RoutesOf, ScreenLoader } from '../../platform/routing';

const PLANS_CRUMB = { to: 'meus-planos' } as const;

const settingsScreen: ScreenLoader = () => import('./screens/CampaignSettingsScreen');
const stepListScreen: ScreenLoader = () => import('./screens/StepListScreen');
const smsStepScreen: ScreenLoader = () => import('./screens/SmsStepScreen');
const emailStepScreen: ScreenLoader = () => import('./screens/EmailStepScreen');
const historyScreen: ScreenLoader = () => import('./screens/HistoryScreen');
const scheduledScreen: ScreenLoader = () => import('./screens/ScheduledScreen');
const contactsScreen: ScreenLoader = () => import('./screens/ContactsScreen');

type Titles = {
  settings: 'campaigns.carrinho.title' | 'campaigns.boleto.title';
  emails: 'campaigns.emails.title';
  sms: 'campaigns.sms.title';
};

/**
 * The pages of one kind of campaign with e-mail and SMS sequences, each tab its own address under
 * `plano/:plan_id/campanha/<segment>/:id`: one implementation for the cart and the boleto campaigns, the kind read
 * from the route id. Permissions as the spec lists them for each kind.
 */
function sequenceRoutes<const Id extends string, const Segment extends string>(
  id: Id,
  segment: Segment,
  titles: Titles,
  permissions: { emails: PermissionName; sms: PermissionName },
) {
  const base = `plano/:plan_id/campanha/${segment}/:id` as const;
  return [
    {
      id,
      path: base,
      scope: 'company',
      permission: 'planos_campanhas',
      title: titles.settings,
      breadcrumbs: [PLANS_CRUMB],
      screen: settingsScreen,
    },
    {
      id: `${id}-historico`,
      path: `${base}/historico-envios`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'campaigns.history.title',
      breadcrumbs: [PLANS_CRUMB],
      screen: historyScreen,
    },
    {
      id: `${id}-agendados`,
      path: `${base}/agendados`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'campaigns.scheduled.title',
      breadcrumbs: [PLANS_CRUMB],
      screen: scheduledScreen,
    },
    {
      id: `${id}-contatos-ativos`,
      path: `${base}/contatos-ativos`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'campaigns.contacts.activeTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: contactsScreen,
    },
    {
      id: `${id}-contatos-inativos`,
      path: `${base}/contatos-inativos`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'campaigns.contacts.inactiveTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: contactsScreen,
    },
    {
      id: `${id}-contatos-todos`,
      path: `${base}/contatos-todos`,
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'campaigns.contacts.allTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: contactsScreen,
    },
    {
      id: `${id}-emails`,
      path: `${base}/emails`,
      scope: 'company',
      permission: permissions.emails,
      title: titles.emails,
      breadcrumbs: [PLANS_CRUMB],
      screen: stepListScreen,
    },
    {
      id: `${id}-sms`,
      path: `${base}/sms`,
      scope: 'company',
      permission: permissions.sms,
      title: titles.sms,
      breadcrumbs: [PLANS_CRUMB],
      screen: stepListScreen,
    },
    {
      id: `${id}-emails-criar`,
      path: `${base}/emails/criar`,
      scope: 'company',
      permission: permissions.emails,
      title: 'campaigns.emailForm.createTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: emailStepScreen,
    },
    {
      id: `${id}-emails-editar`,
      path: `${base}/emails/editar/:idEmail`,
      scope: 'company',
      permission: permissions.emails,
      title: 'campaigns.emailForm.editTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: emailStepScreen,
    },
    {
      id: `${id}-sms-criar`,
      path: `${base}/sms/criar`,
      scope: 'company',
      permission: permissions.sms,
      title: 'campaigns.smsForm.createTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: smsStepScreen,
    },
    {
      id: `${id}-sms-editar`,
      path: `${base}/sms/editar/:idEmail`,
      scope: 'company',
      permission: permissions.sms,
      title: 'campaigns.smsForm.editTitle',
      breadcrumbs: [PLANS_CRUMB],
      screen: smsStepScreen,
    },
  ] as const;
}

/** The configuration of the cart and boleto campaigns: settings and numbers, and their e-mail and SMS sequences. */
const campaigns = defineModule({
  nav: {
    pt: {
      'campaigns.carrinho.title': 'Campanha de recuperação de carrinho',
      'campaigns.boleto.title': 'Campanha de recuperação de boletos',
      'campaigns.emails.title': 'E-mails da campanha',
      'campaigns.sms.title': 'SMS da campanha',
      'campaigns.history.title': 'Histórico de envios',
      'campaigns.scheduled.title': 'Envios agendados',
      'campaigns.contacts.activeTitle': 'Contatos ativos da campanha',
      'campaigns.contacts.inactiveTitle': 'Contatos inativos da campanha',
      'campaigns.contacts.allTitle': 'Todos os contatos da campanha',
      'campaigns.emailForm.createTitle': 'Novo e-mail da campanha',
      'campaigns.emailForm.editTitle': 'Editar e-mail da campanha',
      'campaigns.smsForm.createTitle': 'Novo SMS da campanha',
      'campaigns.smsForm.editTitle': 'Editar SMS da campanha',
    },
    en: {
      'campaigns.carrinho.title': 'Cart recovery campaign',
      'campaigns.boleto.title': 'Bank slip recovery campaign',
      'campaigns.emails.title': 'Campaign e-mails',
      'campaigns.sms.title': 'Campaign SMS',
      'campaigns.history.title': 'Send history',
      'campaigns.scheduled.title': 'Scheduled sends',
      'campaigns.contacts.activeTitle': 'Active contacts of the campaign',
      'campaigns.contacts.inactiveTitle': 'Inactive contacts of the campaign',
      'campaigns.contacts.allTitle': 'All contacts of the campaign',
      'campaigns.emailForm.createTitle': 'New campaign e-mail',
      'campaigns.emailForm.editTitle': 'Edit campaign e-mail',
      'campaigns.smsForm.createTitle': 'New campaign SMS',
      'campaigns.smsForm.editTitle': 'Edit campaign SMS',
    },
    de: {
      'campaigns.carrinho.title': 'Kampagne zur Warenkorb-Rückgewinnung',
      'campaigns.boleto.title': 'Kampagne zur Boleto-Rückgewinnung',
      'campaigns.emails.title': 'E-Mails der Kampagne',
      'campaigns.sms.title': 'SMS der Kampagne',
      'campaigns.history.title': 'Sendeverlauf',
      'campaigns.scheduled.title': 'Geplante Sendungen',
      'campaigns.contacts.activeTitle': 'Aktive Kontakte der Kampagne',
      'campaigns.contacts.inactiveTitle': 'Inaktive Kontakte der Kampagne',
      'campaigns.contacts.allTitle': 'Alle Kontakte der Kampagne',
      'campaigns.emailForm.createTitle': 'Neue E-Mail der Kampagne',
      'campaigns.emailForm.editTitle': 'E-Mail der Kampagne bearbeiten',
      'campaigns.smsForm.createTitle': 'Neue SMS der Kampagne',
      'campaigns.smsForm.editTitle': 'SMS der Kampagne bearbeiten',
    },
    fr: {
      'campaigns.carrinho.title': 'Campagne de récupération de panier',
      'campaigns.boleto.title': 'Campagne de récupération de boletos',
      'campaigns.emails.title': 'E-mails de la campagne',
      'campaigns.sms.title': 'SMS de la campagne',
      'campaigns.history.title': 'Historique des envois',
      'campaigns.scheduled.title': 'Envois programmés',
      'campaigns.contacts.activeTitle': 'Contacts actifs de la campagne',
      'campaigns.contacts.inactiveTitle': 'Contacts inactifs de la campagne',
      'campaigns.contacts.allTitle': 'Tous les contacts de la campagne',
      'campaigns.emailForm.createTitle': 'Nouvel e-mail de la campagne',
      'campaigns.emailForm.editTitle': 'Modifier l’e-mail de la campagne',
      'campaigns.smsForm.createTitle': 'Nouveau SMS de la campagne',
      'campaigns.smsForm.editTitle': 'Modifier le SMS de la campagne',
    },
  },
  routes: [
    // Cart: every tab under planos_campanhas (the spec names no other rule for them).
    ...sequenceRoutes(
      'campanha-config-checkout',
      'configurar-checkout',
      { settings: 'campaigns.carrinho.title', emails: 'campaigns.emails.title', sms: 'campaigns.sms.title' },
      { emails: 'planos_campanhas', sms: 'planos_campanhas' },
    ),
    // Boleto: the e-mails under planos_campanhas_config_email, the SMS under planos_campanhas_sms.
    ...sequenceRoutes(
      'campanha-configurar-boleto',
      'configurar-boleto',
      { settings: 'campaigns.boleto.title', emails: 'campaigns.emails.title', sms: 'campaigns.sms.title' },
      { emails: 'planos_campanhas_config_email', sms: 'planos_campanhas_sms' },
    ),
  ],
});

export default campaigns;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof campaigns.routes> {}
}
