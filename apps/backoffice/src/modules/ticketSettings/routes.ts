import type { AppRoute } from '../../app/routeTypes';

/** The settings trail every ticket-settings page starts with. */
const SETTINGS_CRUMB = { title: 'menu.settings' } as const;
const HUB_CRUMB = { title: 'ticketSettings.hub.title', to: 'configuracoes-tickets' } as const;
const MESSAGES_CRUMB = { title: 'ticketSettings.mensagens.title', to: 'mensagem-padrao' } as const;

/** The three simple catalogues share one screen, which reads its configuration from the route id. */
const catalogueScreen = () => import('./screens/CatalogueScreen');
const messageFormScreen = () => import('./screens/MensagemFormScreen');

/** Ticket settings: the hub and the origins, doubt types, loss reasons, finalisation statuses and default messages. */
export const ticketSettingsRoutes: AppRoute[] = [
  {
    id: 'configuracoes-tickets',
    path: 'configuracoes/tickets',
    scope: 'company',
    permission: 'configuracao',
    title: 'ticketSettings.hub.title',
    breadcrumbs: [SETTINGS_CRUMB],
    screen: () => import('./screens/TicketSettingsScreen'),
    menu: { group: 'settings', label: 'ticketSettings.hub.menu', order: 20 },
  },
  {
    id: 'origens',
    path: 'configuracoes/origens',
    scope: 'company',
    permission: 'configuracao_origem',
    title: 'ticketSettings.origens.title',
    breadcrumbs: [SETTINGS_CRUMB, HUB_CRUMB],
    screen: catalogueScreen,
  },
  {
    id: 'tipo-de-duvida',
    path: 'configuracoes/tipo-de-duvida',
    scope: 'company',
    permission: 'configuracao_tipoduvida',
    title: 'ticketSettings.tiposDeDuvida.title',
    breadcrumbs: [SETTINGS_CRUMB, HUB_CRUMB],
    screen: catalogueScreen,
  },
  {
    id: 'motivo-de-perda',
    path: 'configuracoes/motivo-de-perda',
    scope: 'company',
    permission: 'configuracao_perda',
    title: 'ticketSettings.motivosDePerda.title',
    breadcrumbs: [SETTINGS_CRUMB, HUB_CRUMB],
    screen: catalogueScreen,
  },
  {
    id: 'status-de-finalizacao',
    path: 'configuracoes/status-de-finalizacao',
    scope: 'company',
    permission: 'configuracao_status',
    title: 'ticketSettings.status.title',
    breadcrumbs: [SETTINGS_CRUMB, HUB_CRUMB],
    screen: () => import('./screens/StatusFinalizacaoScreen'),
  },
  {
    id: 'mensagem-padrao',
    path: 'configuracoes/mensagem-padrao',
    scope: 'company',
    permission: 'configuracao_mensagem',
    title: 'ticketSettings.mensagens.title',
    breadcrumbs: [SETTINGS_CRUMB, HUB_CRUMB],
    screen: () => import('./screens/MensagensScreen'),
  },
  {
    id: 'mensagem-padrao-criar',
    path: 'configuracoes/mensagem-padrao/criar',
    scope: 'company',
    permission: 'configuracao_mensagem_incluir',
    title: 'ticketSettings.mensagemForm.createTitle',
    breadcrumbs: [SETTINGS_CRUMB, HUB_CRUMB, MESSAGES_CRUMB],
    screen: messageFormScreen,
  },
  {
    id: 'mensagem-padrao-editar',
    path: 'configuracoes/mensagem-padrao/editar/:id',
    scope: 'company',
    permission: 'configuracao_mensagem_editar',
    title: 'ticketSettings.mensagemForm.editTitle',
    breadcrumbs: [SETTINGS_CRUMB, HUB_CRUMB, MESSAGES_CRUMB],
    screen: messageFormScreen,
  },
];
