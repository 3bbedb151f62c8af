import { TICKET_STATUS, type Ticket } from '@retoma/api-client';
import { useCan, useCompanySession } from '../../../platform/companySession';

/**
 * What the user may do with the list and each of its rows, by the same rules the server enforces (reference
 * §7.3.1, without its comma-operator owner check): closed tickets are history — nobody attends, edits or deletes
 * them from here; editing or deleting someone else's ticket needs the `_todos` permission.
 */
export function useTicketPermissions() {
  const can = useCan();
  const { user } = useCompanySession();
  const isOpen = (ticket: Ticket) => ticket.status !== TICKET_STATUS.fechado;
  const isOwn = (ticket: Ticket) => ticket.responsavel.type === 'user' && ticket.responsavel.id === user.id;
  return {
    create: can('ticket'),
    attend: (ticket: Ticket) => isOpen(ticket) && can('ticket_atender'),
    detail: can('ticket_detalhar'),
    edit: (ticket: Ticket) => isOpen(ticket) && can('ticket_editar') && (isOwn(ticket) || can('ticket_editar_todos')),
    remove: (ticket: Ticket) => isOpen(ticket) && can('ticket_deletar') && (isOwn(ticket) || can('ticket_deletar_todos')),
    /** Bulk delete is offered to whoever may delete at all; rows they may not delete are kept and reported. */
    bulkRemove: can('ticket_deletar'),
  };
}

export type TicketPermissions = ReturnType<typeof useTicketPermissions>;
