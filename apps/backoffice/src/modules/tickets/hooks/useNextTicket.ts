import type { Ticket } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useApi } from '../../../platform/api';
import { useTicketsT } from '../messages';
import type { TicketPermissions } from './useTicketPermissions';

/** The first open ticket nobody holds, other than one just finished, that the agent may attend. */
export const nextOf = (tickets: readonly Ticket[], finishedId: number | null, permissions: TicketPermissions) =>
  tickets.find((ticket) => ticket.id !== finishedId && !ticket.atendente && permissions.attend(ticket));

/**
 * The "n" shortcut of the list: attends the next open ticket nobody holds (the list's first page of open tickets,
 * whatever tab or filter is on screen), or says there is none.
 */
export function useNextTicket(permissions: TicketPermissions, attend: (ticket: Ticket) => void) {
  const api = useApi();
  const t = useTicketsT();
  const toast = useToast();
  return async () => {
    try {
      const open = await api.tickets.open({ page: 1, per_page: 25 });
      const next = nextOf(open.data, null, permissions);
      if (next) attend(next);
      else toast.info(t('tickets.next.none'));
    } catch {
      toast.error(t('tickets.next.error'));
    }
  };
}
