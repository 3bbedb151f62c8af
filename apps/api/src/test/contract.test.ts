import {
  AGENDA_SCOPES,
  CAMPAIGN_KINDS,
  createApiClient,
  loadResponseSchemas,
  REFRESH_PATH,
  type AgendaScope,
  type ApiClient,
  type CampaignKind,
  type CatalogueItem,
  type ClientFunction,
  type DashboardRoute,
  type DataEnvelope,
  type ListResponse,
  type Paginator,
  type Plano,
  type SequenceKind,
} from '@retoma/api-client';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { campanhaContatos, campanhas, envios, leadProdutos, leads, outbox, produtos, tickets, transacoes } from '../db/schema';
import { applyMethodOverride } from '../http/methodOverride';
import { openPreCommission } from '../services/commissions/open';
import { ADMIN, getHarness, type Harness } from './harness';
import { addMember, inDays, ticketTestCompany, type Member, type TicketOptions } from './tickets';

/**
 * The contract between `@retoma/api-client` and this server: every function of every resource is called with
 * sample arguments through a recording `fetch` (no server involved), and each call it puts on the wire — verb
 * after `_method` spoofing, path — must be a route of the server's real table. Then the reading calls (GET) are
 * made again through the real client against the real server and its seeded demo company, and each answer's body
 * must parse with the schema its resource of `@retoma/api-client` declares (loadResponseSchemas: strict objects, so a
 * renamed, missing or extra field fails). The writing calls are made live as well, in a company of the test's own
 * (the demo companies stay as other suites count them), each answer parsed the same way; a delete answers no body.
 */

const API = 'http://contract.test/api';
const COMPANY = 'aurora';
/** Bodies of the server's own limit: the spoofing sees the same bytes the server would. */
const MAX_BODY = 10 * 1024 * 1024;

/** The resources' response schemas: loaded, as the client's entry leaves them out of the app. */
const schemas = await loadResponseSchemas();

/** A write body whose content does not shape the call (only ids in the path do). */
const BODY = {} as never;

/** Ids a sample names: any number for the recording, the demo company's own for the run against the server. */
interface Ids {
  role: number;
  user: number;
  member: number;
  conta: number;
  produto: number;
  link: number;
  origem: number;
  tipoDeDuvida: number;
  motivoDePerda: number;
  status: number;
  mensagem: number;
  conquista: number;
  ticket: number;
  transacao: number;
  whatsapplist: number;
  lead: number;
  call: string;
  resetToken: string;
  plano: number;
  campanha: Record<CampaignKind, number>;
  passo: Record<SequenceKind, { emails: number; sms: number }>;
  envio: Record<SequenceKind, number>;
  /** The demo scheduling campaign's token (its public booking page). */
  bookingToken: string;
  /** A demo pre-commission, one of the administrator's own, a paid order and a person with commissions to order. */
  preComissao: number;
  minhaPreComissao: number;
  ordem: number;
  pessoa: number;
}
const RECORDING_IDS: Ids = {
  role: 1,
  user: 1,
  member: 1,
  conta: 1,
  produto: 1,
  link: 1,
  origem: 1,
  tipoDeDuvida: 1,
  motivoDePerda: 1,
  status: 1,
  mensagem: 1,
  conquista: 1,
  ticket: 1,
  transacao: 1,
  whatsapplist: 1,
  lead: 1,
  call: ':identificacao',
  resetToken: ':token',
  plano: 1,
  campanha: { carrinho: 1, boleto: 1, cancelado: 1, agendamento: 1, whatsapp: 1 },
  passo: { carrinho: { emails: 1, sms: 1 }, boleto: { emails: 1, sms: 1 } },
  envio: { carrinho: 1, boleto: 1 },
  bookingToken: '00000000-0000-4000-8000-000000000000',
  preComissao: 1,
  minhaPreComissao: 1,
  ordem: 1,
  pessoa: 1,
};

type Sample = (client: ApiClient, ids: Ids) => Promise<unknown>;

