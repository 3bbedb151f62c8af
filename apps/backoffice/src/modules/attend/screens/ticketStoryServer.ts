/**
 * Story support for the ticket screens (not part of the app): a demo ticket with a full history, the option lists
 * the screens read, and a small in-memory server over that ticket. It changes the ticket the way the real server
 * does as far as the screens can see: messages join the history with their variables filled in, a call is
 * recorded, a transfer or a reopening changes the ticket. Every request body it receives is kept for assertions.
 */
import {
  renderMessage,
  type Activity,
  type Actor,
  type CurrentUser,
  type TicketDetail,
  type Transaction,
  type UserRef,
} from '@retoma/api-client';
import type {
  FinishAttendanceInput,
  RegisterCallInput,
  ReopenTicketInput,
  TicketEmailInput,
  TicketWhatsappInput,
  TransferTicketInput,
} from '@retoma/api-client/schemas';
import {
  AGENTS,
  buildAttendance,
  buildCallDetail,
  buildCatalogueItem,
  buildCurrentUser,
  buildLead,
  buildPersonalLink,
  buildMensagemPadrao,
  buildStatusDeFinalizacao,
  buildTicketDetail,
  buildTransaction,
  buildUserOptions,
  isoDaysAgo,
  isoMinutesAgo,
  mockHandlers,
  PRODUCTS,
} from '@retoma/api-client/mock';
import type { HttpHandler } from 'msw';
import { companySessionHandlers } from '#storybook/companySession';

const [ANA, BRUNO, CAMILA] = AGENTS as [UserRef, UserRef, UserRef];
const userActor = (user: UserRef): Actor => ({ type: 'user', id: user.id, nome: user.name, avatar: user.avatar });
const { preco: _price, ...METODO } = PRODUCTS[0]!;
const { preco: _upsellPrice, ...PLANNER } = PRODUCTS[2]!;

/** The lead of the demo ticket. */
export const STORY_LEAD = buildLead({
  id: 7,
  nome: 'Mariana Costa',
  email: 'mariana.costa@gmail.com',
  cpf: '52998224725',
  ddi: '55',
  ddd: '11',
  telefone: '987654321',
});

const LEAD_REF = { id: STORY_LEAD.id, nome: STORY_LEAD.nome, email: STORY_LEAD.email };
const WHATSAPP_TEXT =
  'Olá, Mariana Costa! Aqui é Bruno Lima, da Loja Aurora. Vi que o pagamento do Método Reconquista não foi concluído. Posso ajudar?';
const EMAIL_SUBJECT = 'Mariana Costa, o seu Método Reconquista está esperando por você';
const EMAIL_HTML =
  '<p>Olá, Mariana Costa!</p><p>Notamos que a sua compra do <strong>Método Reconquista</strong> não foi concluída.</p><ul><li>Acesso vitalício</li><li>Garantia de 7 dias</li></ul><p>Abraços,<br>Bruno Lima</p><script>alert(1)</script>';

/**
 * A history entry as the server records it: what happened (`acao`) and its values, worded by the app in the reader's
 * language; no sentence of its own (`description` is only for entries older than kinds).
 */
const activity = (id: number, fields: Omit<Activity, 'id' | 'ticket_id' | 'description'>): Activity => ({
  id,
  ticket_id: 42,
  description: null,
  ...fields,
});

/** The demo ticket's history, newest first: created by a campaign, worked by Bruno, transferred to Ana. */
const HISTORY: Activity[] = [
  activity(7, {
    evento: 'atendimento_iniciado',
    acao: 'attendance_started',
    causer: userActor(ANA),
    properties: {},
    created_at: isoMinutesAgo(5),
  }),
  activity(6, {
    evento: 'transferido',
    acao: 'ticket_transferred',
    valores: { usuario: ANA.name },
    causer: userActor(CAMILA),
    properties: { user_id: ANA.id },
    created_at: isoMinutesAgo(60 * 20),
  }),
  activity(5, {
    evento: 'chamada',
    acao: 'call_made',
    causer: userActor(BRUNO),
    properties: { identificacao: '88001234', id: 9 },
    created_at: isoMinutesAgo(60 * 26),
  }),
  activity(4, {
    evento: 'finalizado',
    acao: 'attendance_finished',
    valores: { resultado: 'aguardando' },
    causer: userActor(BRUNO),
    properties: {
      id: 401,
      resultado: 'aguardando',
      follow_up: 'Cliente pediu para ligar depois do almoço; vai conferir o limite do cartão.',
      data_agendamento: isoMinutesAgo(-60 * 20),
    },
    created_at: isoMinutesAgo(60 * 27),
  }),
  activity(3, {
    evento: 'email',
    acao: 'email_sent',
    causer: userActor(BRUNO),
    properties: { tipo: 'email', assunto: EMAIL_SUBJECT, mensagem: EMAIL_HTML },
    created_at: isoMinutesAgo(60 * 28),
  }),
  activity(2, {
    evento: 'whatsapp',
    acao: 'whatsapp_sent',
    causer: userActor(BRUNO),
    properties: { tipo: 'whatsapp', mensagem: WHATSAPP_TEXT },
    created_at: isoMinutesAgo(60 * 29),
  }),
  activity(1, {
    evento: 'criado',
    acao: 'ticket_created',
    causer: { type: 'carrinho', id: 1, nome: 'Recuperação de carrinho', avatar: null },
    properties: {},
    created_at: isoDaysAgo(2),
  }),
];

