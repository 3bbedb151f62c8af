import { ApiError, SessionChangedError, type Ticket, type UserRef } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../../platform/api';
import { useCompanyHref } from '../../../platform/links';
import { useKeepAttendanceLock, useSingleFlight } from '../../attend';
import { useTicketsT } from '../messages';
import { useRefreshTickets } from './useTicketList';

/** Why the attendance did not start, when it did not: what the dialog explains. */
export type AttendRefusal =
  | { status: 'jaatendendo'; ticketId: number; currentId: number }
  | { status: 'atendendo'; ticketId: number; atendente: UserRef }
  | { status: 'fechado'; ticketId: number };

/**
 * "Atender": asks the server for the ticket's lock (`POST /atender-ticket`). `ok` opens the attend screen;
 * otherwise the refusal is kept for the dialog — I already attend another ticket, someone else holds this one, or
 * it was closed meanwhile (then the list is stale and reloads). One press sends one request: a second press while
 * it is on its way is ignored, and the attend screen opens on this answer instead of asking again.
 */
export function useAttendTicket() {
  const api = useApi();
  const t = useTicketsT();
  const toast = useToast();
  const navigate = useNavigate();
  const companyHref = useCompanyHref();
  const refresh = useRefreshTickets();
  const keepLock = useKeepAttendanceLock();
  const { run } = useSingleFlight();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<AttendRefusal | null>(null);

  const attend = (ticket: Ticket) => run(() => request(ticket));

  async function request(ticket: Ticket) {
    setPendingId(ticket.id);
    try {
      const result = await api.tickets.attend(ticket.id);
      if (result.status === 'ok') {
        await keepLock(result.id, result);
        navigate(companyHref('tickets-atender', { id: result.id }));
        return;
      }
      if (result.status === 'jaatendendo') setRefusal({ status: 'jaatendendo', ticketId: ticket.id, currentId: result.id });
      else if (result.status === 'atendendo') setRefusal({ status: 'atendendo', ticketId: ticket.id, atendente: result.atendente });
      else {
        setRefusal({ status: 'fechado', ticketId: ticket.id });
        void refresh();
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error instanceof SessionChangedError) return;
      toast.error(t('tickets.attend.failed', { id: ticket.id }), error.message);
    } finally {
      setPendingId(null);
    }
  }

  return {
    attend,
    pendingId,
    refusal,
    dismiss: () => setRefusal(null),
    goToCurrent: (currentId: number) => navigate(companyHref('tickets-atender', { id: currentId })),
  };
}
