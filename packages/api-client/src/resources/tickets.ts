import type { HttpClient } from '../client';
import type {
  RegisterCallInput,
  FinishAttendanceInput,
  TicketEmailInput,
  TicketInput,
  TicketProductCheckQuery,
  TicketWhatsappInput,
  TransferTicketInput,
} from '../schemas';
import {
  AGENDA_SCOPES,
  type AgendaParams,
  type AgendaScope,
  type Appointment,
  type Attendance,
  type AttendResult,
  type CallDetail,
  type CallRecord,
  type HangUpResult,
  type Paginator,
  type SendEmailResult,
  type Ticket,
  type TicketCounts,
  type TicketDetail,
  type TicketListParams,
  type TicketProductCheck,
  type WhatsappLink,
} from '../types';
import { defineResource, responseSchemas } from './define';
import { seg, verbs, type CallOptions } from './http';

/** Telephony calls made from a ticket. */
function callsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    /** Registers the provider's call id on the ticket's history. */
    register: (input: RegisterCallInput, o?: CallOptions) => v.post<CallRecord>('chamadas', input, o),
    /** The provider's report: legs, prices, recording. */
    get: (identificacao: string, o?: CallOptions) => v.get<CallDetail>(`chamadas/${seg(identificacao)}`, undefined, o),
    /** Marks the call ended (by the provider's call id, like `get`). */
    hangUp: (identificacao: string, o?: CallOptions) => v.post<HangUpResult>(`desligarchamada/${seg(identificacao)}`, undefined, o),
  };
}

/** Appointments created by "aguardando" outcomes. */
function agendaResource(http: HttpClient) {
  const v = verbs(http);
  return {
    /** `meus` (mine), `natendimento` (anyone's, not attended yet) or `todos`. */
    list: (scope: AgendaScope, params?: AgendaParams, o?: CallOptions) => v.get<Appointment[]>(AGENDA_SCOPES[scope], params, o),
    /** Drag and drop on the calendar: `POST /agendamentos/{id}` with `_method=PUT`; only future dates, own entries unless `ticket_transferir`. */
    reschedule: (id: number, dataAgendamento: string, o?: CallOptions) =>
      v.put<Appointment>(`agendamentos/${seg(id)}`, { id, data_agendamento: dataAgendamento }, o),
  };
}

/**
 * Tickets, their calls and the agenda. Reading one ticket needs `ticket_detalhar`, or holding it (`ticket_atender`):
 * checked in the handler. Editing or deleting another user's ticket needs the `_todos` variant; the attend actions
 * need the lock.
 */