/** One sample per variant that changes the wire (route, verb): every dashboard route, agenda scope... */
const everyDashboardRoute: Record<DashboardRoute, Sample> = {
  meus_tickets: (c) => c.dashboard.get('meus_tickets', { type: 'atendimento' }),
  meus_tickets_atividades: (c) => c.dashboard.get('meus_tickets_atividades', { page: 1 }),
  tickets_atrasados: (c) => c.dashboard.get('tickets_atrasados', {}),
  atendimentos: (c) => c.dashboard.get('atendimentos', {}),
  inseridos: (c) => c.dashboard.get('inseridos', {}),
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
  'session.findResetToken': (c, ids) => c.session.findResetToken(ids.resetToken),
  'session.resetPassword': (c) => c.session.resetPassword(BODY),
  'session.me': [(c) => c.session.me(), (c) => c.session.me(undefined, 'master')],
  'session.logout': (c) => c.session.logout(),
  'identity.permissions': (c) => c.identity.permissions(),
  'identity.roles': (c) => c.identity.roles(),
  'identity.role': (c, ids) => c.identity.role(ids.role),
  'identity.createRole': (c) => c.identity.createRole(BODY),
  'identity.updateRole': (c) => c.identity.updateRole(1, BODY),
  'identity.deleteRole': (c) => c.identity.deleteRole(1),
  'identity.updateMenuRapido': (c) => c.identity.updateMenuRapido(1, ['perfil']),
  'identity.updateProfile': (c) => c.identity.updateProfile(1, BODY),
  'identity.users': (c) => c.identity.users({ status: '1' }),
  'identity.user': (c, ids) => c.identity.user(ids.user),
  'identity.members': (c) => c.identity.members({ status: 'pending' }),
  'identity.member': (c, ids) => c.identity.member(ids.member),
  'identity.invite': (c) => c.identity.invite(BODY),
  'identity.updateMember': (c) => c.identity.updateMember(1, BODY),
  'identity.removeMember': (c) => c.identity.removeMember(1),
  'identity.resendInvite': (c) => c.identity.resendInvite(1),
  'identity.memberReturns': (c, ids) => c.identity.memberReturns(ids.member),
  'identity.reassign': (c) => c.identity.reassign(1, BODY),
  'settings.myCompany': (c) => c.settings.myCompany(),
  'settings.updateMyCompany': (c) => c.settings.updateMyCompany(BODY),
  'settings.myPlan': (c) => c.settings.myPlan(),
  'settings.integracoes': (c) => c.settings.integracoes(),
  'settings.contas.list': (c) => c.settings.contas.list(),
  'settings.contas.get': (c, ids) => c.settings.contas.get(ids.conta),
  'settings.contas.create': (c) => c.settings.contas.create(BODY),
  'settings.contas.update': (c) => c.settings.contas.update(1, BODY),
  'settings.contas.remove': (c) => c.settings.contas.remove(1),
  'settings.produtos.list': (c) => c.settings.produtos.list(),
  'settings.produtos.get': (c, ids) => c.settings.produtos.get(ids.produto),
  'settings.produtos.create': (c) => c.settings.produtos.create(BODY),
  'settings.produtos.update': (c) => c.settings.produtos.update(1, BODY),
  'settings.produtos.remove': (c) => c.settings.produtos.remove(1),
  'settings.links.list': (c, ids) => c.settings.links.list({ produto: ids.produto, status: 1 }),
  'settings.links.get': (c, ids) => c.settings.links.get(ids.link),
  'settings.links.create': (c) => c.settings.links.create(BODY),
  'settings.links.update': (c) => c.settings.links.update(1, BODY),
  'settings.links.remove': (c) => c.settings.links.remove(1),
  'settings.origens.list': (c) => c.settings.origens.list({ status: 1 }),
  'settings.origens.get': (c, ids) => c.settings.origens.get(ids.origem),
  'settings.origens.create': (c) => c.settings.origens.create(BODY),
  'settings.origens.update': (c) => c.settings.origens.update(1, BODY),
  'settings.origens.remove': (c) => c.settings.origens.remove(1),
  'settings.tiposDeDuvida.list': (c) => c.settings.tiposDeDuvida.list({ status: 1 }),
  'settings.tiposDeDuvida.get': (c, ids) => c.settings.tiposDeDuvida.get(ids.tipoDeDuvida),
  'settings.tiposDeDuvida.create': (c) => c.settings.tiposDeDuvida.create(BODY),
  'settings.tiposDeDuvida.update': (c) => c.settings.tiposDeDuvida.update(1, BODY),
  'settings.tiposDeDuvida.remove': (c) => c.settings.tiposDeDuvida.remove(1),
  'settings.motivosDePerda.list': (c) => c.settings.motivosDePerda.list(),
  'settings.motivosDePerda.get': (c, ids) => c.settings.motivosDePerda.get(ids.motivoDePerda),
  'settings.motivosDePerda.create': (c) => c.settings.motivosDePerda.create(BODY),
  'settings.motivosDePerda.update': (c) => c.settings.motivosDePerda.update(1, BODY),
  'settings.motivosDePerda.remove': (c) => c.settings.motivosDePerda.remove(1),
  'settings.statusDeFinalizacao.list': (c) => c.settings.statusDeFinalizacao.list({ tipo: 'ganhou' }),
  'settings.statusDeFinalizacao.get': (c, ids) => c.settings.statusDeFinalizacao.get(ids.status),
  'settings.statusDeFinalizacao.create': (c) => c.settings.statusDeFinalizacao.create(BODY),
  'settings.statusDeFinalizacao.update': (c) => c.settings.statusDeFinalizacao.update(1, BODY),
  'settings.statusDeFinalizacao.remove': (c) => c.settings.statusDeFinalizacao.remove(1),
  'settings.mensagensPadrao.list': (c) => c.settings.mensagensPadrao.list({ tipo: 'whatsapp' }),
  'settings.mensagensPadrao.get': (c, ids) => c.settings.mensagensPadrao.get(ids.mensagem),
  'settings.mensagensPadrao.create': (c) => c.settings.mensagensPadrao.create(BODY),
  'settings.mensagensPadrao.update': (c) => c.settings.mensagensPadrao.update(1, BODY),
  'settings.mensagensPadrao.remove': (c) => c.settings.mensagensPadrao.remove(1),
  'settings.conquistas.list': (c) => c.settings.conquistas.list({ global: 1 }),
  'settings.conquistas.get': (c, ids) => c.settings.conquistas.get(ids.conquista),
  'settings.conquistas.create': (c) => c.settings.conquistas.create(BODY),
  'settings.conquistas.update': (c) => c.settings.conquistas.update(1, BODY),
  'settings.conquistas.remove': (c) => c.settings.conquistas.remove(1),
  'settings.conquistaLimite': (c) => c.settings.conquistaLimite(),
  'settings.selects.responsaveis': (c) => c.settings.selects.responsaveis(),
  'settings.selects.usuarios': (c) => c.settings.selects.usuarios(),
  'settings.selects.produtos': (c) => c.settings.selects.produtos(),
  'settings.selects.brindes': (c) => c.settings.selects.brindes(),
  'tickets.list': (c) => c.tickets.list({ page: 1, per_page: 25 }),
  'tickets.open': (c) => c.tickets.open(),
  'tickets.closed': (c) => c.tickets.closed(),
  'tickets.counts': (c) => c.tickets.counts({ produto_id: 1 }),
  'tickets.checkProduct': (c) => c.tickets.checkProduct({ email: 'ana@retoma.dev', produto_id: 1 }),
  'tickets.get': (c, ids) => c.tickets.get(ids.ticket),
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
  'tickets.calls.get': (c, ids) => c.tickets.calls.get(ids.call),
  'tickets.calls.hangUp': (c) => c.tickets.calls.hangUp(':identificacao'),
  'tickets.agenda.list': agendaScopes,
  'tickets.agenda.reschedule': (c) => c.tickets.agenda.reschedule(1, '2025-03-20 14:00'),
  'dashboard.get': Object.values(everyDashboardRoute),
  'menus.list': (c) => c.menus.list(),
  'notifications.list': (c) => c.notifications.list({ page: 1 }),
  'notifications.unread': (c) => c.notifications.unread(),
  'notifications.markAllRead': (c) => c.notifications.markAllRead(),
  'notifications.preferences': (c) => c.notifications.preferences(),
  'notifications.savePreferences': (c) => c.notifications.savePreferences({ ticket_atrasados: ['database'] }),
  'audit.list': [(c) => c.audit.list({ page: 1 }), (c) => c.audit.list({ area: 'products', user_id: 1 })],
  'salesLinks.mine': [(c) => c.salesLinks.mine({ page: 1 }), (c, ids) => c.salesLinks.mine({ produto: ids.produto, search: 'Oferta' })],
  'plans.list': [(c) => c.plans.list({ page: 1 }), (c) => c.plans.list({ search: 'Recupera', status: 1 })],
  'plans.get': (c, ids) => c.plans.get(ids.plano),
  'plans.create': (c) => c.plans.create(BODY),
  'plans.update': (c) => c.plans.update(1, BODY),
  'plans.remove': (c) => c.plans.remove(1),
  'recoveryRules.get': (c) => c.recoveryRules.get(),
  'recoveryRules.update': (c) => c.recoveryRules.update(BODY),
  'campaigns.carrinho.get': (c, ids) => c.campaigns.carrinho.get(ids.campanha.carrinho),
  'campaigns.carrinho.create': (c) => c.campaigns.carrinho.create(BODY),
  'campaigns.carrinho.update': (c) => c.campaigns.carrinho.update(1, BODY),
  'campaigns.carrinho.remove': (c) => c.campaigns.carrinho.remove(1),
  'campaigns.carrinho.metrics': (c, ids) => c.campaigns.carrinho.metrics(ids.campanha.carrinho),
  'campaigns.carrinho.emails.list': (c, ids) => c.campaigns.carrinho.emails.list(ids.campanha.carrinho),
  'campaigns.carrinho.emails.get': (c, ids) => c.campaigns.carrinho.emails.get(ids.passo.carrinho.emails),
  'campaigns.carrinho.emails.create': (c) => c.campaigns.carrinho.emails.create(BODY),
  'campaigns.carrinho.emails.update': (c) => c.campaigns.carrinho.emails.update(1, BODY),
  'campaigns.carrinho.emails.remove': (c) => c.campaigns.carrinho.emails.remove(1),
  'campaigns.carrinho.emails.reorder': (c) => c.campaigns.carrinho.emails.reorder(BODY),
  'campaigns.carrinho.emails.preview': (c) => c.campaigns.carrinho.emails.preview(BODY),
  'campaigns.carrinho.emails.test': (c) => c.campaigns.carrinho.emails.test(BODY),
  'campaigns.carrinho.sms.list': (c, ids) => c.campaigns.carrinho.sms.list(ids.campanha.carrinho),
  'campaigns.carrinho.sms.get': (c, ids) => c.campaigns.carrinho.sms.get(ids.passo.carrinho.sms),
  'campaigns.carrinho.sms.create': (c) => c.campaigns.carrinho.sms.create(BODY),
  'campaigns.carrinho.sms.update': (c) => c.campaigns.carrinho.sms.update(1, BODY),
  'campaigns.carrinho.sms.remove': (c) => c.campaigns.carrinho.sms.remove(1),
  'campaigns.carrinho.sms.reorder': (c) => c.campaigns.carrinho.sms.reorder(BODY),
  'campaigns.carrinho.historico.list': [
    (c, ids) => c.campaigns.carrinho.historico.list({ campanha_id: ids.campanha.carrinho }),
    (c, ids) =>
      c.campaigns.carrinho.historico.list({ campanha_id: ids.campanha.carrinho, canal: 'email', situacao: 'enviado', search: 'a' }),
  ],
  'campaigns.carrinho.historico.get': (c, ids) => c.campaigns.carrinho.historico.get(ids.envio.carrinho),
  'campaigns.carrinho.agendados.list': (c, ids) => c.campaigns.carrinho.agendados.list(ids.campanha.carrinho, { page: 1 }),
  'campaigns.carrinho.agendados.cancel': (c) => c.campaigns.carrinho.agendados.cancel(1),
  'campaigns.carrinho.contatos.list': [
    (c, ids) => c.campaigns.carrinho.contatos.list({ campanha_id: ids.campanha.carrinho }),
    (c, ids) => c.campaigns.carrinho.contatos.list({ campanha_id: ids.campanha.carrinho, filtro: 'inativos' }),
  ],
  'campaigns.boleto.get': (c, ids) => c.campaigns.boleto.get(ids.campanha.boleto),
  'campaigns.boleto.create': (c) => c.campaigns.boleto.create(BODY),
  'campaigns.boleto.update': (c) => c.campaigns.boleto.update(1, BODY),
  'campaigns.boleto.remove': (c) => c.campaigns.boleto.remove(1),
  'campaigns.boleto.metrics': (c, ids) => c.campaigns.boleto.metrics(ids.campanha.boleto),
  'campaigns.boleto.emails.list': (c, ids) => c.campaigns.boleto.emails.list(ids.campanha.boleto),
  'campaigns.boleto.emails.get': (c, ids) => c.campaigns.boleto.emails.get(ids.passo.boleto.emails),
  'campaigns.boleto.emails.create': (c) => c.campaigns.boleto.emails.create(BODY),
  'campaigns.boleto.emails.update': (c) => c.campaigns.boleto.emails.update(1, BODY),
  'campaigns.boleto.emails.remove': (c) => c.campaigns.boleto.emails.remove(1),
  'campaigns.boleto.emails.reorder': (c) => c.campaigns.boleto.emails.reorder(BODY),
  'campaigns.boleto.emails.preview': (c) => c.campaigns.boleto.emails.preview(BODY),
  'campaigns.boleto.emails.test': (c) => c.campaigns.boleto.emails.test(BODY),
  'campaigns.boleto.sms.list': (c, ids) => c.campaigns.boleto.sms.list(ids.campanha.boleto),
  'campaigns.boleto.sms.get': (c, ids) => c.campaigns.boleto.sms.get(ids.passo.boleto.sms),
  'campaigns.boleto.sms.create': (c) => c.campaigns.boleto.sms.create(BODY),
  'campaigns.boleto.sms.update': (c) => c.campaigns.boleto.sms.update(1, BODY),
  'campaigns.boleto.sms.remove': (c) => c.campaigns.boleto.sms.remove(1),
  'campaigns.boleto.sms.reorder': (c) => c.campaigns.boleto.sms.reorder(BODY),
  'campaigns.boleto.historico.list': [
    (c, ids) => c.campaigns.boleto.historico.list({ campanha_id: ids.campanha.boleto }),
    (c, ids) => c.campaigns.boleto.historico.list({ campanha_id: ids.campanha.boleto, canal: 'email', situacao: 'enviado', search: 'a' }),
  ],
  'campaigns.boleto.historico.get': (c, ids) => c.campaigns.boleto.historico.get(ids.envio.boleto),
  'campaigns.boleto.agendados.list': (c, ids) => c.campaigns.boleto.agendados.list(ids.campanha.boleto, { page: 1 }),
  'campaigns.boleto.agendados.cancel': (c) => c.campaigns.boleto.agendados.cancel(1),
  'campaigns.boleto.contatos.list': [
    (c, ids) => c.campaigns.boleto.contatos.list({ campanha_id: ids.campanha.boleto }),
    (c, ids) => c.campaigns.boleto.contatos.list({ campanha_id: ids.campanha.boleto, filtro: 'inativos' }),
  ],
  'campaigns.cancelado.get': (c, ids) => c.campaigns.cancelado.get(ids.campanha.cancelado),
  'campaigns.cancelado.create': (c) => c.campaigns.cancelado.create(BODY),
  'campaigns.cancelado.update': (c) => c.campaigns.cancelado.update(1, BODY),
  'campaigns.cancelado.remove': (c) => c.campaigns.cancelado.remove(1),
  'campaigns.cancelado.contatos.list': (c, ids) =>
    c.campaigns.cancelado.contatos.list({ campanha_id: ids.campanha.cancelado, filtro: 'ativos' }),
  'campaigns.agendamento.get': (c, ids) => c.campaigns.agendamento.get(ids.campanha.agendamento),
  'campaigns.agendamento.create': (c) => c.campaigns.agendamento.create(BODY),
  'campaigns.agendamento.update': (c) => c.campaigns.agendamento.update(1, BODY),
  'campaigns.agendamento.remove': (c) => c.campaigns.agendamento.remove(1),
  'campaigns.agendamento.contatos.list': (c, ids) =>
    c.campaigns.agendamento.contatos.list({ campanha_id: ids.campanha.agendamento, filtro: 'ativos' }),
  'campaigns.whatsapp.get': (c, ids) => c.campaigns.whatsapp.get(ids.campanha.whatsapp),
  'campaigns.whatsapp.create': (c) => c.campaigns.whatsapp.create(BODY),
  'campaigns.whatsapp.update': (c) => c.campaigns.whatsapp.update(1, BODY),
  'campaigns.whatsapp.remove': (c) => c.campaigns.whatsapp.remove(1),
  'campaigns.whatsapp.contatos.list': (c, ids) =>
    c.campaigns.whatsapp.contatos.list({ campanha_id: ids.campanha.whatsapp, filtro: 'ativos' }),
  'campaigns.whatsapp.metrics': (c, ids) => c.campaigns.whatsapp.metrics(ids.campanha.whatsapp),
  'whatsappCampaign.reply': (c) => c.whatsappCampaign.reply(1, { mensagem: 'Olá, [NOME_LEAD]!' }),
  'whatsappCampaign.ticket': (c) => c.whatsappCampaign.ticket(1),
  'transactions.create': (c) => c.transactions.create(BODY),
  'transactions.list': [
    (c) => c.transactions.list(),
    (c, ids) =>
      c.transactions.list({
        search: 'a',
        produto_id: ids.produto,
        status: 'approved',
        payment_type: 'credit_card',
        dt_inicio: '2000-01-01',
        sort: '-full_price',
      }),
  ],
  'transactions.get': (c, ids) => c.transactions.get(ids.transacao),
  'reports.sales': [(c) => c.reports.sales(), (c) => c.reports.sales({ dt_inicio: '2026-10-01', dt_fim: '2026-10-30', produtos: '1,2' })],
  'reports.people': [(c) => c.reports.people(), (c) => c.reports.people({ dt_inicio: '2026-10-01', dt_fim: '2026-10-30', usuarios: '1' })],
  'reports.tickets': [
    (c) => c.reports.tickets(),
    (c) => c.reports.tickets({ dt_inicio: '2026-10-01', dt_fim: '2026-10-30', produtos: '1', usuarios: '1' }),
  ],
  'reports.plans': [(c) => c.reports.plans(), (c) => c.reports.plans({ dt_inicio: '2026-10-01', dt_fim: '2026-10-30', produtos: '1' })],
  'reports.mine': [(c) => c.reports.mine(), (c) => c.reports.mine({ dt_inicio: '2025-11-01', dt_fim: '2026-10-30' })],
  'whatsappList.list': [
    (c) => c.whatsappList.list(),
    (c, ids) =>
      c.whatsappList.list({
        situacao: 'todos',
        produto_id: ids.produto,
        campanha_id: ids.campanha.whatsapp,
        usuario_id: ids.user,
        search: 'a',
        dt_inicio: '2000-01-01',
        sort: '-created_at',
      }),
  ],
  'whatsappList.counts': (c) => c.whatsappList.counts({ search: 'a' }),
  'whatsappList.responsibles': (c) => c.whatsappList.responsibles(),
  'whatsappList.get': (c, ids) => c.whatsappList.get(ids.whatsapplist),
  'whatsappList.answer': (c) => c.whatsappList.answer(1, BODY),
  'whatsappList.transform': (c) => c.whatsappList.transform(1, BODY),
  'whatsappList.remove': (c) => c.whatsappList.remove(1),
  'booking.page': (c, ids) => c.booking.page(ids.bookingToken),
  'booking.slots': (c, ids) => c.booking.slots(ids.bookingToken),
  'booking.book': (c, ids) => c.booking.book(ids.bookingToken, BODY),
  'extensions.list': (c) => c.extensions.list(),
  'extensions.smsUsage': (c) => c.extensions.smsUsage({ meses: 3 }),
  'extensions.zenvia.get': (c) => c.extensions.zenvia.get(),
  'extensions.zenvia.save': (c) => c.extensions.zenvia.save(BODY),
  'extensions.zenvia.disconnect': (c) => c.extensions.zenvia.disconnect(),
  'extensions.zenvia.test': (c) => c.extensions.zenvia.test(BODY),
  'leads.list': [
    (c) => c.leads.list({ page: 1 }),
    (c, ids) =>
      c.leads.list({
        search: '123.456',
        produto_id: ids.produto,
        compra: 'comprou',
        origem: 'carrinho',
        dt_inicio: '2020-01-01',
        sort: 'nome',
      }),
  ],
  'leads.get': (c, ids) => c.leads.get(ids.lead),
  'leads.update': (c) => c.leads.update(1, BODY),
  'leads.removal': (c, ids) => c.leads.removal(ids.lead),
  'leads.remove': (c) => c.leads.remove(1),
  'leads.timeline': [(c, ids) => c.leads.timeline(ids.lead), (c, ids) => c.leads.timeline(ids.lead, { tipo: 'transacao', per_page: 10 })],
  'leads.transactions': (c, ids) => c.leads.transactions(ids.lead),
  'leads.tickets': (c, ids) => c.leads.tickets(ids.lead),
  'leads.export': (c, ids) => c.leads.export(ids.lead, { formato: 'json' }),
  'leads.erase': (c) => c.leads.erase(1),
  'commissions.preCommissions.list': [
    (c) => c.commissions.preCommissions.list(),
    (c) => c.commissions.preCommissions.list({ tipo: 'reprovado', search: 'a', per_page: 10 }),
  ],
  'commissions.preCommissions.counts': (c) => c.commissions.preCommissions.counts({ search: 'a' }),
  'commissions.preCommissions.mine': (c) => c.commissions.preCommissions.mine({ tipo: 'pendente' }),
  'commissions.preCommissions.mineDetail': (c, ids) => c.commissions.preCommissions.mineDetail(ids.minhaPreComissao),
  'commissions.preCommissions.get': (c, ids) => c.commissions.preCommissions.get(ids.preComissao),
  'commissions.preCommissions.candidates': (c, ids) => c.commissions.preCommissions.candidates(ids.preComissao),
  'commissions.preCommissions.diagnose': (c) => c.commissions.preCommissions.diagnose([1]),
  'commissions.preCommissions.approve': (c) => c.commissions.preCommissions.approve(1, BODY),
  'commissions.preCommissions.reject': (c) => c.commissions.preCommissions.reject(1),
  'commissions.preCommissions.restore': (c) => c.commissions.preCommissions.restore(1),
  'commissions.preCommissions.actOnList': [
    (c) => c.commissions.preCommissions.actOnList('aprovar', [1]),
    (c) => c.commissions.preCommissions.actOnList('reprovar', [1]),
    (c) => c.commissions.preCommissions.actOnList('restaurar', [1]),
  ],
  'commissions.preCommissions.saveProof': (c) => c.commissions.preCommissions.saveProof(1, BODY),
  'commissions.preCommissions.addImage': (c) => c.commissions.preCommissions.addImage(1, BODY),
  'commissions.preCommissions.removeImage': (c) => c.commissions.preCommissions.removeImage(1, 1),
  'commissions.list': [(c) => c.commissions.list(), (c) => c.commissions.list({ situacao: 'paga', dt_inicio: '2020-01-01', per_page: 10 })],
  'commissions.mine': (c) => c.commissions.mine(),
  'commissions.summary': (c) => c.commissions.summary({ meses: '12' }),
  'commissions.people': (c) => c.commissions.people(),
  'commissions.person': (c, ids) => c.commissions.person(ids.pessoa),
  'commissions.generateOrders': (c) => c.commissions.generateOrders(BODY),
  'commissions.orders.list': [(c) => c.commissions.orders.list(), (c) => c.commissions.orders.list({ pago: '1' })],
  'commissions.orders.counts': (c) => c.commissions.orders.counts(),
  'commissions.orders.get': (c, ids) => c.commissions.orders.get(ids.ordem),
  'commissions.orders.pay': (c) => c.commissions.orders.pay([1]),
  'commissions.orders.revert': (c) => c.commissions.orders.revert([1]),
  'commissions.orders.pdf': (c, ids) => c.commissions.orders.pdf([ids.ordem]),
  'commissions.orders.csv': (c, ids) => c.commissions.orders.csv([ids.ordem]),
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
  /** The function that made it, and with which sample. */
  fn: ClientFunction;
  sample: Sample;
  request: Request;
}

