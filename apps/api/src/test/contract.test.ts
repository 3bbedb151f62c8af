import {
  AGENDA_SCOPES,
  CAMPAIGN_KINDS,
  createApiClient,
  PRE_COMMISSION_METHODS,
  REFRESH_PATH,
  type AgendaScope,
  type ApiClient,
  type DashboardRoute,
  type GiftRequestAction,
} from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyMethodOverride } from '../http/methodOverride';
import { getHarness } from './harness';

/**
 * The contract between `@retoma/api-client` and this server: every function of every resource is called with
 * sample arguments through a recording `fetch` (no server involved), and each call it puts on the wire — verb
 * after `_method` spoofing, path — must be a route of the server's real table, or stand in NOT_SERVED_YET.
 * Bodies and answers are not the subject here: the route, resource and schema tests check them.
 */

const API = 'http://contract.test/api';
const COMPANY = 'aurora';
const CEP_SERVICE = 'https://cep.contract.test/api/cep/v2';
/** Bodies of the server's own limit: the spoofing sees the same bytes the server would. */
const MAX_BODY = 10 * 1024 * 1024;

/**
 * Calls the client makes that this server does not serve yet: the modules not built here (campaigns, plans,
 * WhatsApp lists, commissions and transactions, leads, gifts and their pipeline, extensions and carriers, the
 * dashboard's sales figures, reports). Keys are `VERB /:company/path` (`/master/...` for session calls), with
 * numeric ids as `:id`. Building an endpoint makes its entry fail here until it is removed: the list only shrinks.
 */