const TRANSACTIONS: Transaction[] = [
  buildTransaction({
    id: 701,
    transaction: 'HP17423905511',
    lead: LEAD_REF,
    produto: PRODUCTS[0]!,
    status: 'billet_printed',
    payment_type: 'billet',
    installments_number: 1,
    full_price: 497,
    purchase_date: isoDaysAgo(2),
  }),
  buildTransaction({
    id: 702,
    transaction: 'HP17423900042',
    lead: LEAD_REF,
    produto: PRODUCTS[4]!,
    status: 'approved',
    payment_type: 'credit_card',
    installments_number: 3,
    full_price: 297,
    purchase_date: isoDaysAgo(40),
  }),
];

/** Messages as the ticket read lists them: the history's sent WhatsApp and e-mail entries. */
function messagesOf(history: readonly Activity[]): TicketDetail['mensagens'] {
  return history
    .filter((entry) => (entry.evento === 'whatsapp' || entry.evento === 'email') && entry.causer?.type === 'user')
    .map((entry) => ({
      id: entry.id,
      tipo: entry.evento === 'email' ? 'email' : 'whatsapp',
      assunto: entry.properties.assunto ?? null,
      mensagem: entry.properties.mensagem ?? '',
      responsavel: { id: entry.causer!.id, name: entry.causer!.nome, avatar: entry.causer!.avatar },
      created_at: entry.created_at,
    }));
}

/** Ticket #42, open and being attended by Ana Souza (the story user), with a full history. */
export function storyTicket(overrides: Partial<TicketDetail> = {}): TicketDetail {
  const history = overrides.acoesrecebidas ?? HISTORY;
  return buildTicketDetail({
    id: 42,
    status: 0,
    lead_id: STORY_LEAD.id,
    lead: STORY_LEAD,
    produto_id: METODO.id,
    produto: { ...METODO, preco: 497, upsellers: [PLANNER] },
    lead_produto_id: 71,
    origem_id: 1,
    origem: { id: 1, nome: 'Hotmart' },
    tipo_duvida_id: 1,
    tipo_duvida: { id: 1, nome: 'Forma de pagamento' },
    detalhamento: 'Cliente abandonou o carrinho no pagamento com cartão e pediu ajuda com o parcelamento.',
    responsavel: { type: 'carrinho', id: 1, nome: 'Recuperação de carrinho', avatar: null },
    atendente: ANA,
    atendente_desde: isoMinutesAgo(5),
    designado: null,
    ultima_acao: history[0] ?? null,
    created_at: isoDaysAgo(2),
    updated_at: isoMinutesAgo(5),
    atendimentos: [
      buildAttendance({
        id: 401,
        ticket_id: 42,
        atendente: BRUNO,
        tipo: 'aguardando',
        follow_up: 'Cliente pediu para ligar depois do almoço; vai conferir o limite do cartão.',
        status_atendimento: { id: 4, nome: 'Retornar contato', tipo: 'aguardando' },
        tipo_de_perda: null,
        data_agendamento: isoMinutesAgo(-60 * 20),
        created_at: isoMinutesAgo(60 * 27),
      }),
    ],
    acoesrecebidas: history,
    mensagens: messagesOf(history),
    transacaos: TRANSACTIONS,
    ...overrides,
  });
}

