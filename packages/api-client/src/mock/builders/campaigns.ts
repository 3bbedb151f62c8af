import type {
  BoletoCampaign,
  Campaign,
  CampaignBase,
  CampaignContact,
  CampaignKind,
  CampaignOf,
  CancelledCampaign,
  CartCampaign,
  CartCampaignMetrics,
  EmailStep,
  Plan,
  ScheduledSend,
  SchedulingCampaign,
  SendHistoryEntry,
  SmsStep,
  TicketContact,
  WhatsappCampaign,
  WhatsappCampaignContact,
  WhatsappCampaignMetrics,
} from '../../types';
import { emailFor, isoDaysAgo, isoMinutesAgo, mobile, personName, productRef, uuidFrom } from '../data';
import { entityRandom } from '../random';
import { buildLead } from './leads';

const KIND_NAMES: Record<CampaignKind, string> = {
  carrinho: 'Recuperação de carrinho',
  boleto: 'Recuperação de boletos',
  whatsapp: 'Contato por WhatsApp',
  agendamento: 'Agendamento de ligação',
  cancelado: 'Vendas canceladas',
};

function base<K extends CampaignKind>(kind: K, id: number): CampaignBase & { tipo: K } {
  const random = entityRandom(`campaign-${kind}`, id);
  const produto = productRef(random.int(1, 6));
  const created = isoDaysAgo(random.int(10, 200), random);
  return {
    id,
    nome: `${KIND_NAMES[kind]} — ${produto.nome}`,
    tipo: kind,
    status: 1,
    produto_id: produto.id,
    produto,
    token: uuidFrom(random),
    infusion: false,
    planos: [{ plano_id: 1, plano: { id: 1, nome: 'Plano principal' } }],
    created_at: created,
    updated_at: created,
  };
}

export function buildCartCampaign(overrides: Partial<CartCampaign> = {}): CartCampaign {
  const id = overrides.id ?? 1;
  return { ...base('carrinho', id), checkout: 'https://pay.hotmart.com/A12345678B', webhook_handle: id === 1, ...overrides };
}

export function buildBoletoCampaign(overrides: Partial<BoletoCampaign> = {}): BoletoCampaign {
  const id = overrides.id ?? 1;
  const random = entityRandom('campaign-boleto-metrics', id);
  const ativos = random.int(5, 80);
  const inativos = random.int(0, 40);
  return {
    ...base('boleto', id),
    totalAgendados: random.int(0, 30),
    historico_count: random.int(10, 400),
    contatos_count: ativos,
    contatos_inativos_count: inativos,
    contatos_todos_count: ativos + inativos,
    transacaos_count: random.int(0, 15),
    valor_recuperado: random.money(0, 9000),
    ...overrides,
  };
}

export function buildCancelledCampaign(overrides: Partial<CancelledCampaign> = {}): CancelledCampaign {
  const id = overrides.id ?? 1;
  const random = entityRandom('campaign-cancelado-metrics', id);
  return {
    ...base('cancelado', id),
    origem_id: 1,
    responsavel_id: 1,
    tipo_duvida_id: 1,
    tipo_duvida: { id: 1, nome: 'Forma de pagamento' },
    tipos: ['canceled', 'expired'],
    reabertura: false,
    contatos_pendentes_count: random.int(0, 30),
    contatos_fechados_count: random.int(0, 60),
    valor_recuperado: random.money(0, 6000),
    tickets_vendidos: random.int(0, 12),
    ...overrides,
  };
}

export function buildSchedulingCampaign(overrides: Partial<SchedulingCampaign> = {}): SchedulingCampaign {
  const id = overrides.id ?? 1;
  const random = entityRandom('campaign-agendamento-metrics', id);
  return {
    ...base('agendamento', id),
    descricao: 'Escolha o melhor horário para conversarmos sobre o curso.',
    obrigado: 'https://lojaaurora.com.br/obrigado',
    origem_id: 2,
    origem: { id: 2, nome: 'Instagram' },
    tipo_duvida_id: 2,
    tipo_duvida: { id: 2, nome: 'Conteúdo do curso' },
    contatos_pendentes_count: random.int(0, 30),
    contatos_fechados_count: random.int(0, 60),
    valor_recuperado: random.money(0, 6000),
    tickets_vendidos: random.int(0, 12),
    ...overrides,
  };
}

