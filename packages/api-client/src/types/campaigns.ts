import type { TicketStatus } from './tickets';
import type { CampaignKind, IsoDateTime, LeadRef, Money, NamedRef, ProductRef, StatusFlag } from './common';
import type { DateRangeParams, ListParams } from './wire';

/** Fields every campaign type has. */
export interface CampaignBase {
  id: number;
  nome: string;
  tipo: CampaignKind;
  status: StatusFlag;
  produto_id: number;
  produto: ProductRef;
  /** Public token of the lead-facing form. */
  token: string;
  /** true hides the embed code (the form is integrated another way). */
  infusion: boolean;
  /** The plans this campaign sits in. */
  planos: Array<{ plano_id: number; plano: NamedRef }>;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

/** What `GET /campanhas` lists and plan cards show. */
export type CampaignSummary = CampaignBase;

/** Abandoned cart (checkout) recovery: e-mail and SMS steps. */
export interface CartCampaign extends CampaignBase {
  tipo: 'carrinho';
  /** The platform's checkout / thank-you URL. */
  checkout: string | null;
  /** Only one cart campaign receives the abandoned-cart webhook. */
  webhook_handle: boolean;
}

export interface CartCampaignMetrics {
  value_recovered: Money;
  total_contacts: number;
  total_contacts_inactive: number;
  total_recovered: number;
  contacts_count: number;
  send_history: number;
  total_schedules: number;
}

/** Unpaid payment slip recovery; only one active per product. */
export interface BoletoCampaign extends CampaignBase {
  tipo: 'boleto';
  totalAgendados: number;
  historico_count: number;
  contatos_count: number;
  contatos_inativos_count: number;
  contatos_todos_count: number;
  transacaos_count: number;
  valor_recuperado: Money;
}

export const CANCELLED_PURCHASE_TYPES = ['canceled', 'expired'] as const;
export type CancelledPurchaseType = (typeof CANCELLED_PURCHASE_TYPES)[number];

/** Cancelled / expired sales become tickets; only one active per product. */
export interface CancelledCampaign extends CampaignBase {
  tipo: 'cancelado';
  origem_id: number;
  responsavel_id: number;
  tipo_duvida_id: number | null;
  tipo_duvida: NamedRef | null;
  tipos: CancelledPurchaseType[];
  /** Reopen the lead's closed ticket instead of creating a new one. */
  reabertura: boolean;
  contatos_pendentes_count: number;
  contatos_fechados_count: number;
  valor_recuperado: Money;
  tickets_vendidos: number;
}

/** A self-scheduling form: each submission becomes a ticket with an appointment. */
export interface SchedulingCampaign extends CampaignBase {
  tipo: 'agendamento';
  descricao: string;
  /** Thank-you page URL. */
  obrigado: string | null;
  origem_id: number | null;
  origem: NamedRef | null;
  tipo_duvida_id: number | null;
  tipo_duvida: NamedRef | null;
  contatos_pendentes_count: number;
  contatos_fechados_count: number;
  valor_recuperado: Money;
  tickets_vendidos: number;
}

/** A WhatsApp contact form: submissions land in the WhatsApp list. */
export interface WhatsappCampaign extends CampaignBase {
  tipo: 'whatsapp';
  /** The sender's WhatsApp number. */
  ddi: string | null;
  telefone: string | null;
  /** The message (≤ 130 chars) the lead sends to ask for contact. */
  mensagem: string | null;
}

export interface WhatsappCampaignMetrics {
  contatos_respondidos_count: number;
  contatos_pendentes_count: number;
  tickets_vendidos: number;
  valor_recuperado: Money;
}

export type Campaign = CartCampaign | BoletoCampaign | CancelledCampaign | SchedulingCampaign | WhatsappCampaign;
export type CampaignOf<K extends CampaignKind> = Extract<Campaign, { tipo: K }>;

export interface CampaignListParams extends ListParams {
  tipo?: CampaignKind;
  produto_id?: number;
  status?: StatusFlag;
}

export const TIME_UNITS = ['minutos', 'horas', 'dias'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
export const TIME_UNIT_MINUTES: Record<TimeUnit, number> = { minutos: 1, horas: 60, dias: 1440 };
/** The steps of one campaign may not add up to more than 31 days. */
export const MAX_CAMPAIGN_PERIOD_MINUTES = 44_640;

/** The delay of a step: from the lead's entry (first step) or from the previous send (the others). */
export interface StepTiming {
  unidade_tempo: number;
  unidade_medida: TimeUnit;
  /** Minutes = unidade_tempo × 1 | 60 | 1440. */
  periodo: number;
}

/** WhatsApp button of a step (`[LINK_ACAO_WHATSAPPLIST]`): target number and pre-filled message. */
export interface StepWhatsappAction {
  ddi: string | null;
  telefone: string | null;
  whatsapp: string | null;
}

/** The two kinds of campaign that send steps. */
export type StepCampaignKind = 'carrinho' | 'boleto';

export interface EmailStep extends StepTiming, StepWhatsappAction {
  id: number;
  campanha_id: number;
  /** Order within the campaign, from 1. */
  posicao: number;
  status: StatusFlag;
  /** Sender name. */
  titulo: string;
  /** Reply-to address. */
  responder: string;
  assunto: string;
  /** HTML: sanitise before rendering. */
  corpo: string;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export interface SmsStep extends StepTiming, StepWhatsappAction {
  id: number;
  campanha_id: number;
  posicao: number;
  status: StatusFlag;
  /** ≤ 160 characters. */
  corpo: string;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export type SendChannel = 'email' | 'sms';

export interface DeliveryEvent {
  /** `processed`, `delivered`, `open`, `click`, `bounce`, `dropped`, ... */
  evento: string;
  resposta: 'success' | 'error';
  reason: string | null;
  created_at: IsoDateTime;
}

export interface ContactRef {
  id: number;
  nome: string;
  email: string;
}

/** One send of a step to a contact. */
export interface SendHistoryEntry {
  id: number;
  uuid: string;
  canal: SendChannel;
  contato: ContactRef;
  campanha: NamedRef;
  email: { id: number; assunto: string } | null;
  /** `respondido`: the lead answered the SMS. */
  sms: { id: number; corpo: string; respondido: boolean } | null;
  eventos_entrega: DeliveryEvent[];
  eventos_acao: DeliveryEvent[];
  created_at: IsoDateTime;
}

export interface SendHistoryParams extends ListParams, DateRangeParams {
  campanha_id: number;
  canal?: SendChannel;
  /** Delivery event filter. */
  status?: string;
  email_id?: number;
}

/** A send waiting in the queue. */
export interface ScheduledSend {
  id: number;
  canal: SendChannel;
  contato: ContactRef;
  step_id: number;
  available_at: IsoDateTime;
  attempts: number;
  created_at: IsoDateTime;
}

export interface ScheduledSendParams extends ListParams, DateRangeParams {
  canal?: SendChannel;
}

/** A lead inside a cart / boleto / WhatsApp campaign. */
export interface CampaignContact {
  id: number;
  nome: string;
  email: string;
  ddi: string;
  telefone: string;
  lead_id: number;
  campanha: NamedRef;
  /** Entered the campaign. */
  created_at: IsoDateTime;
  /** Left it (bought, unsubscribed, finished the steps); null while active. */
  deleted_at: IsoDateTime | null;
}

export interface WhatsappCampaignContact extends CampaignContact {
  respondido: boolean;
  whatsapplist_id: number;
}

/** For scheduling and cancelled-sale campaigns the contacts are the tickets they created. */
export interface TicketContact {
  id: number;
  status: TicketStatus;
  lead_id: number;
  lead: LeadRef;
  produto: ProductRef;
  created_at: IsoDateTime;
}

export type ContactSituation = 'ativos' | 'inativos' | 'todos';
export type TicketContactSituation = 'pendentes' | 'fechados' | 'todos';
export type WhatsappContactSituation = 'respondidos' | 'pendentes' | 'todos';

export interface ContactListParams<S extends string> extends ListParams, DateRangeParams {
  campanha_id: number;
  situacao?: S;
}

/** `POST /campanha_boletos_ativar` and `/campanha_cancelados_ativar`: activating one deactivates the product's other. */
export interface CampaignActivation {
  ativada: CampaignSummary;
  desativadas: number[];
}