const NOT_SERVED_YET: readonly string[] = [
  // Leads and their transactions
  'GET /:company/leads',
  'GET /:company/leads/:id',
  'PUT /:company/leads/:id',
  'DELETE /:company/leads/:id',
  'GET /:company/transacaos',
  'GET /:company/transacaos/:id',
  'POST /:company/transacaos',
  // Commissions, pre-commissions, payment orders
  'GET /:company/comissaos',
  'GET /:company/comissaos/minhas',
  'POST /:company/comissaos/gerarordens',
  'GET /:company/pre_comissaos',
  'GET /:company/pre_comissaos/aprovar',
  'GET /:company/pre_comissaos/aprovar/:id',
  'GET /:company/pre_comissaos/reprovar',
  'GET /:company/pre_comissaos/reprovar/:id',
  'GET /:company/pre_comissaos/restaurar',
  'GET /:company/pre_comissaos/restaurar/:id',
  'POST /:company/pre_comissao_diagnosticos',
  'POST /:company/pre_comissaos/setAnexo',
  'DELETE /:company/anexos/:id',
  'GET /:company/ordems',
  'GET /:company/ordems/:id',
  'POST /:company/ordems/setpago',
  'POST /:company/ordems/unsetpago',
  'GET /:company/ordems/imprimir',
  // Recovery plans
  'GET /:company/planos',
  'GET /:company/planos/:id',
  'POST /:company/planos',
  'PUT /:company/planos/:id',
  'DELETE /:company/planos/:id',
  'DELETE /:company/plano_campanhas/:id',
  // Campaigns of every type, their steps, sends and contacts
  'GET /:company/campanhas',
  'GET /:company/campanhas/:id',
  'POST /:company/campanha_carrinhos',
  'GET /:company/campanha_carrinhos',
  'GET /:company/campanha_carrinhos/:id',
  'PUT /:company/campanha_carrinhos/:id',
  'DELETE /:company/campanha_carrinhos/:id',
  'GET /:company/campanha_carrinhos/:id/metrics',
  'GET /:company/campanha_carrinho_emails',
  'GET /:company/campanha_carrinho_emails/:id',
  'POST /:company/campanha_carrinho_emails',
  'PUT /:company/campanha_carrinho_emails/:id',
  'DELETE /:company/campanha_carrinho_emails/:id',
  'POST /:company/campanha_carrinho_emails_posicao',
  'GET /:company/campanha_carrinho_sms',
  'GET /:company/campanha_carrinho_sms/:id',
  'POST /:company/campanha_carrinho_sms',
  'PUT /:company/campanha_carrinho_sms/:id',
  'DELETE /:company/campanha_carrinho_sms/:id',
  'POST /:company/campanha_carrinho_sms_posicao',
  'GET /:company/campanha_carrinho_historicos',
  'GET /:company/campanha_carrinho_rastreio/:id',
  'GET /:company/campanha_carrinho_contatos',
  'POST /:company/campanha_boletos',
  'GET /:company/campanha_boletos',
  'GET /:company/campanha_boletos/:id',
  'PUT /:company/campanha_boletos/:id',
  'DELETE /:company/campanha_boletos/:id',
  'POST /:company/campanha_boletos_ativar',
  'GET /:company/campanha_boleto_emails',
  'GET /:company/campanha_boleto_emails/:id',
  'POST /:company/campanha_boleto_emails',
  'PUT /:company/campanha_boleto_emails/:id',
  'DELETE /:company/campanha_boleto_emails/:id',
  'POST /:company/campanha_boleto_emails_posicao',
  'GET /:company/campanha_boleto_sms',
  'GET /:company/campanha_boleto_sms/:id',
  'POST /:company/campanha_boleto_sms',
  'PUT /:company/campanha_boleto_sms/:id',
  'DELETE /:company/campanha_boleto_sms/:id',
  'POST /:company/campanha_boleto_sms_posicao',
  'GET /:company/campanha_boleto_historicos',
  'GET /:company/campanha_boleto_rastreio/:id',
  'GET /:company/campanha_boleto_contatos',
  'POST /:company/campanha_cancelados',
  'GET /:company/campanha_cancelados',
  'GET /:company/campanha_cancelados/:id',
  'PUT /:company/campanha_cancelados/:id',
  'DELETE /:company/campanha_cancelados/:id',
  'POST /:company/campanha_cancelados_ativar',
  'GET /:company/campanha_cancelados_contatos',
  'POST /:company/campanha_agendamentos',
  'GET /:company/campanha_agendamentos',
  'GET /:company/campanha_agendamentos/:id',
  'PUT /:company/campanha_agendamentos/:id',
  'DELETE /:company/campanha_agendamentos/:id',
  'GET /:company/campanha_agendamentos_contatos',
  'POST /:company/campanha_whatsapps',
  'GET /:company/campanha_whatsapps',
  'GET /:company/campanha_whatsapps/:id',
  'PUT /:company/campanha_whatsapps/:id',
  'DELETE /:company/campanha_whatsapps/:id',
  'GET /:company/campanha_whatsapps/:id/metrics',
  'GET /:company/campanha_whatsapps_contatos',
  // WhatsApp lists
  'GET /:company/whatsapplists',
  'GET /:company/whatsapplists/:id',
  'POST /:company/whatsapplists_resposta/:id',
  'POST /:company/whatsapplists_trasform/:id',
  // Gifts: catalogue, packaging, campaigns and rules, requests, delivery automations, expeditions
  'GET /:company/brindes',
  'GET /:company/brindes/:id',
  'POST /:company/brindes',
  'PUT /:company/brindes/:id',
  'DELETE /:company/brindes/:id',
  'GET /:company/embalagems',
  'GET /:company/embalagems/:id',
  'POST /:company/embalagems',
  'PUT /:company/embalagems/:id',
  'DELETE /:company/embalagems/:id',
  'GET /:company/campanha_brindes',
  'GET /:company/campanha_brindes/:id',
  'POST /:company/campanha_brindes',
  'PUT /:company/campanha_brindes/:id',
  'DELETE /:company/campanha_brindes/:id',
  'POST /:company/config_brindes',
  'PUT /:company/config_brindes/:id',
  'DELETE /:company/config_brindes/:id',
  'GET /:company/solicitacao_brindes',
  'POST /:company/solicitacao_brindes/aprovar',
  'POST /:company/solicitacao_brindes/reprovar',
  'POST /:company/solicitacao_brindes/restaurar',
  'PUT /:company/solicitacao_brindes/:id',
  'GET /:company/automacaos',
  'GET /:company/automacaos/:id',
  'POST /:company/automacaos',
  'POST /:company/automacaos/arquivar/:id',
  'POST /:company/automacaos/restaurar/:id',
  'POST /:company/automacaos/whatsapp/:id',
  'POST /:company/automacaos/validaInfor/:id',
  'POST /:company/automacaos/transferir/:id',
  'POST /:company/automacaos/adiconar_carrinho/:id',
  'POST /:company/automacaos/remover_carrinho/:id',
  'POST /:company/automacaos/finalizar_carrinho',
  'POST /:company/automacaos/comprarEtiquetas',
  'POST /:company/automacaos/cancelarCompra',
  'GET /:company/automacao_enderecos/:id',
  'POST /:company/automacao_enderecos',
  'PUT /:company/automacao_enderecos/:id',
  'GET /:company/automacao_emails',
  'GET /:company/automacao_emails/:id',
  'POST /:company/automacao_emails',
  'PUT /:company/automacao_emails/:id',
  'POST /:company/automacao_enviar_email',
  'GET /:company/expedicaos',
  'GET /:company/expedicaos/:id',
  'PUT /:company/expedicaos/:id',
  'POST /:company/expedicaos/gerar_etiquetas/:id',
  'POST /:company/expedicaos/fechar/:id',
  'GET /:company/expedicaos/imprimiretiqueta',
  'GET /:company/expedicaos/declaracaodeconteudo',
  'GET /:company/expedicaos/imprimirplp',
  'POST /:company/expedicaos/enviaremailrastreio',
  'POST /:company/expedicaos/rastreio_melhor_envio/:id',
  // Extensions: installs, Slack, telephony, the freight marketplace, Correios contracts
  'GET /:company/extensoes/company',
  'POST /:company/extensoes/company',
  'PUT /:company/extensoes/company/:id',
  'DELETE /:company/extensoes/company/:id',
  'PUT /:company/extensoes/slack/:id',
  'GET /:company/extensoes/totalvoice',
  'POST /:company/extensoes/totalvoice',
  'PUT /:company/extensoes/totalvoice/:id',
  'DELETE /:company/extensoes/totalvoice/:id',
  'GET /:company/extensoes/melhor_envio/services',
  'POST /:company/extensoes/melhor_envio/setPadrao',
  'POST /:company/extensoes/melhor_envio/addConfig',
  'POST /:company/extensoes/melhor_envio/editConfig',
  'POST /:company/extensoes/melhor_envio/deleteConfig',
  'GET /:company/correios',
  'GET /:company/correios/:id',
  'POST /:company/correios',
  'PUT /:company/correios/:id',
  'DELETE /:company/correios/:id',
  'POST /:company/correios-ativar/:id',
  'POST /:company/correios-desativar/:id',
  'POST /:company/correios-logarind',
  'POST /:company/correios-logar',
  'POST /:company/correios-servicos',
  'POST /:company/config_correios',
  'PUT /:company/config_correios/:id',
  'DELETE /:company/config_correios/:id',
  // Dashboard figures of the modules above (the caller's own ticket figures are served)
  'GET /:company/dashboard/comissaos',
  'GET /:company/dashboard/dados_venda_por_produto',
  'GET /:company/dashboard/whatsapplist_respondidos',
  'GET /:company/dashboard/whatsapp_respondidos',
  // Reports
  'GET /:company/relatorio-vendas',
  'GET /:company/relatorio-vendas-usuario',
  'GET /:company/relatorio-tickets',
];

/** A write body whose content does not shape the call (only ids in the path and the campaign type do). */
const BODY = {} as never;
const blob = new Blob(['%PDF'], { type: 'application/pdf' });

type Sample = (client: ApiClient) => Promise<unknown>;

