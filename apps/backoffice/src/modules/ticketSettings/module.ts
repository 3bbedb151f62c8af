import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

/** The settings trail every ticket-settings page starts with. */
const SETTINGS_CRUMB = { title: 'menu.settings' } as const;
const HUB_CRUMB = { title: 'ticketSettings.hub.title', to: 'configuracoes-tickets' } as const;
const MESSAGES_CRUMB = { title: 'ticketSettings.mensagens.title', to: 'mensagem-padrao' } as const;

/** The three simple catalogues share one screen, which reads its configuration from the route id. */
const catalogueScreen = () => import('./screens/CatalogueScreen');
const messageFormScreen = () => import('./screens/MensagemFormScreen');

/** Ticket settings: the hub and the origins, doubt types, loss reasons, finalisation statuses and default messages. */
const ticketSettings = defineModule({
  nav: {
    pt: {
      'ticketSettings.hub.title': 'Configurações de tickets',
      'ticketSettings.hub.menu': 'Tickets',
      'ticketSettings.origens.title': 'Origens',
      'ticketSettings.tiposDeDuvida.title': 'Tipos de dúvida',
      'ticketSettings.motivosDePerda.title': 'Motivos de perda',
      'ticketSettings.status.title': 'Status de finalização',
      'ticketSettings.mensagens.title': 'Mensagens padrão',
      'ticketSettings.mensagemForm.createTitle': 'Nova mensagem padrão',
      'ticketSettings.mensagemForm.editTitle': 'Editar mensagem padrão',
    },
    en: {
      'ticketSettings.hub.title': 'Ticket settings',
      'ticketSettings.hub.menu': 'Tickets',
      'ticketSettings.origens.title': 'Origins',
      'ticketSettings.tiposDeDuvida.title': 'Question types',
      'ticketSettings.motivosDePerda.title': 'Loss reasons',
      'ticketSettings.status.title': 'Closing statuses',
      'ticketSettings.mensagens.title': 'Default messages',
      'ticketSettings.mensagemForm.createTitle': 'New default message',
      'ticketSettings.mensagemForm.editTitle': 'Edit default message',
    },
    de: {
      'ticketSettings.hub.title': 'Ticket-Einstellungen',
      'ticketSettings.hub.menu': 'Tickets',
      'ticketSettings.origens.title': 'Herkünfte',
      'ticketSettings.tiposDeDuvida.title': 'Fragearten',
      'ticketSettings.motivosDePerda.title': 'Verlustgründe',
      'ticketSettings.status.title': 'Abschlussstatus',
      'ticketSettings.mensagens.title': 'Standardnachrichten',
      'ticketSettings.mensagemForm.createTitle': 'Neue Standardnachricht',
      'ticketSettings.mensagemForm.editTitle': 'Standardnachricht bearbeiten',
    },
    fr: {
      'ticketSettings.hub.title': 'Paramètres des tickets',
      'ticketSettings.hub.menu': 'Tickets',
      'ticketSettings.origens.title': 'Origines',
      'ticketSettings.tiposDeDuvida.title': 'Types de question',
      'ticketSettings.motivosDePerda.title': 'Motifs de perte',
      'ticketSettings.status.title': 'Statuts de clôture',
      'ticketSettings.mensagens.title': 'Messages types',
      'ticketSettings.mensagemForm.createTitle': 'Nouveau message type',
      'ticketSettings.mensagemForm.editTitle': 'Modifier le message type',
    },
  },
  routes: [
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
  ],
});

export default ticketSettings;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof ticketSettings.routes> {}
}