/** The same ticket after it was lost and closed: nobody holds it. */
export function closedStoryTicket(): TicketDetail {
  const lost = activity(8, {
    evento: 'finalizado',
    acao: 'attendance_finished',
    valores: { resultado: 'perdeu' },
    causer: userActor(ANA),
    properties: { id: 402, resultado: 'perdeu', follow_up: 'Lead comprou de um concorrente.', data_agendamento: null },
    created_at: isoMinutesAgo(30),
  });
  const base = storyTicket();
  return storyTicket({
    status: 2,
    atendente: null,
    atendente_desde: null,
    acoesrecebidas: [lost, ...HISTORY.slice(1)],
    atendimentos: [
      buildAttendance({
        id: 402,
        ticket_id: 42,
        atendente: ANA,
        tipo: 'perdeu',
        follow_up: 'Lead comprou de um concorrente.',
        status_atendimento: { id: 5, nome: 'Venda perdida', tipo: 'perdeu' },
        tipo_de_perda: { id: 2, nome: 'Comprou em outro lugar' },
        data_agendamento: null,
        created_at: isoMinutesAgo(30),
      }),
      ...base.atendimentos,
    ],
  });
}

/** Every active finalisation status: two won (one allows a gift), two waiting, two lost (one requires a reason). */
export const STORY_STATUSES = [1, 2, 3, 4, 5, 6].map((id) => buildStatusDeFinalizacao({ id, status: 1 }));
const LOSS_REASONS = [1, 2, 3].map((id) => buildCatalogueItem('motivoDePerda', { id }));
const MESSAGES = [1, 2, 3].map((id) => buildMensagemPadrao({ id }));
/** The agent's own links of the ticket's product (Método Reconquista), each address with the agent's tracking code. */
export const STORY_LINKS = [
  buildPersonalLink({ id: 1, produto_id: 1, identidade: 'RECONQ', descricao: 'Oferta principal' }),
  buildPersonalLink({ id: 2, produto_id: 1, identidade: 'RECONQ12', descricao: 'Parcelado 12x' }),
];
/** Active gifts of the company: one of the ticket's product, one of another product (never offered here). */
const GIFTS = [
  { id: 1, label: 'Caneca personalizada', produto_id: METODO.id },
  { id: 2, label: 'Camiseta do evento', produto_id: METODO.id + 1 },
];

/** What the server fills in for `[NOME_LEAD]`, the other variables and the agent's links of the demo ticket, with the server's renderer. */
function render(text: string, ticket: TicketDetail, agent: string) {
  return renderMessage(text, {
    '[NOME_LEAD]': ticket.lead.nome,
    '[EMAIL_LEAD]': ticket.lead.email,
    '[NOME_ATENDENTE]': agent,
    '[NOME_PRODUTO]': ticket.produto.nome,
    ...Object.fromEntries(STORY_LINKS.map((link) => [`[LINK_${link.identidade}]`, link.url!])),
  });
}

export interface StoryServerOptions {
  ticket?: TicketDetail;
  /** The logged-in user; Ana Souza, administrator, extension 201 by default. */
  user?: Partial<CurrentUser>;
}

/** The bodies the screens sent, in order, per endpoint. */
export interface SentBodies {
  finish: FinishAttendanceInput[];
  whatsapp: TicketWhatsappInput[];
  email: TicketEmailInput[];
  calls: RegisterCallInput[];
  transfer: TransferTicketInput[];
  reopen: ReopenTicketInput[];
}