/** `session.login`, `tickets.calls.get`, ...: the dotted name of every function of the client's resources. */
type FunctionPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends (...args: never[]) => unknown
    ? `${Prefix}${K}`
    : T[K] extends object
      ? FunctionPaths<T[K], `${Prefix}${K}.`>
      : never;
}[keyof T & string];
/** `http` is the transport every resource goes through, not a call of its own. */
type ClientFunction = FunctionPaths<Omit<ApiClient, 'http'>>;

/** One sample per variant that changes the wire (route, verb): every dashboard route, agenda scope, campaign type... */
const everyDashboardRoute: Record<DashboardRoute, Sample> = {
  meus_tickets: (c) => c.dashboard.get('meus_tickets', { type: 'atendimento' }),
  meus_tickets_atividades: (c) => c.dashboard.get('meus_tickets_atividades', { page: 1 }),
  comissaos: (c) => c.dashboard.get('comissaos', {}),
  dados_venda_por_produto: (c) => c.dashboard.get('dados_venda_por_produto', {}),
  tickets_atrasados: (c) => c.dashboard.get('tickets_atrasados', {}),
  whatsapplist_respondidos: (c) => c.dashboard.get('whatsapplist_respondidos', {}),
  atendimentos: (c) => c.dashboard.get('atendimentos', {}),
  inseridos: (c) => c.dashboard.get('inseridos', {}),
  whatsapp_respondidos: (c) => c.dashboard.get('whatsapp_respondidos', {}),
};
const giftRequestActions: Record<GiftRequestAction, Sample> = {
  aprovar: (c) => c.gifts.requests.act('aprovar', [1]),
  reprovar: (c) => c.gifts.requests.act('reprovar', [1]),
  restaurar: (c) => c.gifts.requests.act('restaurar', [1]),
};
const agendaScopes = (Object.keys(AGENDA_SCOPES) as AgendaScope[]).map(
  (scope): Sample =>
    (c) =>
      c.tickets.agenda.list(scope),
);

/**
 * Every function of the client with its calls. Typed by the client itself: a new resource function without a
 * sample does not compile, and the enumeration below fails on it at run time as well.
 */
