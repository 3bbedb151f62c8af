import type {
  Activity,
  ActivityEvent,
  ActivityKind,
  Appointment,
  Attendance,
  AttendanceOutcome,
  CallDetail,
  CallRecord,
  ProdutoOption,
  Responsaveis,
  Ticket,
  TicketCounts,
  TicketDetail,
  TicketMessage,
  TicketStatus,
  UsuarioOption,
} from '../../types';
import { AGENTS, agent, isoDaysAgo, isoMinutesAgo, PRODUCTS, product, productRef } from '../data';
import { entityRandom } from '../../fixtures';
import { buildLead } from './leads';

const ORIGINS = [
  { id: 1, nome: 'Hotmart' },
  { id: 2, nome: 'Instagram' },
  { id: 3, nome: 'Indicação' },
] as const;
const DOUBTS = [
  { id: 1, nome: 'Forma de pagamento' },
  { id: 2, nome: 'Conteúdo do curso' },
  { id: 3, nome: 'Boleto vencido' },
] as const;
const DETAILS = [
  'Cliente abandonou o carrinho no pagamento com cartão e pediu ajuda com o parcelamento.',
  'Lead perguntou se o curso tem certificado e acesso vitalício.',
  'Boleto venceu antes do pagamento; cliente quer um novo com desconto.',
  'Dúvida sobre o acesso à área de membros após a compra.',
] as const;

/** Sample kinds of entries with the event word the server records with each. */
const SAMPLE_ACTIONS: ReadonlyArray<readonly [ActivityKind, ActivityEvent]> = [
  ['whatsapp_sent', 'whatsapp'],
  ['attendance_finished', 'finalizado'],
  ['ticket_created', 'criado'],
  ['email_sent', 'email'],
];

export function buildActivity(overrides: Partial<Activity> = {}): Activity {
  const id = overrides.id ?? 1;
  const random = entityRandom('activity', id);
  const user = agent(random.int(1, 5));
  const [acao, evento] = random.pick(SAMPLE_ACTIONS);
  return {
    id,
    ticket_id: null,
    evento,
    acao,
    valores: acao === 'attendance_finished' ? { resultado: 'aguardando' } : {},
    description: null,
    causer: { type: 'user', id: user.id, nome: user.name, avatar: user.avatar },
    properties: {},
    created_at: isoMinutesAgo(random.int(10, 4000)),
    ...overrides,
  };
}