export function buildWhatsappCampaign(overrides: Partial<WhatsappCampaign> = {}): WhatsappCampaign {
  const id = overrides.id ?? 1;
  return {
    ...base('whatsapp', id),
    ddi: '55',
    telefone: '11987654321',
    mensagem: 'Olá! Quero saber mais sobre o [PRODUTO].',
    ...overrides,
  };
}

const BUILDERS: { [K in CampaignKind]: (overrides: { id: number }) => CampaignOf<K> } = {
  carrinho: buildCartCampaign,
  boleto: buildBoletoCampaign,
  whatsapp: buildWhatsappCampaign,
  agendamento: buildSchedulingCampaign,
  cancelado: buildCancelledCampaign,
};

/** A campaign of the given type. */
export function buildCampaign<K extends CampaignKind>(kind: K, id = 1): CampaignOf<K> {
  return BUILDERS[kind]({ id });
}

/** One campaign of each type, ids 1..5: what a plan screen shows. */
export function buildCampaignSet(): Campaign[] {
  return (['carrinho', 'boleto', 'whatsapp', 'agendamento', 'cancelado'] as const).map((kind, index) => buildCampaign(kind, index + 1));
}

export function buildPlan(overrides: Partial<Plan> = {}): Plan {
  const id = overrides.id ?? 1;
  const random = entityRandom('plan', id);
  const created = isoDaysAgo(random.int(30, 300), random);
  return {
    id,
    nome: id === 1 ? 'Plano principal' : `Plano de recuperação ${id}`,
    status: 1,
    campanhas: buildCampaignSet().map((campanha, index) => ({ id: id * 10 + index + 1, plano_id: id, campanha })),
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

export function buildCartCampaignMetrics(overrides: Partial<CartCampaignMetrics> = {}): CartCampaignMetrics {
  return {
    value_recovered: 12_480.5,
    total_contacts: 320,
    total_contacts_inactive: 85,
    total_recovered: 26,
    contacts_count: 235,
    send_history: 1480,
    total_schedules: 64,
    ...overrides,
  };
}

export function buildWhatsappCampaignMetrics(overrides: Partial<WhatsappCampaignMetrics> = {}): WhatsappCampaignMetrics {
  return { contatos_respondidos_count: 48, contatos_pendentes_count: 12, tickets_vendidos: 9, valor_recuperado: 4_473, ...overrides };
}

export function buildEmailStep(overrides: Partial<EmailStep> = {}): EmailStep {
  const id = overrides.id ?? 1;
  const posicao = overrides.posicao ?? id;
  const [unidade_tempo, unidade_medida] = (
    [
      [30, 'minutos'],
      [2, 'horas'],
      [1, 'dias'],
      [3, 'dias'],
    ] as const
  )[(posicao - 1) % 4] ?? [1, 'dias'];
  const factor = unidade_medida === 'minutos' ? 1 : unidade_medida === 'horas' ? 60 : 1440;
  return {
    id,
    campanha_id: 1,
    posicao,
    status: 1,
    unidade_tempo,
    unidade_medida,
    periodo: unidade_tempo * factor,
    titulo: 'Loja Aurora',
    responder: 'contato@lojaaurora.com.br',
    assunto: posicao === 1 ? 'Você esqueceu algo no carrinho, [NOME_LEAD]!' : `Última chance: ${posicao}º lembrete do [NOME_PRODUTO]`,
    corpo: '<p>Olá [NOME_LEAD], seu [NOME_PRODUTO] ainda está esperando por você.</p>',
    ddi: null,
    telefone: null,
    whatsapp: null,
    created_at: isoDaysAgo(40),
    updated_at: isoDaysAgo(10),
    ...overrides,
  };
}

export function buildSmsStep(overrides: Partial<SmsStep> = {}): SmsStep {
  const id = overrides.id ?? 1;
  const posicao = overrides.posicao ?? id;
  return {
    id,
    campanha_id: 1,
    posicao,
    status: 1,
    unidade_tempo: posicao,
    unidade_medida: 'horas',
    periodo: posicao * 60,
    corpo: 'Oi [NOME_LEAD]! Seu pedido está reservado. Conclua aqui: [LINK_CHECKT_CART_abc123]',
    ddi: null,
    telefone: null,
    whatsapp: null,
    created_at: isoDaysAgo(40),
    updated_at: isoDaysAgo(10),
    ...overrides,
  };
}

export function buildSendHistoryEntry(overrides: Partial<SendHistoryEntry> = {}): SendHistoryEntry {
  const id = overrides.id ?? 1;
  const random = entityRandom('send-history', id);
  const nome = personName(random);
  const sent = isoMinutesAgo(random.int(10, 20_000));
  return {
    id,
    uuid: uuidFrom(random),
    canal: 'email',
    contato: { id: random.int(1, 300), nome, email: emailFor(nome, random) },
    campanha: { id: 1, nome: 'Recuperação de carrinho — Método Reconquista' },
    email: { id: 1, assunto: 'Você esqueceu algo no carrinho!' },
    sms: null,
    eventos_entrega: [{ evento: random.pick(['delivered', 'open', 'bounce']), resposta: 'success', reason: null, created_at: sent }],
    eventos_acao: [],
    created_at: sent,
    ...overrides,
  };
}

export function buildScheduledSend(overrides: Partial<ScheduledSend> = {}): ScheduledSend {
  const id = overrides.id ?? 1;
  const random = entityRandom('scheduled-send', id);
  const nome = personName(random);
  return {
    id,
    canal: random.bool(0.7) ? 'email' : 'sms',
    contato: { id: random.int(1, 300), nome, email: emailFor(nome, random) },
    step_id: random.int(1, 4),
    available_at: isoMinutesAgo(-random.int(5, 2000)),
    attempts: 0,
    created_at: isoMinutesAgo(random.int(5, 500)),
    ...overrides,
  };
}

export function buildCampaignContact(overrides: Partial<CampaignContact> = {}): CampaignContact {
  const id = overrides.id ?? 1;
  const random = entityRandom('campaign-contact', id);
  const nome = personName(random);
  const phone = mobile(random);
  return {
    id,
    nome,
    email: emailFor(nome, random),
    ddi: phone.ddi,
    telefone: `${phone.ddd}${phone.telefone}`,
    lead_id: random.int(1, 60),
    campanha: { id: 1, nome: 'Recuperação de carrinho — Método Reconquista' },
    created_at: isoDaysAgo(random.int(1, 30), random),
    deleted_at: id % 4 === 0 ? isoDaysAgo(1) : null,
    ...overrides,
  };
}

export function buildWhatsappCampaignContact(overrides: Partial<WhatsappCampaignContact> = {}): WhatsappCampaignContact {
  const contact = buildCampaignContact(overrides);
  return { ...contact, respondido: contact.id % 3 !== 0, whatsapplist_id: contact.id, ...overrides };
}

export function buildTicketContact(overrides: Partial<TicketContact> = {}): TicketContact {
  const id = overrides.id ?? 1;
  const random = entityRandom('ticket-contact', id);
  const lead = buildLead({ id: random.int(1, 60) });
  return {
    id,
    status: ([0, 1, 2, 3] as const)[id % 4] ?? 0,
    lead_id: lead.id,
    lead: { id: lead.id, nome: lead.nome, email: lead.email },
    produto: productRef(random.int(1, 6)),
    created_at: isoDaysAgo(random.int(1, 30), random),
    ...overrides,
  };
}