/** An answer that lets every function resolve: the envelope and both session token spellings. */
function answerFor(): Response {
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
    fetch: (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return Promise.resolve(answerFor());
    },
  });
  const { http, ...resources } = client;
  await sample({ http, ...instrumented(resources, invoked) } as ApiClient, RECORDING_IDS);
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
  fn: ClientFunction;
  sample: Sample;
  /** The verb as the server routes it. */
  method: string;
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
        for (const request of requests) calls.push({ fn, sample, request });
      } catch (error) {
        sampleFailures.push(`${fn}#${index} failed: ${String(error)}`);
      }
    }
  }

  for (const { fn, sample, request } of calls.filter((call) => call.request.url.startsWith(`${API}/`))) {
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
      sample,
      method,
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
  it('is served by a route: a module writes its client calls together with its server', () => {
    const unserved = classified.filter((call) => !call.served);
    expect(unserved.map((call) => `${call.key} (${call.fn})`)).toEqual([]);
  });

  it('the token refresh the transport sends is served too', () => {
    expect(routes.some((route) => serves(route, 'POST', ['api', 'master', ...REFRESH_PATH.split('/')]))).toBe(true);
  });

  it('never leaves the API', () => {
    const outside = calls.filter((call) => !call.request.url.startsWith(`${API}/`));
    expect(outside.map((call) => [call.fn, call.request.method, call.request.url])).toEqual([]);
  });
});

