/**
 * Recovery plans, their five kinds of campaign, the e-mail and SMS steps of the cart and boleto campaigns, and what
 * the recovery engine did with them (sends, their events, enrolled contacts, metrics). Wire names are Portuguese;
 * `status` is 0/1 as on every other resource.
 */
import type { CampaignKind, IsoDateTime, NamedRef, ProductRef } from './common';
import type { ActiveStatus } from './settings';
import type { TicketStatus } from './tickets';
import type { ListParams } from './wire';

/** A campaign as its plan lists it: enough to draw its card and to warn before switching it off. */
export interface PlanoCampanha {
  id: number;
  tipo: CampaignKind;
  nome: string;
  status: ActiveStatus;
  produto: NamedRef;
  /** Sends waiting to go out: switching the campaign (or its plan) off cancels them. */
  agendados_count: number;
}

export interface Plano {
  id: number;
  nome: string;
  status: ActiveStatus;
  campanhas: PlanoCampanha[];
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export const PLANO_SORTS = ['nome', 'status', 'created_at', 'id'] as const;

// ---------------------------------------------------------------------------------------------------------
// Campaigns

export const TICKET_POLICIES = ['nunca', 'na_entrada', 'sem_compra_no_fim'] as const;
/** When a campaign also hands the contact to the agents as a ticket. */
export type TicketPolicy = (typeof TICKET_POLICIES)[number];

/** The platform statuses a cancelled-sales campaign opens tickets for. */
export const CANCELADO_TIPOS = ['canceled', 'expired'] as const;
export type CanceladoTipo = (typeof CANCELADO_TIPOS)[number];

/** Week days of the booking page: 0 Sunday … 6 Saturday. */
export type DiaSemana = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Cart: where the lead pays (the embedded form sends there) and an optional window of the day for sends. */
export interface CarrinhoConfig {
  checkout_url: string | null;
  /** `HH:MM` in the company's zone; both null: any time (outside the company's quiet hours). */
  janela_inicio: string | null;
  janela_fim: string | null;
}

export interface BoletoConfig {
  janela_inicio: string | null;
  janela_fim: string | null;
}

/** Cancelled or expired sales become tickets of this doubt type; `reabertura` reopens a closed ticket of the lead. */
export interface CanceladoConfig {
  tipo_duvida_id: number | null;
  tipos: CanceladoTipo[];
  reabertura: boolean;
}

/** The public booking page: which days and hours offer slots, how long one is, and the agents' phone. */
export interface AgendamentoConfig {
  descricao: string | null;
  obrigado_url: string | null;
  origem_id: number | null;
  tipo_duvida_id: number | null;
  dias_semana: DiaSemana[];
  /** `HH:MM`, in the company's zone. */
  hora_inicio: string;
  hora_fim: string;
  duracao_minutos: number;
  ddd: string | null;
  telefone: string | null;
  /** The member who receives the bookings; null: the tickets are nobody's until an agent takes them. */
  atendente_id: number | null;
}

/** The number the lead writes to and the message it sends (≤ 130 characters, may hold variables). */
export interface WhatsappConfig {
  ddi: string | null;
  telefone: string | null;
  mensagem: string | null;
}

export interface CampanhaConfigs {
  carrinho: CarrinhoConfig;
  boleto: BoletoConfig;
  cancelado: CanceladoConfig;
  agendamento: AgendamentoConfig;
  whatsapp: WhatsappConfig;
}

/** A campaign of one kind, with that kind's settings. */
export interface Campanha<K extends CampaignKind = CampaignKind> {
  id: number;
  tipo: K;
  nome: string;
  status: ActiveStatus;
  plano: NamedRef;
  produto: ProductRef;
  ticket_policy: TicketPolicy;
  /** Names the campaign in its public addresses (embedded form, booking page). */
  token: string;
  config: CampanhaConfigs[K];
  agendados_count: number;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export type CampanhaCarrinho = Campanha<'carrinho'>;
export type CampanhaBoleto = Campanha<'boleto'>;
export type CampanhaCancelado = Campanha<'cancelado'>;
export type CampanhaAgendamento = Campanha<'agendamento'>;
export type CampanhaWhatsapp = Campanha<'whatsapp'>;

/** The route family of each kind (`/campanha_carrinhos/{id}`, ...). */
export const CAMPANHA_ROUTES = {
  carrinho: 'campanha_carrinhos',
  boleto: 'campanha_boletos',
  cancelado: 'campanha_cancelados',
  agendamento: 'campanha_agendamentos',
  whatsapp: 'campanha_whatsapps',
} as const satisfies Record<CampaignKind, string>;

/** Kinds with e-mail and SMS sequences (and so history, scheduled sends and per-step metrics). */
export const SEQUENCE_KINDS = ['carrinho', 'boleto'] as const;
export type SequenceKind = (typeof SEQUENCE_KINDS)[number];
/** Each kind's contact list (the cart and boleto ones named as their other lists, the others as their campaigns). */
export const CONTATOS_ROUTES = {
  carrinho: 'campanha_carrinho_contatos',
  boleto: 'campanha_boleto_contatos',
  cancelado: 'campanha_cancelados_contatos',
  agendamento: 'campanha_agendamentos_contatos',
  whatsapp: 'campanha_whatsapps_contatos',
} as const satisfies Record<CampaignKind, string>;

/** Kinds with a metrics endpoint. */
export const METRICS_KINDS = ['carrinho', 'boleto', 'whatsapp'] as const;
export type MetricsKind = (typeof METRICS_KINDS)[number];

export interface CampanhaPassoMetrics {
  passo_id: number;
  canal: Canal;
  posicao: number;
  enviados: number;
  aberturas: number;
  cliques: number;
  recuperadas: number;
}

/** A campaign's numbers, all counted by the database. */
export interface CampanhaMetrics {
  /** Sends waiting to go out. */
  total_schedules: number;
  /** Sends that went out. */
  send_history: number;
  /** Contacts still in the campaign. */
  contacts_count: number;
  /** Contacts that left it (bought, finished, opted out, interrupted). */
  total_contacts_inactive: number;
  total_contacts: number;
  total_recovered: number;
  /** Reais, two decimals (`"1234.50"`): summed as numeric, never as a float. */
  value_recovered: string;
  passos: CampanhaPassoMetrics[];
  /** WhatsApp campaigns only: contacts an agent wrote to, and those nobody wrote to yet. */
  contacts_answered?: number;
  contacts_pending?: number;
}

// ---------------------------------------------------------------------------------------------------------
// Steps

export const CANAIS = ['email', 'sms'] as const;
export type Canal = (typeof CANAIS)[number];
export const UNIDADES_MEDIDA = ['minutos', 'horas', 'dias'] as const;
export type UnidadeMedida = (typeof UNIDADES_MEDIDA)[number];
/** Minutes in one unit of each measure: `periodo = unidade_tempo × factor`. */
export const MINUTOS_POR_UNIDADE: Record<UnidadeMedida, number> = { minutos: 1, horas: 60, dias: 1440 };
/** A channel's active steps together wait at most 31 days. */
export const MAX_SEQUENCIA_MINUTOS = 44_640;

/** One message of a campaign's e-mail or SMS sequence. */
export interface CampanhaPasso {
  id: number;
  campanha_id: number;
  canal: Canal;
  /** From 1, within the campaign's steps of this channel. */
  posicao: number;
  status: ActiveStatus;
  unidade_tempo: number;
  unidade_medida: UnidadeMedida;
  /** The delay in minutes, after the contact entered (first step) or the previous step of the channel. */
  periodo: number;
  /** E-mail only (null on SMS): sender name, reply-to address, subject. */
  titulo: string | null;
  responder: string | null;
  assunto: string | null;
  /** E-mail: sanitised HTML; SMS: plain text. */
  corpo: string;
  /**
   * Where `[LINK_ACAO_WHATSAPPLIST]` leads: the company's WhatsApp that receives the lead's message (country code
   * and the number with its area code, digits) and the message the lead finds typed in (it may name the lead's and
   * the product's variables). All three null when the step sets none.
   */
  ddi: string | null;
  telefone: string | null;
  whatsapp: string | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export interface CampanhaPassoParams {
  campanha_id: number;
}

// ---------------------------------------------------------------------------------------------------------
// What the engine did: sends, their events, contacts

export const ENVIO_SITUACOES = ['agendado', 'enviando', 'enviado', 'cancelado', 'falhou'] as const;
export type EnvioSituacao = (typeof ENVIO_SITUACOES)[number];
export const ENVIO_EVENTOS = ['entregue', 'aberto', 'clicou', 'bounce', 'descadastrou', 'respondeu'] as const;
export type EnvioEventoTipo = (typeof ENVIO_EVENTOS)[number];

export interface EnvioLead {
  id: number;
  nome: string;
  email: string;
}

/** One send: in the history (went out, failed or cancelled) or scheduled. */
export interface CampanhaEnvio {
  id: number;
  canal: Canal;
  situacao: EnvioSituacao;
  /** The address or phone it went (or goes) to; null while scheduled. */
  destino: string | null;
  /** E-mail: the subject; SMS: the step's text. */
  assunto: string | null;
  passo: { id: number; posicao: number } | null;
  lead: EnvioLead;
  previsto_para: IsoDateTime;
  enviado_em: IsoDateTime | null;
  tentativas: number;
  /** Why it failed or was cancelled. */
  motivo: string | null;
  /** What happened last (opened, clicked, ...), if anything. */
  ultimo_evento: EnvioEventoTipo | null;
  created_at: IsoDateTime;
}

export interface EnvioEvento {
  id: number;
  evento: EnvioEventoTipo;
  /** The clicked address, or the provider's detail (a bounce's reason). */
  detalhe: string | null;
  ocorrido_em: IsoDateTime;
}

/** One send in full: the message as it went out and what happened to it. */
export interface CampanhaEnvioDetalhe extends CampanhaEnvio {
  corpo: string | null;
  eventos: EnvioEvento[];
}

/** A campaign e-mail as a lead would receive it: subject, the HTML and its plain-text alternative, and whose data filled it. */
export interface EmailPreview {
  assunto: string;
  html: string;
  texto: string;
  /** The contact whose data filled the variables; null for the sample made of the person asking. */
  contato_id: number | null;
  lead: { nome: string; email: string };
}

/** Where a test e-mail went. */
export interface EmailTestResult {
  para: string;
}

export const CONTATO_SITUACOES = ['ativo', 'recuperado', 'concluido', 'descadastrado', 'interrompido'] as const;
export type ContatoSituacao = (typeof CONTATO_SITUACOES)[number];
/**
 * The contact lists' filters: `ativos` / `inativos` (still in the campaign or gone; for the cancelled-purchases
 * campaign, whose contacts are tickets, the ticket open or closed), and for the WhatsApp campaign `respondidos` /
 * `pendentes` (an agent wrote to the contact, or nobody did yet).
 */
export const CONTATO_FILTROS = ['ativos', 'inativos', 'todos', 'respondidos', 'pendentes'] as const;
export type ContatoFiltro = (typeof CONTATO_FILTROS)[number];

/** A lead enrolled in a campaign. */
export interface CampanhaContato {
  id: number;
  situacao: ContatoSituacao;
  lead: { id: number; nome: string; email: string; ddi: string; ddd: string; telefone: string };
  /** The campaign's product (what the lead's ticket is about). */
  produto: NamedRef;
  /** The ticket the campaign (or an agent, from the contact) opened for it, with its status. */
  ticket: { id: number; status: TicketStatus } | null;
  /** When an agent last wrote to it on WhatsApp (WhatsApp campaigns). */
  respondido_em: IsoDateTime | null;
  /** Scheduling campaigns: the slot the contact booked last (null for the other kinds). */
  agendado_para: IsoDateTime | null;
  entrou_em: IsoDateTime;
  saiu_em: IsoDateTime | null;
}

export const HISTORICO_SORTS = ['enviado_em', 'previsto_para', 'id'] as const;
export const AGENDADO_SORTS = ['previsto_para', 'id'] as const;
export const CONTATO_SORTS = ['entrou_em', 'saiu_em', 'id'] as const;

/** `GET /campanha_carrinho_historicos`: one campaign's sends that are not waiting any more. */
export interface HistoricoParams extends ListParams {
  campanha_id: number;
  dt_inicio?: string;
  dt_fim?: string;
  situacao?: Exclude<EnvioSituacao, 'agendado'>;
  canal?: Canal;
  passo_id?: number;
}

/** `GET /campanha_carrinho_rastreio/{campanha_id}`: its scheduled sends, soonest first. */
export interface AgendadoParams extends ListParams {
  dt_inicio?: string;
  dt_fim?: string;
  canal?: Canal;
}

/** `GET /campanha_carrinho_contatos`: who is (or was) in the campaign, by when they entered. */
export interface ContatoParams extends ListParams {
  campanha_id: number;
  filtro?: ContatoFiltro;
  dt_inicio?: string;
  dt_fim?: string;
}

// ---------------------------------------------------------------------------------------------------------
// Message variables of the campaigns' e-mails and SMS

/**
 * What a campaign message may name, each filled by the engine when it sends. `longest` is the longest value it can
 * take: the SMS counter counts a variable at that length, so a message that fits for one lead fits for every lead.
 * A sales link is `[LINK_<identidade>]` (any of the product's links), filled with a tracked address.
 */
export const CAMPAIGN_MESSAGE_VARIABLES = [
  { variable: '[NOME_LEAD]', label: 'Nome do lead', longest: 120 },
  { variable: '[EMAIL_LEAD]', label: 'E-mail do lead', longest: 254 },
  { variable: '[TELEFONE_LEAD]', label: 'Telefone do lead', longest: 20 },
  { variable: '[NOME_PRODUTO]', label: 'Nome do produto', longest: 120 },
  { variable: '[LINK_AGENDAMENTO_LEADS]', label: 'Link de agendamento', longest: 100 },
  { variable: '[LINK_ACAO_WHATSAPPLIST]', label: 'Mensagem no WhatsApp', longest: 100 },
] as const;
export type CampaignMessageVariable = (typeof CAMPAIGN_MESSAGE_VARIABLES)[number]['variable'];
/** The "Mensagem no WhatsApp" button: a chat with the step's WhatsApp (`ddi`, `telefone`), its message (`whatsapp`) typed in. */
export const WHATSAPP_LINK_VARIABLE = '[LINK_ACAO_WHATSAPPLIST]' satisfies CampaignMessageVariable;
/** The longest pre-filled message of that button: a few lines the lead reads before sending. */
export const WHATSAPP_LINK_MESSAGE_MAX = 300;
/** A sales link in a campaign message, as long as the engine's tracked addresses can be. */
export const LINK_VARIABLE_LONGEST = 100;
/** `[LINK_<identidade>]`: the identity as the links' settings allow it. */
export const LINK_VARIABLE = /\[LINK_[A-Z0-9]+\]/g;

/** A company's sending rules, read by the engine at every send. */
export interface RecoveryRules {
  /** At most this many messages per lead per day, across campaigns. */
  max_mensagens_dia: number;
  /** Quiet hours ('HH:MM', in `fuso`): a step due inside them waits for their end; equal times mean none. */
  silencio_inicio: string;
  silencio_fim: string;
  /** A purchase within this many days of a step or a ticket is credited to it. */
  janela_atribuicao_dias: number;
  /** Demonstration: every step's delay counts in seconds instead of minutes. */
  atraso_demonstracao: boolean;
  /** The company's time zone, in which the quiet hours are kept. */
  fuso: string;
}