const SAMPLES: Record<ClientFunction, Sample | readonly Sample[]> = {
  'session.login': (c) => c.session.login({ username: 'ana@retoma.dev', password: 'segredo123' }),
  'session.register': (c) => c.session.register({ name: 'Ana', email: 'ana@retoma.dev', password: 'segredo123' }),
  'session.remember': (c) => c.session.remember({ email: 'ana@retoma.dev' }),
  'session.findResetToken': (c) => c.session.findResetToken(':token'),
  'session.resetPassword': (c) => c.session.resetPassword(BODY),
  'session.me': [(c) => c.session.me(), (c) => c.session.me(undefined, 'master')],
  'session.logout': (c) => c.session.logout(),
  'identity.permissions': (c) => c.identity.permissions(),
  'identity.roles': (c) => c.identity.roles(),
  'identity.role': (c) => c.identity.role(1),
  'identity.createRole': (c) => c.identity.createRole(BODY),
  'identity.updateRole': (c) => c.identity.updateRole(1, BODY),
  'identity.deleteRole': (c) => c.identity.deleteRole(1),
  'identity.updateMenuRapido': (c) => c.identity.updateMenuRapido(1, ['perfil']),
  'identity.updateProfile': (c) => c.identity.updateProfile(1, BODY),
  'identity.users': (c) => c.identity.users({ status: '1' }),
  'identity.user': (c) => c.identity.user(1),
  'identity.members': (c) => c.identity.members({ status: 'pending' }),
  'identity.member': (c) => c.identity.member(1),
  'identity.invite': (c) => c.identity.invite(BODY),
  'identity.updateMember': (c) => c.identity.updateMember(1, BODY),
  'identity.removeMember': (c) => c.identity.removeMember(1),
  'identity.resendInvite': (c) => c.identity.resendInvite(1),
  'settings.myCompany': (c) => c.settings.myCompany(),
  'settings.updateMyCompany': (c) => c.settings.updateMyCompany(BODY),
  'settings.myPlan': (c) => c.settings.myPlan(),
  'settings.integracoes': (c) => c.settings.integracoes(),
  'settings.contas.list': (c) => c.settings.contas.list(),
  'settings.contas.get': (c) => c.settings.contas.get(1),
  'settings.contas.create': (c) => c.settings.contas.create(BODY),
  'settings.contas.update': (c) => c.settings.contas.update(1, BODY),
  'settings.contas.remove': (c) => c.settings.contas.remove(1),
  'settings.produtos.list': (c) => c.settings.produtos.list(),
  'settings.produtos.get': (c) => c.settings.produtos.get(1),
  'settings.produtos.create': (c) => c.settings.produtos.create(BODY),
  'settings.produtos.update': (c) => c.settings.produtos.update(1, BODY),
  'settings.produtos.remove': (c) => c.settings.produtos.remove(1),
  'settings.links.list': (c) => c.settings.links.list({ produto: 1, status: 1 }),
  'settings.links.get': (c) => c.settings.links.get(1),
  'settings.links.create': (c) => c.settings.links.create(BODY),
  'settings.links.update': (c) => c.settings.links.update(1, BODY),
  'settings.links.remove': (c) => c.settings.links.remove(1),
  'settings.origens.list': (c) => c.settings.origens.list({ status: 1 }),
  'settings.origens.get': (c) => c.settings.origens.get(1),
  'settings.origens.create': (c) => c.settings.origens.create(BODY),
  'settings.origens.update': (c) => c.settings.origens.update(1, BODY),
  'settings.origens.remove': (c) => c.settings.origens.remove(1),
  'settings.tiposDeDuvida.list': (c) => c.settings.tiposDeDuvida.list({ status: 1 }),
  'settings.tiposDeDuvida.get': (c) => c.settings.tiposDeDuvida.get(1),
  'settings.tiposDeDuvida.create': (c) => c.settings.tiposDeDuvida.create(BODY),
  'settings.tiposDeDuvida.update': (c) => c.settings.tiposDeDuvida.update(1, BODY),
  'settings.tiposDeDuvida.remove': (c) => c.settings.tiposDeDuvida.remove(1),
  'settings.motivosDePerda.list': (c) => c.settings.motivosDePerda.list(),
  'settings.motivosDePerda.get': (c) => c.settings.motivosDePerda.get(1),
  'settings.motivosDePerda.create': (c) => c.settings.motivosDePerda.create(BODY),
  'settings.motivosDePerda.update': (c) => c.settings.motivosDePerda.update(1, BODY),
  'settings.motivosDePerda.remove': (c) => c.settings.motivosDePerda.remove(1),
  'settings.statusDeFinalizacao.list': (c) => c.settings.statusDeFinalizacao.list({ tipo: 'ganhou' }),
  'settings.statusDeFinalizacao.get': (c) => c.settings.statusDeFinalizacao.get(1),
  'settings.statusDeFinalizacao.create': (c) => c.settings.statusDeFinalizacao.create(BODY),
  'settings.statusDeFinalizacao.update': (c) => c.settings.statusDeFinalizacao.update(1, BODY),
  'settings.statusDeFinalizacao.remove': (c) => c.settings.statusDeFinalizacao.remove(1),
  'settings.mensagensPadrao.list': (c) => c.settings.mensagensPadrao.list({ tipo: 'whatsapp' }),
  'settings.mensagensPadrao.get': (c) => c.settings.mensagensPadrao.get(1),
  'settings.mensagensPadrao.create': (c) => c.settings.mensagensPadrao.create(BODY),
  'settings.mensagensPadrao.update': (c) => c.settings.mensagensPadrao.update(1, BODY),
  'settings.mensagensPadrao.remove': (c) => c.settings.mensagensPadrao.remove(1),
  'settings.conquistas.list': (c) => c.settings.conquistas.list({ global: 1 }),
  'settings.conquistas.get': (c) => c.settings.conquistas.get(1),
  'settings.conquistas.create': (c) => c.settings.conquistas.create(BODY),
  'settings.conquistas.update': (c) => c.settings.conquistas.update(1, BODY),
  'settings.conquistas.remove': (c) => c.settings.conquistas.remove(1),
  'settings.selects.responsaveis': (c) => c.settings.selects.responsaveis(),
  'settings.selects.usuarios': (c) => c.settings.selects.usuarios(),
  'settings.selects.produtos': (c) => c.settings.selects.produtos(),
  'settings.selects.brindes': (c) => c.settings.selects.brindes(),
  'tickets.list': (c) => c.tickets.list({ page: 1, per_page: 25 }),
  'tickets.open': (c) => c.tickets.open(),
  'tickets.closed': (c) => c.tickets.closed(),
  'tickets.counts': (c) => c.tickets.counts({ produto_id: 1 }),
  'tickets.checkProduct': (c) => c.tickets.checkProduct({ email: 'ana@retoma.dev', produto_id: 1 }),
  'tickets.get': (c) => c.tickets.get(1),
  'tickets.create': (c) => c.tickets.create(BODY),
  'tickets.update': (c) => c.tickets.update(1, BODY),
  'tickets.remove': (c) => c.tickets.remove(1),
  'tickets.attend': (c) => c.tickets.attend(1),
  'tickets.cancelAttendance': (c) => c.tickets.cancelAttendance(1),
  'tickets.finish': (c) => c.tickets.finish(BODY),
  'tickets.transfer': (c) => c.tickets.transfer({ ticket_id: 1, user_id: 2 }),
  'tickets.reopen': (c) => c.tickets.reopen(1),
  'tickets.sendWhatsapp': (c) => c.tickets.sendWhatsapp({ id: 1, mensagem: 'Olá' }),
  'tickets.sendEmail': (c) => c.tickets.sendEmail({ id: 1, assunto: 'Olá', mensagem: '<p>Olá</p>' }),
  'tickets.calls.register': (c) => c.tickets.calls.register({ ticket_id: 1, lead_id: 1, chamada_id: 'abc' }),
  'tickets.calls.get': (c) => c.tickets.calls.get(':identificacao'),
  'tickets.calls.hangUp': (c) => c.tickets.calls.hangUp(':identificacao'),
  'tickets.agenda.list': agendaScopes,
  'tickets.agenda.reschedule': (c) => c.tickets.agenda.reschedule(1, '2025-03-20 14:00'),
  'leads.list': (c) => c.leads.list(),
  'leads.get': (c) => c.leads.get(1),
  'leads.update': (c) => c.leads.update(1, BODY),
  'leads.remove': (c) => c.leads.remove(1),
  'leads.transactions.list': (c) => c.leads.transactions.list({ produto_id: 1 }),
  'leads.transactions.get': (c) => c.leads.transactions.get(1),
  'leads.transactions.create': (c) => c.leads.transactions.create(BODY),
  'commissions.list': (c) => c.commissions.list(),
  'commissions.byUser': (c) => c.commissions.byUser(),
  'commissions.mine': (c) => c.commissions.mine('pendentes'),
  'commissions.generateOrders': (c) => c.commissions.generateOrders([1]),
  'commissions.pre.list': (c) => c.commissions.pre.list(),
  'commissions.pre.act': PRE_COMMISSION_METHODS.flatMap((method): Sample[] => [
    (c) => c.commissions.pre.act(method, 1),
    (c) => c.commissions.pre.act(method, [1, 2]),
  ]),
  'commissions.pre.approve': (c) => c.commissions.pre.approve(1, [1]),
  'commissions.pre.reject': [(c) => c.commissions.pre.reject(1), (c) => c.commissions.pre.reject([1, 2])],
  'commissions.pre.restore': [(c) => c.commissions.pre.restore(1), (c) => c.commissions.pre.restore([1, 2])],
  'commissions.pre.diagnose': (c) => c.commissions.pre.diagnose(1),
  'commissions.pre.attachProof': (c) => c.commissions.pre.attachProof(BODY, blob),
  'commissions.pre.removeAttachment': (c) => c.commissions.pre.removeAttachment(1),
  'commissions.orders.list': (c) => c.commissions.orders.list(),
  'commissions.orders.get': (c) => c.commissions.orders.get(1),
  'commissions.orders.setPaid': (c) => c.commissions.orders.setPaid([1]),
  'commissions.orders.unsetPaid': (c) => c.commissions.orders.unsetPaid([1]),
  'commissions.orders.print': (c) => c.commissions.orders.print([1]),
  'plans.list': (c) => c.plans.list(),
  'plans.get': (c) => c.plans.get(1),
  'plans.create': (c) => c.plans.create(BODY),
  'plans.update': (c) => c.plans.update(1, BODY),
  'plans.remove': (c) => c.plans.remove(1),
  'plans.removeCampaign': (c) => c.plans.removeCampaign(1),
  'campaigns.list': (c) => c.campaigns.list(),
  'campaigns.get': (c) => c.campaigns.get(1),
  'campaigns.create': CAMPAIGN_KINDS.map(
    (tipo): Sample =>
      (c) =>
        c.campaigns.create({ nome: 'Campanha', produto_id: 1, tipo, status: 0, plano_id: 1 }),
  ),
  'campaigns.setStatus': CAMPAIGN_KINDS.map(
    (kind): Sample =>
      (c) =>
        c.campaigns.setStatus(kind, 1, 1),
  ),
  'campaigns.cart.list': (c) => c.campaigns.cart.list(),
  'campaigns.cart.get': (c) => c.campaigns.cart.get(1),
  'campaigns.cart.update': (c) => c.campaigns.cart.update(1, BODY),
  'campaigns.cart.remove': (c) => c.campaigns.cart.remove(1),
  'campaigns.cart.metrics': (c) => c.campaigns.cart.metrics(1),
  'campaigns.cart.emails.list': (c) => c.campaigns.cart.emails.list(1),
  'campaigns.cart.emails.get': (c) => c.campaigns.cart.emails.get(1),
  'campaigns.cart.emails.create': (c) => c.campaigns.cart.emails.create(BODY),
  'campaigns.cart.emails.update': (c) => c.campaigns.cart.emails.update(1, BODY),
  'campaigns.cart.emails.setStatus': (c) => c.campaigns.cart.emails.setStatus(1, 0),
  'campaigns.cart.emails.remove': (c) => c.campaigns.cart.emails.remove(1),
  'campaigns.cart.emails.reorder': (c) => c.campaigns.cart.emails.reorder([2, 1]),
  'campaigns.cart.sms.list': (c) => c.campaigns.cart.sms.list(1),
  'campaigns.cart.sms.get': (c) => c.campaigns.cart.sms.get(1),
  'campaigns.cart.sms.create': (c) => c.campaigns.cart.sms.create(BODY),
  'campaigns.cart.sms.update': (c) => c.campaigns.cart.sms.update(1, BODY),
  'campaigns.cart.sms.setStatus': (c) => c.campaigns.cart.sms.setStatus(1, 0),
  'campaigns.cart.sms.remove': (c) => c.campaigns.cart.sms.remove(1),
  'campaigns.cart.sms.reorder': (c) => c.campaigns.cart.sms.reorder([2, 1]),
  'campaigns.cart.history': (c) => c.campaigns.cart.history({ campanha_id: 1 }),
  'campaigns.cart.scheduled': (c) => c.campaigns.cart.scheduled(1),
  'campaigns.cart.contacts': (c) => c.campaigns.cart.contacts({ campanha_id: 1 }),
  'campaigns.boleto.list': (c) => c.campaigns.boleto.list(),
  'campaigns.boleto.get': (c) => c.campaigns.boleto.get(1),
  'campaigns.boleto.update': (c) => c.campaigns.boleto.update(1, BODY),
  'campaigns.boleto.remove': (c) => c.campaigns.boleto.remove(1),
  'campaigns.boleto.activate': (c) => c.campaigns.boleto.activate(1, 1),
  'campaigns.boleto.emails.list': (c) => c.campaigns.boleto.emails.list(1),
  'campaigns.boleto.emails.get': (c) => c.campaigns.boleto.emails.get(1),
  'campaigns.boleto.emails.create': (c) => c.campaigns.boleto.emails.create(BODY),
  'campaigns.boleto.emails.update': (c) => c.campaigns.boleto.emails.update(1, BODY),
  'campaigns.boleto.emails.setStatus': (c) => c.campaigns.boleto.emails.setStatus(1, 0),
  'campaigns.boleto.emails.remove': (c) => c.campaigns.boleto.emails.remove(1),
  'campaigns.boleto.emails.reorder': (c) => c.campaigns.boleto.emails.reorder([2, 1]),
  'campaigns.boleto.sms.list': (c) => c.campaigns.boleto.sms.list(1),
  'campaigns.boleto.sms.get': (c) => c.campaigns.boleto.sms.get(1),
  'campaigns.boleto.sms.create': (c) => c.campaigns.boleto.sms.create(BODY),
  'campaigns.boleto.sms.update': (c) => c.campaigns.boleto.sms.update(1, BODY),
  'campaigns.boleto.sms.setStatus': (c) => c.campaigns.boleto.sms.setStatus(1, 0),
  'campaigns.boleto.sms.remove': (c) => c.campaigns.boleto.sms.remove(1),
  'campaigns.boleto.sms.reorder': (c) => c.campaigns.boleto.sms.reorder([2, 1]),
  'campaigns.boleto.history': (c) => c.campaigns.boleto.history({ campanha_id: 1 }),
  'campaigns.boleto.scheduled': (c) => c.campaigns.boleto.scheduled(1),
  'campaigns.boleto.contacts': (c) => c.campaigns.boleto.contacts({ campanha_id: 1 }),
  'campaigns.cancelled.list': (c) => c.campaigns.cancelled.list(),
  'campaigns.cancelled.get': (c) => c.campaigns.cancelled.get(1),
  'campaigns.cancelled.update': (c) => c.campaigns.cancelled.update(1, BODY),
  'campaigns.cancelled.remove': (c) => c.campaigns.cancelled.remove(1),
  'campaigns.cancelled.activate': (c) => c.campaigns.cancelled.activate(1, 1),
  'campaigns.cancelled.contacts': (c) => c.campaigns.cancelled.contacts({ campanha_id: 1 }),
  'campaigns.scheduling.list': (c) => c.campaigns.scheduling.list(),
  'campaigns.scheduling.get': (c) => c.campaigns.scheduling.get(1),
  'campaigns.scheduling.update': (c) => c.campaigns.scheduling.update(1, BODY),
  'campaigns.scheduling.remove': (c) => c.campaigns.scheduling.remove(1),
  'campaigns.scheduling.contacts': (c) => c.campaigns.scheduling.contacts({ campanha_id: 1 }),
  'campaigns.whatsapp.list': (c) => c.campaigns.whatsapp.list(),
  'campaigns.whatsapp.get': (c) => c.campaigns.whatsapp.get(1),
  'campaigns.whatsapp.update': (c) => c.campaigns.whatsapp.update(1, BODY),
  'campaigns.whatsapp.remove': (c) => c.campaigns.whatsapp.remove(1),
  'campaigns.whatsapp.metrics': (c) => c.campaigns.whatsapp.metrics(1),
  'campaigns.whatsapp.contacts': (c) => c.campaigns.whatsapp.contacts({ campanha_id: 1 }),
  'whatsappLists.list': (c) => c.whatsappLists.list({ status: 1 }),
  'whatsappLists.get': (c) => c.whatsappLists.get(1),
  'whatsappLists.reply': (c) => c.whatsappLists.reply({ id: 1, mensagem: 'Olá' }),
  'whatsappLists.transform': (c) => c.whatsappLists.transform({ id: 1, produto: 1, data: '2025-03-14 12:00' }),
  'gifts.list': (c) => c.gifts.list(),
  'gifts.get': (c) => c.gifts.get(1),
  'gifts.create': (c) => c.gifts.create(BODY),
  'gifts.update': (c) => c.gifts.update(1, BODY),
  'gifts.remove': (c) => c.gifts.remove(1),
  'gifts.packagings.list': (c) => c.gifts.packagings.list(),
  'gifts.packagings.get': (c) => c.gifts.packagings.get(1),
  'gifts.packagings.create': (c) => c.gifts.packagings.create(BODY),
  'gifts.packagings.update': (c) => c.gifts.packagings.update(1, BODY),
  'gifts.packagings.remove': (c) => c.gifts.packagings.remove(1),
  'gifts.campaigns.list': (c) => c.gifts.campaigns.list(),
  'gifts.campaigns.get': (c) => c.gifts.campaigns.get(1),
  'gifts.campaigns.create': (c) => c.gifts.campaigns.create(BODY),
  'gifts.campaigns.update': (c) => c.gifts.campaigns.update(1, BODY),
  'gifts.campaigns.remove': (c) => c.gifts.campaigns.remove(1),
  'gifts.campaigns.rules.create': (c) => c.gifts.campaigns.rules.create(BODY),
  'gifts.campaigns.rules.update': (c) => c.gifts.campaigns.rules.update(1, BODY),
  'gifts.campaigns.rules.remove': (c) => c.gifts.campaigns.rules.remove(1),
  'gifts.requests.list': (c) => c.gifts.requests.list(),
  'gifts.requests.act': Object.values(giftRequestActions),
  'gifts.requests.approve': (c) => c.gifts.requests.approve([1]),
  'gifts.requests.reject': (c) => c.gifts.requests.reject([1]),
  'gifts.requests.restore': (c) => c.gifts.requests.restore([1]),
  'gifts.requests.update': (c) => c.gifts.requests.update(1, BODY),
  'gifts.automations.list': (c) => c.gifts.automations.list(),
  'gifts.automations.get': (c) => c.gifts.automations.get(1),
  'gifts.automations.create': (c) => c.gifts.automations.create(BODY),
  'gifts.automations.archive': (c) => c.gifts.automations.archive(1),
  'gifts.automations.restore': (c) => c.gifts.automations.restore(1),
  'gifts.automations.sendWhatsapp': (c) => c.gifts.automations.sendWhatsapp(1, 'Olá'),
  'gifts.automations.validate': (c) => c.gifts.automations.validate(1),
  'gifts.automations.transfer': (c) => c.gifts.automations.transfer(1, null),
  'gifts.automations.addToCart': (c) => c.gifts.automations.addToCart(1),
  'gifts.automations.removeFromCart': (c) => c.gifts.automations.removeFromCart(1),
  'gifts.automations.finishCart': (c) => c.gifts.automations.finishCart([1]),
  'gifts.automations.buyLabels': (c) => c.gifts.automations.buyLabels(BODY),
  'gifts.automations.cancelPurchase': (c) => c.gifts.automations.cancelPurchase(BODY),
  'gifts.automations.addresses.get': (c) => c.gifts.automations.addresses.get(1),
  'gifts.automations.addresses.create': (c) => c.gifts.automations.addresses.create(BODY),
  'gifts.automations.addresses.update': (c) => c.gifts.automations.addresses.update(1, BODY),
  'gifts.automations.emails.list': (c) => c.gifts.automations.emails.list(1),
  'gifts.automations.emails.get': (c) => c.gifts.automations.emails.get(1),
  'gifts.automations.emails.create': (c) => c.gifts.automations.emails.create(BODY),
  'gifts.automations.emails.update': (c) => c.gifts.automations.emails.update(1, BODY),
  'gifts.automations.emails.send': (c) => c.gifts.automations.emails.send(BODY),
  'gifts.expeditions.list': (c) => c.gifts.expeditions.list(),
  'gifts.expeditions.get': (c) => c.gifts.expeditions.get(1),
  'gifts.expeditions.update': (c) => c.gifts.expeditions.update(1, BODY),
  'gifts.expeditions.generateLabels': (c) => c.gifts.expeditions.generateLabels(1),
  'gifts.expeditions.close': (c) => c.gifts.expeditions.close(1),
  'gifts.expeditions.printLabels': (c) => c.gifts.expeditions.printLabels({ expedicao_id: 1, tipo: 'multi' }),
  'gifts.expeditions.printContentDeclaration': (c) => c.gifts.expeditions.printContentDeclaration({ expedicao_id: 1 }),
  'gifts.expeditions.printPlp': (c) => c.gifts.expeditions.printPlp(1),
  'gifts.expeditions.sendTracking': (c) => c.gifts.expeditions.sendTracking({ expedicao_id: 1 }),
  'gifts.expeditions.refreshTracking': (c) => c.gifts.expeditions.refreshTracking(1),
  'extensions.list': (c) => c.extensions.list(),
  'extensions.install': (c) => c.extensions.install('correios'),
  'extensions.setActive': (c) => c.extensions.setActive(1, true),
  'extensions.uninstall': (c) => c.extensions.uninstall(1),
  'extensions.slack.setWebhook': (c) => c.extensions.slack.setWebhook(1, 'https://hooks.slack.com/services/T/B/X'),
  'extensions.telephony.overview': (c) => c.extensions.telephony.overview(),
  'extensions.telephony.createLine': (c) => c.extensions.telephony.createLine(BODY),
  'extensions.telephony.updateLine': (c) => c.extensions.telephony.updateLine(1, BODY),
  'extensions.telephony.removeLine': (c) => c.extensions.telephony.removeLine(1),
  'extensions.melhorEnvio.services': (c) => c.extensions.melhorEnvio.services(),
  'extensions.melhorEnvio.setDefaultService': (c) => c.extensions.melhorEnvio.setDefaultService('1'),
  'extensions.melhorEnvio.addRule': (c) => c.extensions.melhorEnvio.addRule(BODY),
  'extensions.melhorEnvio.updateRule': (c) => c.extensions.melhorEnvio.updateRule(1, BODY),
  'extensions.melhorEnvio.removeRule': (c) => c.extensions.melhorEnvio.removeRule(1),
  'extensions.correios.list': (c) => c.extensions.correios.list(),
  'extensions.correios.get': (c) => c.extensions.correios.get(1),
  'extensions.correios.create': (c) => c.extensions.correios.create(BODY, blob),
  'extensions.correios.update': (c) => c.extensions.correios.update(1, BODY, blob),
  'extensions.correios.remove': (c) => c.extensions.correios.remove(1),
  'extensions.correios.activate': (c) => c.extensions.correios.activate(1),
  'extensions.correios.deactivate': (c) => c.extensions.correios.deactivate(1),
  'extensions.correios.testCredentials': (c) => c.extensions.correios.testCredentials(BODY),
  'extensions.correios.testLogin': (c) => c.extensions.correios.testLogin(1),
  'extensions.correios.refreshServices': (c) => c.extensions.correios.refreshServices(1),
  'extensions.correios.setDefaultService': (c) => c.extensions.correios.setDefaultService(1, '03220'),
  'extensions.correios.addRule': (c) => c.extensions.correios.addRule(1, BODY),
  'extensions.correios.updateRule': (c) => c.extensions.correios.updateRule(1, BODY),
  'extensions.correios.removeRule': (c) => c.extensions.correios.removeRule(1),
  'dashboard.get': Object.values(everyDashboardRoute),
  'menus.list': (c) => c.menus.list(),
  'notifications.list': (c) => c.notifications.list({ page: 1 }),
  'notifications.unread': (c) => c.notifications.unread(),
  'notifications.markAllRead': (c) => c.notifications.markAllRead(),
  'notifications.preferences': (c) => c.notifications.preferences(),
  'notifications.savePreferences': (c) => c.notifications.savePreferences({ ticket_atrasados: ['database'] }),
  'reports.recoveredSales': (c) => c.reports.recoveredSales({ dt_inicio: '2025-03-08', dt_fim: '2025-03-14', produtos: [1] }),
  'reports.recoveredSalesByUser': (c) => c.reports.recoveredSalesByUser({ usuarios: [1] }),
  'reports.tickets': (c) => c.reports.tickets(),
  'address.lookupCep': (c) => c.address.lookupCep('01310-100'),
  'generic.list': (c) => c.generic.list('origems'),
  'generic.get': (c) => c.generic.get('origems', 1),
  'generic.create': (c) => c.generic.create('origems', { nome: 'Feira' }),
  'generic.update': (c) => c.generic.update('origems', 1, { nome: 'Feira' }),
  'generic.remove': (c) => c.generic.remove('origems', 1),
};