/** The token of the last reset link mailed to `email`. */
async function resetTokenMailedTo(h: Harness, email: string): Promise<string> {
  const [mail] = await h.db.select().from(outbox).where(eq(outbox.toEmail, email)).orderBy(desc(outbox.id)).limit(1);
  const token = mail?.body.match(/\/recuperar-a-senha\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

/** The demo company's own ids, read as its administrator; a reset token of a user of its own. */
async function demoIds(h: Harness, token: string): Promise<Ids> {
  const first = async (path: string) => {
    const res = await h.call<ListResponse<{ id: number }> | DataEnvelope<Array<{ id: number }>>>('GET', `/api/${COMPANY}/${path}`, {
      token,
    });
    const rows = Array.isArray(res.body.data) ? res.body.data : res.body.data.data;
    if (!rows[0]) throw new Error(`${COMPANY} has no ${path}`);
    return rows[0].id;
  };
  const email = `contrato-${Date.now()}@teste.retoma.dev`;
  const app = h.freshApp();
  await h.call('POST', '/api/master/register', { json: { name: 'Contrato Teste', email, password: 'senha-do-contrato' } }, app);
  await h.call('POST', '/api/master/remember', { json: { email } }, app);
  const resetToken = await resetTokenMailedTo(h, email);
  return {
    role: await first('roles'),
    user: await first('users'),
    member: await first('users_companies'),
    conta: await first('contas'),
    produto: await first('produtos'),
    link: await first('links'),
    origem: await first('origems'),
    tipoDeDuvida: await first('tipo_de_duvidas'),
    motivoDePerda: await first('tipo_de_perdas'),
    status: await first('status_de_finalizacaos'),
    mensagem: await first('mensagem_padraos'),
    conquista: await first('conquistas'),
    ticket: await first('tickets'),
    transacao: await first('transacaos?dt_inicio=2000-01-01'),
    whatsapplist: await first('whatsapplists?situacao=todos'),
    lead: await first('leads'),
    call: RECORDING_IDS.call,
    resetToken,
    ...(await demoRecoveryIds(h, token)),
    ...(await demoCommissionIds(h, token)),
  };
}

/** The demo company's commissions (services/commissions/demo.ts): a claim, the administrator's own, a paid order, a person to order. */
async function demoCommissionIds(h: Harness, token: string): Promise<Pick<Ids, 'preComissao' | 'minhaPreComissao' | 'ordem' | 'pessoa'>> {
  const get = async <T>(path: string) => (await h.call<DataEnvelope<T>>('GET', `/api/${COMPANY}/${path}`, { token })).body.data;
  const firstOf = async <T>(path: string, pick: (row: T) => number) => {
    const row = (await get<Paginator<T>>(path)).data[0];
    if (!row) throw new Error(`${COMPANY} has no ${path}`);
    return pick(row);
  };
  return {
    preComissao: await firstOf<{ id: number }>('pre_comissaos', (row) => row.id),
    minhaPreComissao: await firstOf<{ id: number }>('pre_comissaos/minhas', (row) => row.id),
    ordem: await firstOf<{ id: number }>('ordems?pago=1', (row) => row.id),
    pessoa: await firstOf<{ user: { id: number } }>('comissaos/a-ordenar', (row) => row.user.id),
  };
}

/** The demo company's plans: a campaign of each kind, a step of each sequence, a send of each history. */
async function demoRecoveryIds(h: Harness, token: string): Promise<Pick<Ids, 'plano' | 'campanha' | 'passo' | 'envio' | 'bookingToken'>> {
  const get = async <T>(path: string) => (await h.call<DataEnvelope<T>>('GET', `/api/${COMPANY}/${path}`, { token })).body.data;
  const planos = await get<Paginator<Plano>>('planos?per_page=100');
  const campanhas = planos.data.flatMap((plano) => plano.campanhas);
  const campanhaOf = (kind: CampaignKind) => {
    const found = campanhas.find((campanha) => campanha.tipo === kind && campanha.status === 1);
    if (!found) throw new Error(`${COMPANY} has no ${kind} campaign`);
    return found.id;
  };
  const campanha = Object.fromEntries(CAMPAIGN_KINDS.map((kind) => [kind, campanhaOf(kind)])) as Record<CampaignKind, number>;
  const firstOf = async (path: string) => {
    const rows = await get<Array<{ id: number }> | Paginator<{ id: number }>>(path);
    const row = Array.isArray(rows) ? rows[0] : rows.data[0];
    if (!row) throw new Error(`${COMPANY} has no ${path}`);
    return row.id;
  };
  const sequence = async (kind: SequenceKind) => ({
    emails: await firstOf(`campanha_${kind}_emails?campanha_id=${campanha[kind]}`),
    sms: await firstOf(`campanha_${kind}_sms?campanha_id=${campanha[kind]}`),
  });
  return {
    plano: planos.data[0]!.id,
    campanha,
    passo: { carrinho: await sequence('carrinho'), boleto: await sequence('boleto') },
    envio: {
      carrinho: await firstOf(`campanha_carrinho_historicos?campanha_id=${campanha.carrinho}`),
      boleto: await firstOf(`campanha_boleto_historicos?campanha_id=${campanha.boleto}`),
    },
    bookingToken: (await get<{ token: string }>(`campanha_agendamentos/${campanha.agendamento}`)).token,
  };
}

interface Answered {
  fn: ClientFunction;
  url: URL;
  status: number;
  body: unknown;
}

/**
 * The real client on `app` in `company`, signed in with `token`, noting each answer in `into` under the function
 * `fnOf` names when it arrives.
 */
function liveClient(app: ReturnType<Harness['freshApp']>, company: string, token: string, fnOf: () => ClientFunction, into: Answered[]) {
  let current: string | null = token;
  return createApiClient({
    apiUrl: API,
    getIdentity: () => company,
    tokens: { get: () => current, set: (next) => (current = next) },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const response = await app.fetch(request);
      const text = await response.clone().text();
      // A file (an order's PDF or CSV) is noted by its type: its schema names the types it may have.
      const type = response.headers.get('content-type') ?? '';
      const body = !text ? null : type.startsWith('application/json') ? (JSON.parse(text) as unknown) : type;
      into.push({ fn: fnOf(), url: new URL(request.url), status: response.status, body });
      return response;
    },
  });
}

/** The answers whose body does not parse with their call's schema, with the reasons. */
function schemaMismatches(list: readonly Answered[]): string[] {
  return list.flatMap((answer) => {
    const parsed = schemas.bodySchemaFor(answer.fn, answer.url).safeParse(answer.body);
    return parsed.success ? [] : [`${answer.fn} ${answer.url.pathname}: ${z.prettifyError(parsed.error)}`];
  });
}

/** Runs one sample through the real client against the real server (a fresh app each: no rate limit carries over). */
async function answered(h: Harness, fn: ClientFunction, sample: Sample, token: string, ids: Ids): Promise<Answered[]> {
  const answers: Answered[] = [];
  await sample(
    liveClient(h.freshApp(), COMPANY, token, () => fn, answers),
    ids,
  ).catch(() => undefined);
  return answers;
}

/** Reading calls no demo data answers yet: a call report exists only after an agent registered a call. */
const NEEDS_WRITTEN_DATA: readonly ClientFunction[] = ['tickets.calls.get'];

const answers: Answered[] = [];

beforeAll(async () => {
  const h = await getHarness();
  const token = await h.tokenFor(ADMIN);
  const ids = await demoIds(h, token);
  const reads = classified.filter((call) => call.served && call.method === 'GET' && !NEEDS_WRITTEN_DATA.includes(call.fn));
  for (const { fn, sample } of reads) answers.push(...(await answered(h, fn, sample, token, ids)));
});

describe('the answers of the reading calls, from the real server through the real client', () => {
  it('every function has the schema of its answer, and no schema names a function that is gone', () => {
    const { http: _transport, ...resources } = createApiClient({
      apiUrl: API,
      getIdentity: () => COMPANY,
      tokens: { get: () => null, set: () => {} },
    });
    expect(Object.keys(schemas.byFunction).sort()).toEqual(functionPaths(resources).sort());
  });

  it('every reading call is answered', () => {
    const reads = new Set(
      classified.filter((call) => call.method === 'GET' && !NEEDS_WRITTEN_DATA.includes(call.fn)).map((call) => call.fn),
    );
    expect(new Set(answers.map((answer) => answer.fn))).toEqual(reads);
    expect(
      answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.fn} ${answer.url.pathname}: ${answer.status}`),
    ).toEqual([]);
  });

  it('each answer’s body parses with the call’s schema', () => {
    expect(schemaMismatches(answers)).toEqual([]);
  });
});

/** A company of the writes' own, its administrator and an agent to transfer to. */
interface WriteScene {
  h: Harness;
  manager: Member;
  agent: Member;
  options: TicketOptions;
}

/** A new ticket's input: a new lead (unique e-mail) for the company's first product. */
function ticketInput(options: TicketOptions, label: string) {
  return {
    origem_id: options.origemId,
    tipo_duvida_id: options.tipoDuvidaId,
    produto_id: options.produtos[0]!.id,
    nome: `Lead ${label}`,
    email: `lead-${label}-${Date.now()}@exemplo.com.br`,
    ddi: '55',
    telefone: '11987654321',
    detalhamento: 'Cliente abandonou o carrinho no pagamento.',
  };
}

/** The outcome statuses of the scene's company, by type. */
function statusOf(options: TicketOptions, tipo: 'ganhou' | 'aguardando') {
  const status = options.status.find((candidate) => candidate.tipo === tipo && !candidate.hab_perda);
  if (!status) throw new Error(`no ${tipo} status`);
  return status;
}

/**
 * A claim of the manager's own on a sale of the scene's first product (opened as the engine would on a personal
 * link), proved with text and an image, diagnosed, rejected and restored (one and a list), approved; the order
 * generated for the manager, paid and reverted.
 */
async function writeCommissions(c: ApiClient, h: Harness, manager: Member, options: TicketOptions): Promise<void> {
  const produtoId = options.produtos[0]!.id;
  const [produto] = await h.db
    .update(produtos)
    .set({ habComissao: true, comissaoModo: 'partilhada', comissaoTipo: 'valor', comissaoInsercao: 12.34 })
    .where(eq(produtos.id, produtoId))
    .returning({ companyId: produtos.companyId });
  const companyId = produto!.companyId;
  const [lead] = await h.db
    .insert(leads)
    .values({ companyId, nome: 'Lead da comissão', email: `comissao-${Date.now()}@exemplo.com.br` })
    .returning({ id: leads.id });
  const [pair] = await h.db.insert(leadProdutos).values({ companyId, leadId: lead!.id, produtoId }).returning({ id: leadProdutos.id });
  const [sale] = await h.db
    .insert(transacoes)
    .values({
      companyId,
      leadId: lead!.id,
      leadProdutoId: pair!.id,
      produtoId,
      transaction: `CONTRATO-${Date.now()}`,
      status: 'approved',
      paymentType: 'pix',
      fullPrice: 97,
      cmsVendor: 90,
      cmsMarketplace: 7,
    })
    .returning({ id: transacoes.id });
  const id = (await openPreCommission(h.db, {
    companyId,
    vendaId: null,
    transacaoId: sale!.id,
    leadId: lead!.id,
    leadProdutoId: pair!.id,
    produtoId,
    valor: 97,
    origem: 'link_agente',
    usuarioId: manager.id,
    ticketId: null,
  }))!;
  await c.commissions.preCommissions.saveProof(id, { descricao: 'Venda fechada por telefone.' });
  const withImage = await c.commissions.preCommissions.addImage(id, { imagem: TINY_PNG });
  await c.commissions.preCommissions.removeImage(id, withImage.anexos[0]!.id);
  await c.commissions.preCommissions.diagnose([id]);
  await c.commissions.preCommissions.reject(id);
  await c.commissions.preCommissions.restore(id);
  await c.commissions.preCommissions.actOnList('reprovar', [id]);
  await c.commissions.preCommissions.actOnList('restaurar', [id]);
  await c.commissions.preCommissions.approve(id, { transacoes: [sale!.id] });
  await c.commissions.preCommissions.actOnList('aprovar', [id]);
  const [ordem] = await c.commissions.generateOrders({ ids: [manager.id] });
  await c.commissions.orders.pay([ordem!.id]);
  await c.commissions.orders.revert([ordem!.id]);
}

/** The smallest PNG (one pixel), as a `data:` URL. */
const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * Every writing function, made through the real client in the order a person would: each catalogue created, edited
 * and deleted; a role and an invitation; a ticket attended (messages, a call), released, attended again, finished
 * as waiting, its return moved, transferred; a second one won, reopened and deleted; the caller's own settings; a
 * new account through register → remember → reset → login → logout.
 */
async function writeEverything(c: ApiClient, { h, manager, agent, options }: WriteScene): Promise<void> {
  await c.settings.updateMyCompany({
    nome: 'Contrato',
    razao_social: 'Contrato Testes Ltda',
    nome_fantasia: 'Contrato Testes',
    cnpj: '11.222.333/0001-81',
    email: 'contato@contrato.dev',
    site: 'https://contrato.dev',
  });

  const [integracao] = await c.settings.integracoes();
  const contaInput = { integracao_id: integracao!.id, nome: 'Conta do contrato', token: 'token-1', token2: 'token-2', token3: 'token-3' };
  const conta = await c.settings.contas.create(contaInput);
  await c.settings.contas.update(conta.id, { ...contaInput, token: null });
  const produtoInput = { nome: 'Produto do contrato', conta_id: conta.id, preco: 97, cod_produto: 'contrato-1', cor: '#336699' };
  const produto = await c.settings.produtos.create(produtoInput);
  await c.settings.produtos.update(produto.id, { ...produtoInput, preco: 99 });
  const linkInput = { produto_id: produto.id, descricao: 'Link do contrato', codigo_oferta: 'oferta-contrato' };
  const link = await c.settings.links.create(linkInput);
  await c.settings.links.update(link.id, { ...linkInput, split: 3 });
  await c.settings.links.remove(link.id);
  for (const catalogue of [c.settings.origens, c.settings.tiposDeDuvida, c.settings.motivosDePerda]) {
    const item = await catalogue.create({ nome: 'Item do contrato' });
    await catalogue.update(item.id, { nome: 'Item do contrato, editado', status: false });
    await catalogue.remove(item.id);
  }
  const status = await c.settings.statusDeFinalizacao.create({ nome: 'Status do contrato', tipo: 'ganhou' });
  await c.settings.statusDeFinalizacao.update(status.id, { nome: 'Status do contrato', tipo: 'aguardando', fechamento: 3 });
  await c.settings.statusDeFinalizacao.remove(status.id);
  const mensagemInput = { tipo: 'whatsapp' as const, titulo: 'Mensagem do contrato', mensagem: 'Olá, [NOME_LEAD]!' };
  const mensagem = await c.settings.mensagensPadrao.create(mensagemInput);
  await c.settings.mensagensPadrao.update(mensagem.id, { ...mensagemInput, tipo: 'email', assunto: 'Olá' });
  await c.settings.mensagensPadrao.remove(mensagem.id);
  const conquistaInput = {
    global: true,
    nome: 'Conquista do contrato',
    perfil: 'atendente' as const,
    tipo: 'valor' as const,
    valor: 10,
    quantidade: 5,
  };
  const conquista = await c.settings.conquistas.create(conquistaInput);
  await c.settings.conquistas.update(conquista.id, { ...conquistaInput, quantidade: 8 });
  await c.settings.conquistas.remove(conquista.id);
  await writeRecovery(c, h, produto.id);
  await c.extensions.zenvia.save({ token: 'token-zenvia-do-contrato', remetente: 'contrato', ativa: false });
  await c.extensions.zenvia.save({ remetente: 'contrato', ativa: true });
  await c.extensions.zenvia.test({ telefone: '5511987654321' });
  await c.extensions.zenvia.disconnect();
  await c.settings.produtos.remove(produto.id);
  await c.settings.contas.remove(conta.id);
  const generic = await c.generic.create<CatalogueItem>('origems', { nome: 'Origem genérica' });
  await c.generic.update('origems', generic.id, { nome: 'Origem genérica, editada' });
  await c.generic.remove('origems', generic.id);

  const role = await c.identity.createRole({ nome: 'Função do contrato', permissions: ['ticket'] });
  await c.identity.updateRole(role.id, { nome: 'Função do contrato', permissions: ['ticket', 'ticket_atender'] });
  const invited = await c.identity.invite({ email: `convite-${Date.now()}@teste.retoma.dev`, role_id: role.id });
  await c.identity.resendInvite(invited.id);
  await c.identity.updateMember(invited.id, { role_id: role.id, ramal: '204' });
  await c.identity.memberReturns(invited.id);
  await c.identity.reassign(invited.id, { user_id: manager.id });
  await c.identity.removeMember(invited.id);
  await c.identity.deleteRole(role.id);
  await c.identity.updateMenuRapido(manager.id, ['perfil']);
  await c.identity.updateProfile(manager.id, { name: 'Gestor do contrato' });
  await writeCommissions(c, h, manager, options);

  const lead = ticketInput(options, 'espera');
  const ticket = await c.tickets.create(lead);
  await c.tickets.update(ticket.id, { ...lead, detalhamento: 'Pediu retorno amanhã.' });
  await c.tickets.attend(ticket.id);
  await c.tickets.sendWhatsapp({ id: ticket.id, mensagem: 'Olá!' });
  await c.tickets.sendEmail({ id: ticket.id, assunto: 'Seu carrinho', mensagem: '<p>Olá!</p>' });
  const call = await c.tickets.calls.register({ ticket_id: ticket.id, lead_id: ticket.lead_id, chamada_id: `contrato-${Date.now()}` });
  await c.tickets.calls.get(call.chamada_id);
  await c.tickets.calls.hangUp(call.chamada_id);
  await c.tickets.cancelAttendance(ticket.id);
  await c.tickets.attend(ticket.id);
  const outcome = { ticket_id: ticket.id, lead_id: ticket.lead_id, lead_produto_id: ticket.lead_produto_id, produto_id: ticket.produto_id };
  const waiting = statusOf(options, 'aguardando');
  await c.tickets.finish({
    ...outcome,
    tipo: 'aguardando',
    follow_up: 'Retorno combinado.',
    status_atendimento_id: waiting.id,
    data_agendamento: inDays(2),
  });
  const [appointment] = await c.tickets.agenda.list('meus');
  await c.tickets.agenda.reschedule(appointment!.id, inDays(3));
  await c.tickets.transfer({ ticket_id: ticket.id, user_id: agent.id });
  // The ticket's lead corrected, exported and erased (LGPD); a lead without sales or tickets deleted.
  await c.leads.update(ticket.lead_id, { nome: 'Lead do contrato, corrigido', ddi: '55', telefone: '11912345678' });
  await c.leads.export(ticket.lead_id, { formato: 'csv' });
  await c.leads.erase(ticket.lead_id);
  const [spare] = await h.db
    .insert(leads)
    .values({ companyId: await companyOfTicket(h, ticket.id), nome: 'Lead avulso', email: `avulso-${Date.now()}@exemplo.com.br` })
    .returning({ id: leads.id });
  await c.leads.removal(spare!.id);
  await c.leads.remove(spare!.id);

  const won = await c.tickets.create(ticketInput(options, 'ganho'));
  await c.tickets.attend(won.id);
  const sale = { ticket_id: won.id, lead_id: won.lead_id, lead_produto_id: won.lead_produto_id, produto_id: won.produto_id };
  await c.tickets.finish({ ...sale, tipo: 'ganhou', follow_up: 'Comprou.', status_atendimento_id: statusOf(options, 'ganhou').id });
  await c.tickets.reopen(won.id);
  await c.tickets.remove(won.id);

  await c.notifications.markAllRead();
  await c.notifications.savePreferences({ ticket_atrasados: ['database'] });

  const email = `conta-${Date.now()}@teste.retoma.dev`;
  await c.session.register({ name: 'Conta do contrato', email, password: 'senha-do-contrato' });
  await c.session.remember({ email });
  const password = 'senha-nova-do-contrato';
  await c.session.resetPassword({ token: await resetTokenMailedTo(h, email), email, password, password_confirmation: password });
  await c.session.login({ username: email, password });
  await c.session.logout();
}

/**
 * A plan and a campaign of each kind, created, configured and deleted; the cart and boleto steps written, reordered
 * and deleted; one scheduled send (as the engine leaves it) cancelled; the plan switched off and deleted.
 */
async function writeRecovery(c: ApiClient, h: Harness, produtoId: number): Promise<void> {
  const plano = await c.plans.create({ nome: 'Plano do contrato', status: 1 });
  await c.plans.update(plano.id, { nome: 'Plano do contrato, editado', status: 1 });
  const base = { produto_id: produtoId, plano_id: plano.id };
  const cancelado = await c.campaigns.cancelado.create({ ...base, nome: 'Canceladas do contrato', status: 0 });
  await c.campaigns.cancelado.update(cancelado.id, {
    config: { tipo_duvida_id: (await c.settings.tiposDeDuvida.list()).data[0]!.id, tipos: ['canceled'] },
  });
  await c.campaigns.cancelado.remove(cancelado.id);
  const agendamento = await c.campaigns.agendamento.create({ ...base, nome: 'Agendamento do contrato' });
  await c.campaigns.agendamento.update(agendamento.id, { nome: 'Agendamento do contrato, editado' });
  const [day] = await c.booking.slots(agendamento.token);
  await c.booking.book(agendamento.token, {
    nome: 'Lead do contrato',
    email: `agenda-contrato-${Date.now()}@exemplo.com.br`,
    ddd: '11',
    telefone: '987654321',
    horario: day!.horarios[0]!,
  });
  // The booking's ticket and the lead's row for the product go, so the product the scene deletes last is free again.
  await h.db.delete(tickets).where(and(eq(tickets.responsavelType, 'agendamento'), eq(tickets.responsavelId, agendamento.id)));
  await h.db.delete(leadProdutos).where(eq(leadProdutos.produtoId, produtoId));
  await c.campaigns.agendamento.remove(agendamento.id);
  // On a product the scenario keeps: its contact's lead and ticket hold on to the product, deleted at the end.
  const kept = (await c.settings.selects.produtos()).find((option) => option.id !== produtoId)!;
  const whatsapp = await c.campaigns.whatsapp.create({ ...base, produto_id: kept.id, nome: 'WhatsApp do contrato' });
  await c.campaigns.whatsapp.update(whatsapp.id, { config: { ddi: '55', telefone: '11987654321', mensagem: 'Olá, [NOME_PRODUTO]!' } });
  const contato = await whatsappContato(h, whatsapp.id);
  await c.whatsappCampaign.reply(contato, {});
  await c.whatsappCampaign.ticket(contato);
  const [comprador] = await h.db.select({ id: campanhaContatos.leadId }).from(campanhaContatos).where(eq(campanhaContatos.id, contato));
  await c.transactions.create({ lead_id: comprador!.id, produto_id: kept.id, payment_type: 'deposito', full_price: '49,90' });
  // The WhatsApp list: a contact of the campaign answered, made a ticket with a return, another taken off the list.
  const [{ companyId: listCompany }] = (await h.db
    .select({ companyId: campanhas.companyId })
    .from(campanhas)
    .where(eq(campanhas.id, whatsapp.id))) as [{ companyId: number }];
  const listLeads = await h.db
    .insert(leads)
    .values(
      [1, 2].map((n) => ({
        companyId: listCompany,
        nome: `Lead da lista ${n}`,
        email: `lista-${n}-${whatsapp.id}@exemplo.com.br`,
        ddd: '11',
        telefone: `98765000${n}`,
      })),
    )
    .returning({ id: leads.id });
  const listContatos = await h.db
    .insert(campanhaContatos)
    .values(listLeads.map((lead) => ({ companyId: listCompany, campanhaId: whatsapp.id, leadId: lead.id })))
    .returning({ id: campanhaContatos.id });
  await c.whatsappList.answer(listContatos[0]!.id, { mensagem: 'Olá, [NOME_LEAD]! Sou [NOME_ATENDENTE].' });
  await c.whatsappList.transform(listContatos[0]!.id, { data: inDays(1) });
  await c.whatsappList.remove(listContatos[1]!.id);
  await c.campaigns.whatsapp.remove(whatsapp.id);
  for (const kind of ['carrinho', 'boleto'] as const) {
    const api = c.campaigns[kind];
    const campanha = await api.create({ ...base, nome: `Campanha ${kind} do contrato` });
    await api.update(campanha.id, { status: 0 });
    const email = { titulo: 'Contrato', responder: 'contrato@exemplo.com', assunto: 'Olá', corpo: '<p>Olá, [NOME_LEAD]!</p>' };
    const first = await api.emails.create({ campanha_id: campanha.id, unidade_tempo: 1, unidade_medida: 'horas', ...email });
    const second = await api.emails.create({ campanha_id: campanha.id, unidade_tempo: 1, unidade_medida: 'dias', ...email });
    await api.emails.update(first.id, { assunto: 'Olá de novo' });
    await api.emails.preview({ campanha_id: campanha.id, assunto: email.assunto, corpo: email.corpo });
    await api.emails.test({ campanha_id: campanha.id, assunto: email.assunto, corpo: email.corpo });
    await api.emails.reorder({ campanha_id: campanha.id, posicoes: [second.id, first.id] });
    await api.emails.remove(first.id);
    const sms = await api.sms.create({ campanha_id: campanha.id, unidade_tempo: 2, unidade_medida: 'horas', corpo: 'Olá, [NOME_LEAD]!' });
    await api.sms.update(sms.id, { status: 0 });
    await api.sms.reorder({ campanha_id: campanha.id, posicoes: [sms.id] });
    await api.sms.remove(sms.id);
    const envio = await scheduledSend(h, campanha.id);
    await api.agendados.cancel(envio);
    await api.remove(campanha.id);
  }
  await c.plans.update(plano.id, { nome: 'Plano do contrato, editado', status: 0 });
  await c.plans.remove(plano.id);
  const rules = await c.recoveryRules.get();
  await c.recoveryRules.update({ ...rules, max_mensagens_dia: 4, atraso_demonstracao: 0 });
}

/** The company a ticket is in (a lead the scene inserts itself goes there). */
async function companyOfTicket(h: Harness, ticketId: number): Promise<number> {
  const [row] = await h.db.select({ companyId: tickets.companyId }).from(tickets).where(eq(tickets.id, ticketId));
  return row!.companyId;
}

/** A contact of a WhatsApp campaign, as its public form leaves it (the company's calls make none). */
async function whatsappContato(h: Harness, campanhaId: number): Promise<number> {
  const [{ companyId }] = (await h.db.select({ companyId: campanhas.companyId }).from(campanhas).where(eq(campanhas.id, campanhaId))) as [
    { companyId: number },
  ];
  const [lead] = await h.db
    .insert(leads)
    .values({ companyId, nome: 'Lead do WhatsApp', email: `lead-whatsapp-${campanhaId}@exemplo.com.br`, ddd: '11', telefone: '987654321' })
    .returning({ id: leads.id });
  const [contato] = await h.db
    .insert(campanhaContatos)
    .values({ companyId, campanhaId, leadId: lead!.id })
    .returning({ id: campanhaContatos.id });
  return contato!.id;
}

/** A send of a campaign as the engine schedules it (the server has no call that schedules one). */
async function scheduledSend(h: Harness, campanhaId: number): Promise<number> {
  const [{ companyId }] = (await h.db.select({ companyId: campanhas.companyId }).from(campanhas).where(eq(campanhas.id, campanhaId))) as [
    { companyId: number },
  ];
  const [lead] = await h.db
    .insert(leads)
    .values({ companyId, nome: 'Lead do contrato', email: `lead-envio-${campanhaId}@exemplo.com.br` })
    .returning({ id: leads.id });
  const [contato] = await h.db
    .insert(campanhaContatos)
    .values({ companyId, campanhaId, leadId: lead!.id })
    .returning({ id: campanhaContatos.id });
  const [envio] = await h.db
    .insert(envios)
    .values({ companyId, campanhaId, contatoId: contato!.id, canal: 'email', previstoPara: new Date(Date.now() + 3_600_000) })
    .returning({ id: envios.id });
  return envio!.id;
}

const writeAnswers: Answered[] = [];
/** Why the scenario stopped early, if it did: the calls after it are then missing from the answers. */
let writeFailure: unknown;

beforeAll(async () => {
  const h = await getHarness();
  const { co, manager, options } = await ticketTestCompany(h);
  const agent = await addMember(h, 'Atendente', 'agente', co);
  const invoked: string[] = [];
  // The calls run one after the other: an answer is the last invoked function's.
  const client = liveClient(h.freshApp(), co, manager.token, () => invoked.at(-1) as ClientFunction, writeAnswers);
  const { http, ...resources } = client;
  await writeEverything({ http, ...instrumented(resources, invoked) } as ApiClient, { h, manager, agent, options }).catch(
    (error: unknown) => (writeFailure = error),
  );
});

describe('the answers of the writing calls, made live in a company of their own', () => {
  it('the scenario runs to its end', () => {
    expect(writeFailure).toBeUndefined();
  });

  it('every function the reads leave out is answered', () => {
    const read = new Set(answers.map((answer) => answer.fn));
    const left = classified.filter((call) => !read.has(call.fn)).map((call) => call.fn);
    const written = new Set(writeAnswers.map((answer) => answer.fn));
    expect(left.filter((fn) => !written.has(fn))).toEqual([]);
  });

  it('every write succeeds', () => {
    expect(
      writeAnswers
        .filter((answer) => answer.status >= 300)
        .map((answer) => `${answer.fn} ${answer.url.pathname}: ${answer.status} ${JSON.stringify(answer.body)}`),
    ).toEqual([]);
  });

  it('each answer’s body parses with the call’s schema (a delete has none)', () => {
    expect(schemaMismatches(writeAnswers)).toEqual([]);
  });
});
