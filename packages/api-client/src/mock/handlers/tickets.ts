import type {
  Appointment,
  Attendance,
  AttendResult,
  BrindeOption,
  CallDetail,
  CallRecord,
  HangUpResult,
  ProdutoOption,
  Responsaveis,
  SendEmailResult,
  Ticket,
  TicketCounts,
  TicketDetail,
  TicketProductCheck,
  UsuarioOption,
  WhatsappLink,
} from '../../types';
import { item, list, put, remove } from './core';

/** `mockHandlers.tickets.*`, mirroring `client.tickets.*`. */
export const ticketHandlers = {
  list: list<Ticket>('tickets'),
  open: list<Ticket>('ticketsAbertos'),
  closed: list<Ticket>('ticketsFechados'),
  counts: item<TicketCounts>('get', 'ticketsNum'),
  checkProduct: item<TicketProductCheck>('get', 'verificaTicketProduto'),
  get: item<TicketDetail>('get', 'tickets/:id'),
  create: item<Ticket>('post', 'tickets'),
  update: put<Ticket>('tickets/:id'),
  remove: remove('tickets/:id'),
  attend: item<AttendResult>('post', 'atender-ticket'),
  cancelAttendance: item<Ticket>('post', 'cancelar-atendimento-ticket'),
  finish: item<Attendance>('post', 'atendimentos'),
  transfer: item<Ticket>('post', 'ticketsTransferir'),
  reopen: item<Ticket>('post', 'ticketsReabrir'),
  sendWhatsapp: item<WhatsappLink>('post', 'ticket-send-whatsapp'),
  sendEmail: item<SendEmailResult>('post', 'ticket-send-email'),
  calls: {
    register: item<CallRecord>('post', 'chamadas'),
    get: item<CallDetail>('get', 'chamadas/:identificacao'),
    hangUp: item<HangUpResult>('post', 'desligarchamada/:id'),
  },
  agenda: {
    meus: item<Appointment[]>('get', 'agendamentos'),
    natendimento: item<Appointment[]>('get', 'agendamentos_natendimento'),
    todos: item<Appointment[]>('get', 'agendamentos_todos'),
    reschedule: put<Appointment>('agendamentos/:id'),
  },
};

/** `mockHandlers.selects.*`, mirroring `client.settings.selects.*`: the option lists of the ticket screens' pickers. */
export const selectHandlers = {
  produtos: item<ProdutoOption[]>('get', 'selects/produtos'),
  brindes: item<BrindeOption[]>('get', 'selects/brindes'),
  usuarios: item<UsuarioOption[]>('get', 'selects/usuarios'),
  responsaveis: item<Responsaveis>('get', 'selects/responsaveis'),
};