/** The dotted names of every function under `node`, as the client really holds them. */
function functionPaths(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]: [string, unknown]) => {
    if (typeof value === 'function') return [`${prefix}${key}`];
    if (typeof value === 'object' && value !== null) return functionPaths(value, `${prefix}${key}.`);
    return [];
  });
}

/** A copy of the resources whose functions note their own name when called (the samples' self-check). */
function instrumented(node: object, invoked: string[], prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]: [string, unknown]) => {
      const path = `${prefix}${key}`;
      if (typeof value === 'function')
        return [
          key,
          (...args: unknown[]) => {
            invoked.push(path);
            return (value as (...parameters: unknown[]) => unknown)(...args);
          },
        ];
      if (typeof value === 'object' && value !== null) return [key, instrumented(value, invoked, `${path}.`)];
      return [key, value];
    }),
  );
}

interface RecordedCall {
  /** The function that made it. */
  fn: string;
  request: Request;
}

/** Answers that let every function resolve: the envelope, both session token spellings, an address for the CEP service. */
function answerFor(request: Request): Response {
  if (request.url.startsWith(CEP_SERVICE))
    return Response.json({ cep: '01310100', state: 'SP', city: 'São Paulo', neighborhood: 'Bela Vista', street: 'Avenida Paulista' });
  return Response.json({ data: {}, access_token: 'recorded', accessToken: 'recorded' });
}