export const ticketsResource = defineResource({
  endpoints: {
    'GET /tickets': 'ticket',
    'GET /ticketsAbertos': 'ticket',
    'GET /ticketsFechados': 'ticket',
    'GET /ticketsNum': 'ticket',
    'GET /verificaTicketProduto': 'ticket',
    'GET /tickets/:id': 'ticket',
    'POST /tickets': 'ticket',
    'PUT /tickets/:id': 'ticket_editar',
    'DELETE /tickets/:id': 'ticket_deletar',
    'POST /atender-ticket': 'ticket_atender',
    'POST /cancelar-atendimento-ticket': 'ticket_atender',
    'POST /atendimentos': 'ticket_atender',
    'POST /ticket-send-whatsapp': 'ticket_atender',
    'POST /ticket-send-email': 'ticket_atender',
    'POST /ticketsTransferir': 'ticket_transferir',
    'POST /ticketsReabrir': 'ticket_transferir',
    // Calls made while attending (the report is read like the ticket's history)
    'POST /chamadas': 'ticket_atender',
    'GET /chamadas/:identificacao': 'ticket',
    'POST /desligarchamada/:identificacao': 'ticket_atender',
    // Agenda: any agenda user sees the three tabs; moving someone else's return also needs `ticket_transferir`
    'GET /agendamentos': 'ticket_agenda',
    'GET /agendamentos_natendimento': 'ticket_agenda',
    'GET /agendamentos_todos': 'ticket_agenda',
    'PUT /agendamentos/:id': 'ticket_agenda',
  },
  responses: async () => {
    const {
      dataOf,
      arrayOf,
      pageOf,
      NO_BODY,
      appointmentSchema,
      attendanceSchema,
      attendResultSchema,
      callDetailSchema,
      callRecordSchema,
      hangUpResultSchema,
      sendEmailResultSchema,
      ticketCountsSchema,
      ticketDetailSchema,
      ticketProductCheckSchema,
      ticketSchema,
      whatsappLinkSchema,
    } = await responseSchemas();
    return {
      list: pageOf(ticketSchema),
      open: pageOf(ticketSchema),
      closed: pageOf(ticketSchema),
      counts: dataOf(ticketCountsSchema),
      checkProduct: dataOf(ticketProductCheckSchema),
      get: dataOf(ticketDetailSchema),
      create: dataOf(ticketSchema),
      update: dataOf(ticketSchema),
      remove: NO_BODY,
      attend: dataOf(attendResultSchema),
      cancelAttendance: dataOf(ticketSchema),
      finish: dataOf(attendanceSchema),
      transfer: dataOf(ticketSchema),
      reopen: dataOf(ticketSchema),
      sendWhatsapp: dataOf(whatsappLinkSchema),
      sendEmail: dataOf(sendEmailResultSchema),
      calls: { register: dataOf(callRecordSchema), get: dataOf(callDetailSchema), hangUp: dataOf(hangUpResultSchema) },
      agenda: { list: arrayOf(appointmentSchema), reschedule: dataOf(appointmentSchema) },
    };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      /** Every ticket ("todos" tab). */
      list: (params?: TicketListParams, o?: CallOptions) => v.get<Paginator<Ticket>>('tickets', params, o),
      open: (params?: TicketListParams, o?: CallOptions) => v.get<Paginator<Ticket>>('ticketsAbertos', params, o),
      closed: (params?: TicketListParams, o?: CallOptions) => v.get<Paginator<Ticket>>('ticketsFechados', params, o),
      /** Tab counters, with the same filters as the lists. */
      counts: (params?: Omit<TicketListParams, 'page' | 'per_page' | 'sort' | 'status'>, o?: CallOptions) =>
        v.get<TicketCounts>('ticketsNum', params, o),
      /** Whether the lead already has an open ticket for the product (blocks a duplicate). */
      checkProduct: (query: TicketProductCheckQuery, o?: CallOptions) => v.get<TicketProductCheck>('verificaTicketProduto', query, o),
      get: (id: number, o?: CallOptions) => v.get<TicketDetail>(`tickets/${seg(id)}`, undefined, o),
      create: (input: TicketInput, o?: CallOptions) => v.post<Ticket>('tickets', input, o),
      update: (id: number, input: TicketInput, o?: CallOptions) => v.put<Ticket>(`tickets/${seg(id)}`, input, o),
      remove: (id: number, o?: CallOptions) => v.remove(`tickets/${seg(id)}`, id, o),
      /** The lock: only one agent attends a ticket, and an agent attends one ticket at a time. */
      attend: (id: number, o?: CallOptions) => v.post<AttendResult>('atender-ticket', { id }, o),
      /** Releases the lock without recording an outcome. */
      cancelAttendance: (id: number, o?: CallOptions) => v.post<Ticket>('cancelar-atendimento-ticket', { id }, o),
      /** Records the outcome (won / waiting / lost) and releases the lock. */
      finish: (input: FinishAttendanceInput, o?: CallOptions) => v.post<Attendance>('atendimentos', input, o),
      transfer: (input: TransferTicketInput, o?: CallOptions) => v.post<Ticket>('ticketsTransferir', input, o),
      /** A closed ticket becomes "reaberto" (3). */
      reopen: (ticketId: number, o?: CallOptions) => v.post<Ticket>('ticketsReabrir', { ticket_id: ticketId }, o),
      /** Renders the message and returns the deep link the browser opens: messages go from the agent's own WhatsApp. */
      sendWhatsapp: (input: TicketWhatsappInput, o?: CallOptions) => v.post<WhatsappLink>('ticket-send-whatsapp', input, o),
      sendEmail: (input: TicketEmailInput, o?: CallOptions) => v.post<SendEmailResult>('ticket-send-email', input, o),
      calls: callsResource(http),
      agenda: agendaResource(http),
    };
  },
});