/** The in-memory server of one story: `handlers` answer the screens, `sent` keeps what they asked. */
export function ticketStoryServer({ ticket = storyTicket(), user = {} }: StoryServerOptions = {}) {
  const me = buildCurrentUser(user);
  let current = ticket;
  let nextId = 100;
  const sent: SentBodies = { finish: [], whatsapp: [], email: [], calls: [], transfer: [], reopen: [] };
  const record = (fields: Omit<Activity, 'id' | 'ticket_id' | 'description' | 'causer' | 'created_at'>) => {
    const entry = activity((nextId += 1), { ...fields, causer: userActor(me), created_at: isoMinutesAgo(0) });
    const acoesrecebidas = [entry, ...current.acoesrecebidas];
    current = { ...current, acoesrecebidas, mensagens: messagesOf(acoesrecebidas) };
  };

  const handlers: HttpHandler[] = [
    ...companySessionHandlers({ user }),
    mockHandlers.tickets.attend({ status: 'ok', id: ticket.id }),
    mockHandlers.tickets.get(() => current),
    mockHandlers.ticketOptions.statusDeFinalizacao.list(STORY_STATUSES),
    mockHandlers.ticketOptions.motivosDePerda.list(LOSS_REASONS),
    // The real list is filtered by `tipo`; so is this one.
    mockHandlers.ticketOptions.mensagensPadrao.list(({ request }) =>
      MESSAGES.filter((message) => message.tipo === new URL(request.url).searchParams.get('tipo')),
    ),
    mockHandlers.salesLinks.mine(STORY_LINKS),
    mockHandlers.selects.brindes(GIFTS),
    mockHandlers.selects.usuarios(buildUserOptions()),
    mockHandlers.tickets.calls.get(buildCallDetail({ id: 9, chamada_id: '88001234', atendente: BRUNO })),
    mockHandlers.tickets.sendWhatsapp(async ({ request }) => {
      const body = (await request.json()) as TicketWhatsappInput;
      sent.whatsapp.push(body);
      const mensagem = render(body.mensagem, current, me.name);
      record({ evento: 'whatsapp', acao: 'whatsapp_sent', properties: { tipo: 'whatsapp', mensagem } });
      return { mensagem, url: `https://wa.me/5511987654321?text=${encodeURIComponent(mensagem)}` };
    }),
    mockHandlers.tickets.sendEmail(async ({ request }) => {
      const body = (await request.json()) as TicketEmailInput;
      sent.email.push(body);
      const assunto = render(body.assunto, current, me.name);
      record({
        evento: 'email',
        acao: 'email_sent',
        properties: { tipo: 'email', assunto, mensagem: render(body.mensagem, current, me.name) },
      });
      return { return: true };
    }),
    mockHandlers.tickets.calls.register(async ({ request }) => {
      const body = (await request.json()) as RegisterCallInput;
      sent.calls.push(body);
      record({ evento: 'chamada', acao: 'call_made', properties: { identificacao: body.chamada_id, id: 10 } });
      return {
        id: 10,
        ticket_id: current.id,
        lead_id: current.lead_id,
        chamada_id: body.chamada_id,
        atendente: { id: me.id, name: me.name, avatar: me.avatar },
        status: 'em_andamento',
        created_at: isoMinutesAgo(0),
        encerrada_em: null,
        duracao_segundos: null,
      };
    }),
    mockHandlers.tickets.calls.hangUp(({ params }) => ({
      encerrada: true,
      chamada: {
        id: 10,
        ticket_id: current.id,
        lead_id: current.lead_id,
        chamada_id: String(params.id),
        atendente: { id: me.id, name: me.name, avatar: me.avatar },
        status: 'encerrada',
        created_at: isoMinutesAgo(3),
        encerrada_em: isoMinutesAgo(0),
        duracao_segundos: 180,
      },
    })),
    mockHandlers.tickets.finish(async ({ request }) => {
      const body = (await request.json()) as FinishAttendanceInput;
      sent.finish.push(body);
      return buildAttendance({ id: 403, ticket_id: current.id, tipo: body.tipo, follow_up: body.follow_up });
    }),
    mockHandlers.tickets.cancelAttendance(() => ({ ...current, atendente: null, atendente_desde: null })),
    mockHandlers.tickets.transfer(async ({ request }) => {
      const body = (await request.json()) as TransferTicketInput;
      sent.transfer.push(body);
      const target = AGENTS.find((agent) => agent.id === body.user_id) ?? BRUNO;
      record({ evento: 'transferido', acao: 'ticket_transferred', valores: { usuario: target.name }, properties: { user_id: target.id } });
      current = { ...current, designado: target, atendente: current.atendente?.id === target.id ? current.atendente : null };
      return current;
    }),
    mockHandlers.tickets.reopen(async ({ request }) => {
      const body = (await request.json()) as ReopenTicketInput;
      sent.reopen.push(body);
      record({ evento: 'reaberto', acao: 'ticket_reopened', properties: {} });
      current = { ...current, status: 3, designado: null };
      return current;
    }),
  ];
  return { handlers, sent };
}

/**
 * A story file's recording: `record` starts one story's server (the demo ticket's, or one from `options`) and points
 * `sent` at what that server receives.
 */
export function ticketServerRecorder() {
  const sent = {} as SentBodies;
  const record = (options?: StoryServerOptions) => {
    const server = ticketStoryServer(options);
    Object.assign(sent, server.sent);
    return server;
  };
  return { sent, record };
}