/** Runs one sample on a fresh client (login / logout change its session); returns what it sent and which function it called. */
async function record(sample: Sample): Promise<{ invoked: string[]; requests: Request[] }> {
  const requests: Request[] = [];
  const invoked: string[] = [];
  let token: string | null = 'recorded';
  const client = createApiClient({
    apiUrl: API,
    getIdentity: () => COMPANY,
    tokens: { get: () => token, set: (next) => (token = next) },
    cepServiceUrl: CEP_SERVICE,
    fetch: (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return Promise.resolve(answerFor(request));
    },
  });
  const { http, ...resources } = client;
  await sample({ http, ...instrumented(resources, invoked) } as ApiClient);
  return { invoked, requests };
}

const samplesOf = (fn: ClientFunction): readonly Sample[] => {
  const samples = SAMPLES[fn];
  return typeof samples === 'function' ? [samples] : samples;
};

interface ServerRoute {
  method: string;
  path: string;
  segments: string[];
}

/** A server route serves a path when each segment is equal or a parameter; `:company` is never `master`. */
function serves(route: ServerRoute, method: string, segments: readonly string[]): boolean {
  return (
    route.method === method &&
    route.segments.length === segments.length &&
    route.segments.every((segment, index) => {
      const actual = segments[index] ?? '';
      if (segment === ':company') return actual !== 'master';
      return segment.startsWith(':') ? actual !== '' : segment === actual;
    })
  );
}

