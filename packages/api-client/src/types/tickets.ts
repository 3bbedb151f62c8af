import type { Lead, Transaction } from './leads';
import type { Actor, ActorType, IsoDateTime, LeadRef, Money, NamedRef, ProductRef, UserRef } from './common';
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

/** What happened, as a stable word: the screens pick the icon and the extra button by it. */
export const ACTIVITY_EVENTS = [
  'criado',
  'atendimento_iniciado',
  'whatsapp',
  'email',
  'chamada',
  'finalizado',
  'transferido',
  'reaberto',
  'reagendado',
  'editado',
] as const;
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];

/**
 * What happened, told by kind rather than by a sentence: the app says it in the reader's language, with the
 * values the kind carries (`ActivityValues`). Every kind the server writes is here, and every one has its text in
 * the app's catalogues (a test checks both ends).
 */
export const ACTIVITY_KINDS = [
  'ticket_created',
  'ticket_created_by_booking',
  'attendance_started',
  'whatsapp_sent',
  'whatsapp_sent_from_list',
  'email_sent',
  'call_made',
  'attendance_finished',
  'attendance_finished_closed',
  'ticket_transferred',
  'ticket_reopened',
  'ticket_edited',
  'return_rescheduled',
  'return_scheduled_from_list',
  'time_booked_by_lead',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The values a kind's sentence names (names as they were when it happened). */
export interface ActivityValues {
  /** `whatsapp_sent_from_list`: the WhatsApp list's campaign. */
  campanha?: string;
  /** `ticket_transferred`: the agent the ticket went to. */
  usuario?: string;
  /** `attendance_finished*`: how the attendance ended. */
  resultado?: AttendanceOutcome;
  /** `attendance_finished_closed`: the number of returns that closed the ticket. */
  retornos?: number;
}

/** One entry of a ticket's or lead's history (activity log). */
export interface Activity {
  id: number;
  ticket_id: number | null;
  evento: ActivityEvent;
  /** What happened (the app words it); null for entries recorded before kinds whose sentence was not recognised. */
  acao?: ActivityKind | null;
  /** The values `acao` names. */
  valores?: ActivityValues;
  /** Only for entries without `acao`: the pt sentence recorded back then, shown as written. */
  description: string | null;
  /** Who did it; null for the system. */
  causer: Actor | null;
  properties: ActivityProperties;
  created_at: IsoDateTime;
}

export interface ActivityProperties {
  /** A message sent from the ticket. */
  tipo?: 'whatsapp' | 'email';
  /** The message as sent: plain text for WhatsApp; for e-mails HTML already sanitised by the server (allow-list). */
  mensagem?: string;
  /** E-mail subject. */
  assunto?: string;
  /** A telephony call: its provider id, to load `GET /chamadas/{identificacao}`. */
  identificacao?: string;
  /** The attendance or call this entry refers to. */
  id?: number;
  follow_up?: string;
  /** Finished attendances: the outcome. */
  resultado?: AttendanceOutcome;
  data_agendamento?: IsoDateTime | null;
  /** Transfers: the agent the ticket went to. */
  user_id?: number;
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
  /** The agent attending it right now ("em atendimento"); null when nobody holds it. */
  atendente: UserRef | null;
  /** Since when `atendente` holds it. */
  atendente_desde: IsoDateTime | null;
  /**
   * The agent a ticket is assigned to: who scheduled its return (an "aguardando" outcome) or received it by a
   * transfer. While the ticket is not closed only this agent may attend it; null = anyone may.
   */
  designado: UserRef | null;
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
  /** The lead's gift requests and delivery automations: always empty until the gifts module is served. */
  solicitacaos: never[];
  automacaos: never[];
}

/** Sortable columns of the ticket lists (`-col` descending); default `-created_at`. */
export const TICKET_SORTS = ['id', 'created_at', 'updated_at', 'status'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

/** Filters of the three ticket lists and of the tab counters. `dt_inicio` / `dt_fim` filter the creation date. */
export interface TicketListParams extends ListParams, DateRangeParams {
  produto_id?: number;
  origem_id?: number;
  /** The creator: a user id (with `responsavel_type` `user`, the default) or a campaign id. */
  responsavel_id?: number;
  responsavel_type?: ActorType;
  /** Only on `GET /tickets` (the "todos" tab); the other two lists fix it. */
  status?: TicketStatus;
}

/** `GET /ticketsNum`: the tab counters (open = aberto, pendente or reaberto). */
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
 * `POST /atender-ticket {id}`: the lock. `ok` → the caller now owns the attendance (asking again for the ticket
 * one already holds is `ok` too); `jaatendendo` → the caller already attends ANOTHER ticket, `id` is that one;
 * `atendendo` → another agent holds it, or it waits for the return of the agent it is assigned to
 * (`atendente` names that agent); `fechado` → the ticket is closed.
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

/** `POST /chamadas`: a call registered on the ticket (the provider's call id is `chamada_id`). */
export interface CallRecord {
  id: number;
  ticket_id: number;
  lead_id: number;
  chamada_id: string;
  /** The agent who made it. */
  atendente: UserRef;
  status: 'em_andamento' | 'encerrada';
  created_at: IsoDateTime;
  encerrada_em: IsoDateTime | null;
  /** Seconds between registering and hanging up; null while the call goes on. */
  duracao_segundos: number | null;
}

export interface CallLeg {
  /** `movel` (mobile), `fixo`, `ramal` (internal extension). */
  tipo: 'movel' | 'fixo' | 'ramal';
  numero: string;
  preco: Money;
  status: string | null;
}

/** The telephony provider's report of one call (legs, prices, recording). */
export interface CallReport {
  origem: CallLeg;
  destino: CallLeg & { duracao: string | null };
  data_criacao: IsoDateTime;
  status_geral: string;
  /** Recording, only for users with `ticket_gravacao`; null when there was none. */
  url_gravacao: string | null;
}

/**
 * `GET /chamadas/{identificacao}`: what the server recorded, and the provider's report — null while no telephony
 * extension (SMS/voice provider) is connected to the company, so nothing is made up.
 */
export interface CallDetail extends CallRecord {
  relatorio: CallReport | null;
}

/** `POST /desligarchamada/{identificacao}`. */
export interface HangUpResult {
  encerrada: boolean;
  chamada: CallRecord;
}

/** The three agenda tabs: mine, scheduled for anyone but not attended yet, all. */
export const AGENDA_SCOPES = { meus: 'agendamentos', natendimento: 'agendamentos_natendimento', todos: 'agendamentos_todos' } as const;
export type AgendaScope = keyof typeof AGENDA_SCOPES;

/** An appointment to call a lead back (created when an attendance ends as "aguardando"). */
export interface Appointment {
  id: number;
  ticket_id: number;
  data_agendamento: IsoDateTime;
  /** Pending and already past: shown as "Atrasado". */
  atrasado: boolean;
  /** When the ticket was attended again (or closed); null while the return is pending. */
  concluido_em: IsoDateTime | null;
  lead: LeadRef;
  produto: ProductRef;
  /** The agent who is to call back. */
  responsavel: UserRef | null;
  atendimento: { id: number; follow_up: string; atendente_id: number } | null;
  ticket: { id: number; status: TicketStatus };
}

/**
 * `dt_inicio` / `dt_fim` (`YYYY-MM-DD`, inclusive, Brasília time); without them the agenda covers 31 days back to
 * 92 days ahead. At most 400 days per request.
 */
export type AgendaParams = DateRangeParams;
