import type { Appointment } from '@retoma/api-client';
import { useCan, useCompanySession } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';

/** Why an appointment cannot be moved (each has its own explanation in the dialog). */
export type RescheduleBlock = 'done' | 'closed' | 'notYours';

/** Where an appointment's ticket opens: the attending screen or the read-only detail. */
export interface TicketLink {
  href: string;
  kind: 'attend' | 'detail';
}

const CLOSED = 2;

/**
 * What the current user may do with an appointment, by the rules the server applies: a pending return of an open
 * ticket moves when it is one's own, or with `ticket_transferir` (the manager's permission). Its ticket opens in
 * the attending screen for the agent who is to call back (`ticket_atender`); anyone else reads it in the detail
 * (`ticket_detalhar`) — the server would refuse them the attendance ("aguarda o retorno de …").
 */
export function useAppointmentAccess() {
  const can = useCan();
  const { user } = useCompanySession();
  const companyHref = useCompanyHref();

  const rescheduleBlock = (appointment: Appointment): RescheduleBlock | null => {
    if (appointment.concluido_em !== null) return 'done';
    if (appointment.ticket.status === CLOSED) return 'closed';
    if (appointment.responsavel?.id !== user.id && !can('ticket_transferir')) return 'notYours';
    return null;
  };

  const ticketLink = (appointment: Appointment): TicketLink | null => {
    const mine = appointment.responsavel === null || appointment.responsavel.id === user.id;
    const attendable = appointment.ticket.status !== CLOSED && appointment.concluido_em === null && mine;
    if (attendable && can('ticket_atender')) return { href: companyHref('tickets-atender', { id: appointment.ticket_id }), kind: 'attend' };
    if (can('ticket_detalhar')) return { href: companyHref('tickets-detalhar', { id: appointment.ticket_id }), kind: 'detail' };
    return null;
  };

  return { rescheduleBlock, ticketLink };
}