/** The key of a call no route serves (segments after `/api`): the identity as `:company` (or `master`), numeric ids as `:id`. */
function keyOf(method: string, segments: readonly string[]): string {
  const [identity, ...rest] = segments;
  const path = rest.map((segment) => (/^\d+$/.test(segment) ? ':id' : segment));
  return `${method} /${identity === 'master' ? 'master' : ':company'}/${path.join('/')}`;
}

interface Classified {
  fn: string;
  key: string;
  served: boolean;
}

let routes: ServerRoute[] = [];
const calls: RecordedCall[] = [];
const sampleFailures: string[] = [];
const classified: Classified[] = [];

beforeAll(async () => {
  const h = await getHarness();
  // Middleware (`use`) is registered as ALL; handlers carry their verb.
  routes = h.app.app.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => ({ method: route.method, path: route.path, segments: route.path.split('/').slice(1) }));

  for (const fn of Object.keys(SAMPLES) as ClientFunction[]) {
    for (const [index, sample] of samplesOf(fn).entries()) {
      try {
        const { invoked, requests } = await record(sample);
        if (invoked.length !== 1 || invoked[0] !== fn) sampleFailures.push(`${fn}#${index} called ${JSON.stringify(invoked)}`);
        if (requests.length !== 1) sampleFailures.push(`${fn}#${index} sent ${requests.length} requests`);
        for (const request of requests) calls.push({ fn, request });
      } catch (error) {
        sampleFailures.push(`${fn}#${index} failed: ${String(error)}`);
      }
    }
  }

  for (const { fn, request } of calls.filter((call) => call.request.url.startsWith(`${API}/`))) {
    // The verb as the server routes it: its own method override reads `_method` from the JSON or multipart body.
    const routed = await applyMethodOverride(request, MAX_BODY);
    if (routed instanceof Response) throw new Error(`${fn}: the server refused the body before routing (${routed.status})`);
    const method = routed.method;
    const segments = new URL(request.url).pathname
      .split('/')
      .slice(2)
      .map((segment) => decodeURIComponent(segment));
    const route = routes.find((candidate) => serves(candidate, method, ['api', ...segments]));
    classified.push({
      fn,
      key: route ? `${method} ${route.path.replace(/^\/api/, '')}` : keyOf(method, segments),
      served: !!route,
    });
  }
});