/** A ticket as lists show it; status cycles with the id so a list holds every state. */
export function buildTicket(overrides: Partial<Ticket> = {}): Ticket {
  const id = overrides.id ?? 1;
  const random = entityRandom('ticket', id);
  const lead = buildLead({ id: random.int(1, 60) });
  const productId = random.int(1, 6);
  const origem = random.pick(ORIGINS);
  const duvida = random.pick(DOUBTS);
  const creator = agent(random.int(1, 5));
  const status = ([0, 1, 2, 3] as const)[id % 4] ?? 0;
  const created = isoDaysAgo(random.int(0, 30), random);
  return {
    id,
    status,
    lead_id: lead.id,
    lead,
    produto_id: productId,
    produto: { ...product(productId), upsellers: productId === 1 ? [productRef(3)] : [] },
    lead_produto_id: lead.id * 10 + productId,
    origem_id: origem.id,
    origem: { ...origem },
    tipo_duvida_id: duvida.id,
    tipo_duvida: { ...duvida },
    detalhamento: random.pick(DETAILS),
    responsavel: random.bool(0.7)
      ? { type: 'user', id: creator.id, nome: creator.name, avatar: creator.avatar }
      : { type: 'carrinho', id: random.int(1, 3), nome: 'Recuperação de carrinho', avatar: null },
    atendente: null,
    atendente_desde: null,
    designado: status === 1 ? creator : null,
    ultima_acao: buildActivity({ id: id * 10, ticket_id: id }),
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

export function buildAttendance(overrides: Partial<Attendance> = {}): Attendance {
  const id = overrides.id ?? 1;
  const random = entityRandom('attendance', id);
  const tipo: AttendanceOutcome = random.pick(['ganhou', 'aguardando', 'perdeu'] as const);
  return {
    id,
    ticket_id: random.int(1, 50),
    atendente: agent(random.int(1, 5)),
    tipo,
    follow_up: 'Cliente pediu para ligar depois do almoço; enviado link com desconto.',
    status_atendimento: {
      id: random.int(1, 6),
      nome: tipo === 'ganhou' ? 'Venda realizada' : tipo === 'aguardando' ? 'Retornar contato' : 'Sem interesse',
      tipo,
    },
    tipo_de_perda: tipo === 'perdeu' ? { id: 1, nome: 'Preço' } : null,
    data_agendamento: tipo === 'aguardando' ? isoMinutesAgo(-1440) : null,
    tembrinde: false,
    brinde_id: null,
    nome_destinatario: null,
    email_destinatario: null,
    hasupsell: false,
    upsell: null,
    created_at: isoDaysAgo(random.int(0, 10), random),
    ...overrides,
  };
}

export function buildTicketMessage(overrides: Partial<TicketMessage> = {}): TicketMessage {
  const id = overrides.id ?? 1;
  const random = entityRandom('ticket-message', id);
  return {
    id,
    tipo: 'whatsapp',
    assunto: null,
    mensagem: 'Olá! Vi que você não concluiu sua compra. Posso ajudar com alguma dúvida?',
    responsavel: agent(random.int(1, 5)),
    created_at: isoMinutesAgo(random.int(30, 3000)),
    ...overrides,
  };
}

/** The attend / detail screen's ticket, with its history. */
export function buildTicketDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  const ticket = buildTicket(overrides);
  const id = ticket.id;
  return {
    ...ticket,
    atendimentos: ticket.status === 0 ? [] : [buildAttendance({ id: id * 10 + 1, ticket_id: id })],
    acoesrecebidas: [buildActivity({ id: id * 10 + 2, ticket_id: id }), buildActivity({ id: id * 10 + 3, ticket_id: id })],
    mensagens: [buildTicketMessage({ id: id * 10 + 4 })],
    resposta: null,
    transacaos: [],
    solicitacaos: [],
    automacaos: [],
    ...overrides,
  };
}

export function buildTicketCounts(overrides: Partial<TicketCounts> = {}): TicketCounts {
  const abertos = overrides.abertos ?? 18;
  const fechados = overrides.fechados ?? 42;
  return { abertos, fechados, todos: abertos + fechados, ...overrides };
}

export function buildAppointment(overrides: Partial<Appointment> = {}): Appointment {
  const id = overrides.id ?? 1;
  const random = entityRandom('appointment', id);
  const ticketId = random.int(1, 50);
  const lead = buildLead({ id: random.int(1, 60) });
  const status: TicketStatus = 1;
  const user = agent(random.int(1, 5));
  // Spread over yesterday (late), today and the next days, on business hours.
  const minutesAgo = random.int(-3, 1) * 1440 + random.int(-180, 180);
  return {
    id,
    ticket_id: ticketId,
    data_agendamento: isoMinutesAgo(minutesAgo),
    atrasado: minutesAgo > 0,
    concluido_em: null,
    lead: { id: lead.id, nome: lead.nome, email: lead.email },
    produto: productRef(1 + (ticketId % 6)),
    responsavel: user,
    atendimento: { id: id * 10, follow_up: 'Retornar para fechar o parcelamento em 12x.', atendente_id: user.id },
    ticket: { id: ticketId, status },
    ...overrides,
  };
}

export function buildCallRecord(overrides: Partial<CallRecord> = {}): CallRecord {
  const id = overrides.id ?? 1;
  const random = entityRandom('call', id);
  const ticketId = random.int(1, 50);
  const leadId = random.int(1, 60);
  const chamadaId = `${random.digits(8)}`;
  const startedMinutesAgo = random.int(5, 600);
  const seconds = 192;
  return {
    id,
    ticket_id: ticketId,
    lead_id: leadId,
    chamada_id: chamadaId,
    atendente: agent(1 + (id % 5)),
    status: 'encerrada',
    created_at: isoMinutesAgo(startedMinutesAgo),
    encerrada_em: isoMinutesAgo(startedMinutesAgo - seconds / 60),
    duracao_segundos: seconds,
    ...overrides,
  };
}

/** A call as the history popup loads it; `relatorio` filled as a connected provider would report it. */
export function buildCallDetail(overrides: Partial<CallDetail> = {}): CallDetail {
  return {
    ...buildCallRecord({ id: overrides.id ?? 1 }),
    relatorio: {
      origem: { tipo: 'ramal', numero: '4001', preco: 0, status: 'atendida' },
      destino: { tipo: 'movel', numero: '11987654321', preco: 0.42, status: 'atendida', duracao: '00:03:12' },
      data_criacao: isoMinutesAgo(90),
      status_geral: 'finalizada',
      url_gravacao: null,
    },
    ...overrides,
  };
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'pt-BR');

/** `GET /selects/produtos`: the active products as options, by name (as the server orders them). */
export function buildProductOptions(): ProdutoOption[] {
  return PRODUCTS.map(({ id, nome, cor }) => ({ id, label: nome, cor })).sort(byLabel);
}

/** `GET /selects/usuarios`: the company's active members, by name. */
export function buildUserOptions(): UsuarioOption[] {
  return AGENTS.map(({ id, name, avatar }) => ({ id, label: name, avatar })).sort(byLabel);
}

/** `GET /selects/responsaveis`: who may have created a ticket — the members and the active sales links. */
export function buildResponsaveis(overrides: Partial<Responsaveis> = {}): Responsaveis {
  return {
    usuarios: buildUserOptions(),
    links: [
      { id: 1, label: 'Link da bio' },
      { id: 2, label: 'Oferta de aniversário' },
    ],
    ...overrides,
  };
}
