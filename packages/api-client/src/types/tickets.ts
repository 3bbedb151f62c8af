import type { Automation, GiftRequest } from './gifts';
import type { Lead, Transaction } from './leads';
import type { Actor, IsoDateTime, LeadRef, Money, NamedRef, ProductRef, UserRef } from './common';
import type { DateRangeParams, ListParams } from './wire';

export const TICKET_STATUS = { aberto: 0, pendente: 1, fechado: 2, reaberto: 3 } as const;
/** 0 aberto, 1 pendente (waiting for a follow-up), 2 fechado, 3 reaberto. */
export type TicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];

/**
 * How an attendance ended: won, waiting (a new appointment) or lost. The same words as the finalisation
 * statuses' `tipo` (settings), which the chosen status must match.
 */
export const ATTENDANCE_OUTCOMES = ['ganhou', 'aguardando', 'perdeu'] as const;
export type AttendanceOutcome = (typeof ATTENDANCE_OUTCOMES)[number];

export interface TicketProduct extends ProductRef {
  preco: Money;
  /** Products the agent may offer as an upsell when the sale is won. */
  upsellers: ProductRef[];
}

/** One entry of a ticket's or lead's history (activity log). */
export interface Activity {
  id: number;
  description: string;
  /** Who did it; null for the system. */
  causer: Actor | null;
  properties: ActivityProperties;
  created_at: IsoDateTime;
}

export interface ActivityProperties {
  /** A message sent from the ticket. */
  tipo?: 'whatsapp' | 'email';
  /** The message text (HTML for e-mails: sanitise before rendering). */
  mensagem?: string;
  /** A telephony call: its provider id, to load `GET /chamadas/{identificacao}`. */
  identificacao?: string;
  /** The attendance or call this entry refers to. */
  id?: number;
  follow_up?: string;
  data_agendamento?: IsoDateTime | null;
}

/** A ticket as lists show it. */
export interface Ticket {
  id: number;
  status: TicketStatus;
  lead_id: number;
  lead: Lead;
  produto_id: number;
  produto: TicketProduct;
  lead_produto_id: number;
  origem_id: number | null;
  origem: NamedRef | null;
  tipo_duvida_id: number | null;
  tipo_duvida: NamedRef | null;
  detalhamento: string | null;
  /** Who created the ticket: a user (manual) or a campaign. */
  responsavel: Actor;
  /** The agent attending it right now; null when nobody holds it. */
  atendente: UserRef | null;
  ultima_acao: Activity | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

/** A finalisation status as embedded in an attendance. */
export interface AttendanceStatusRef extends NamedRef {
  tipo: AttendanceOutcome;
}

/** One attendance of a ticket (what an agent recorded when finishing). */
export interface Attendance {
  id: number;
  ticket_id: number;
  atendente: UserRef;
  tipo: AttendanceOutcome;
  follow_up: string;
  status_atendimento: AttendanceStatusRef;
  tipo_de_perda: NamedRef | null;
  data_agendamento: IsoDateTime | null;
  tembrinde: boolean;
  brinde_id: number | null;
  nome_destinatario: string | null;
  email_destinatario: string | null;
  hasupsell: boolean;
  /** The upsell product id. */
  upsell: number | null;
  created_at: IsoDateTime;
}

/** A message sent from the ticket (WhatsApp chat log, e-mails). */
export interface TicketMessage {
  id: number;
  tipo: 'whatsapp' | 'email';
  assunto: string | null;
  mensagem: string;
  responsavel: UserRef;
  created_at: IsoDateTime;
}

/** `GET /tickets/{id}`: everything the attend and detail screens show. */
export interface TicketDetail extends Ticket {
  atendimentos: Attendance[];
  acoesrecebidas: Activity[];
  mensagens: TicketMessage[];
  /** The lead's answer to the last WhatsApp message, when any. */
  resposta: string | null;
  transacaos: Transaction[];
  solicitacaos: GiftRequest[];
  automacaos: Automation[];
}

export interface TicketListParams extends ListParams {
  produto_id?: number;
  status?: TicketStatus;
}

/** `GET /ticketsNum`: the tab counters. */
export interface TicketCounts {
  abertos: number;
  fechados: number;
  todos: number;
}

/** `GET /verificaTicketProduto?email&produto_id`: blocks a second open ticket for one lead and product. */
export interface TicketProductCheck {
  /** true when the lead already has an open ticket for the product: saving is blocked. */
  verificacao: boolean;
  message: string | null;
  ticket_id: number | null;
}

/**
 * `POST /atender-ticket {id}`: the lock. `ok` → the caller now owns the attendance; `jaatendendo` → the caller
 * already attends ticket `id`; `atendendo` → another agent holds it; `fechado` → the ticket is closed.
 */
export type AttendResult =
  | { status: 'ok'; id: number }
  | { status: 'jaatendendo'; id: number; msg: string }
  | { status: 'atendendo'; id: number; msg: string; atendente: UserRef }
  | { status: 'fechado'; id: number; msg: string };

export interface SendEmailResult {
  /** true when the e-mail was accepted for delivery. */
  return: boolean;
}

/** `POST /chamadas`: a call registered on the ticket. */
export interface CallRecord {
  id: number;
  ticket_id: number;
  lead_id: number;
  chamada_id: string;
  created_at: IsoDateTime;
}

export interface CallLeg {
  /** `movel` (mobile), `fixo`, `ramal` (internal extension). */
  tipo: 'movel' | 'fixo' | 'ramal';
  numero: string;
  preco: Money;
  status: string | null;
}

/** `GET /chamadas/{identificacao}`: the provider's report of one call. */
export interface CallDetail {
  sucesso: boolean;
  dados: {
    origem: CallLeg;
    destino: CallLeg & { duracao: string | null };
    data_criacao: IsoDateTime;
    status_geral: string;
    /** Recording, only for users with `ticket_gravacao`; null when there was none. */
    url_gravacao: string | null;
  };
}

export interface HangUpResult {
  encerrada: boolean;
}

/** The three agenda tabs: mine, scheduled for anyone but not attended yet, all. */
export const AGENDA_SCOPES = { meus: 'agendamentos', natendimento: 'agendamentos_natendimento', todos: 'agendamentos_todos' } as const;
export type AgendaScope = keyof typeof AGENDA_SCOPES;

/** An appointment to call a lead back (created when an attendance ends as "aguardando"). */
export interface Appointment {
  id: number;
  ticket_id: number;
  data_agendamento: IsoDateTime;
  lead: LeadRef;
  responsavel: UserRef | null;
  atendimento: { id: number; follow_up: string; atendente_id: number } | null;
  ticket: { id: number; status: TicketStatus };
}

export type AgendaParams = DateRangeParams;