describe('the client’s functions and their samples', () => {
  it('every function of every resource has a sample, and no sample names a function that is gone', () => {
    const { http: _transport, ...resources } = createApiClient({
      apiUrl: API,
      getIdentity: () => COMPANY,
      tokens: { get: () => null, set: () => {} },
    });
    expect(Object.keys(SAMPLES).sort()).toEqual(functionPaths(resources).sort());
  });

  it('every sample calls exactly its own function, resolves, and sends one request', () => {
    expect(sampleFailures).toEqual([]);
  });

  it('server routes use only the syntax this test matches (literal segments and `:params`)', () => {
    expect(routes.filter((route) => /[*{}?]/.test(route.path)).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});

describe('every call of the client against the reference server’s routes', () => {
  it('is served by a route, or listed in NOT_SERVED_YET', () => {
    const unlisted = classified.filter((call) => !call.served && !NOT_SERVED_YET.includes(call.key));
    expect(unlisted.map((call) => `${call.key} (${call.fn})`)).toEqual([]);
  });

  it('NOT_SERVED_YET lists only calls the client makes and the server does not serve (the list only shrinks)', () => {
    const unserved = new Set(classified.filter((call) => !call.served).map((call) => call.key));
    const stale = NOT_SERVED_YET.filter((key) => !unserved.has(key));
    // A stale entry is either served now, or no longer a call of the client: either way it must go.
    expect(stale).toEqual([]);
    expect(NOT_SERVED_YET.length).toBe(new Set(NOT_SERVED_YET).size);
  });

  it('the token refresh the transport sends is served too', () => {
    expect(routes.some((route) => serves(route, 'POST', ['api', 'master', ...REFRESH_PATH.split('/')]))).toBe(true);
  });

  it('only the postal-code lookup leaves the API: to the configured service, without the token nor the company', () => {
    const outside = calls.filter((call) => !call.request.url.startsWith(`${API}/`));
    expect(outside.map((call) => [call.fn, call.request.method, call.request.url])).toEqual([
      ['address.lookupCep', 'GET', `${CEP_SERVICE}/01310100`],
    ]);
    for (const { request } of outside) {
      expect(request.headers.get('authorization')).toBeNull();
      expect(request.url).not.toContain(COMPANY);
    }
  });
});
