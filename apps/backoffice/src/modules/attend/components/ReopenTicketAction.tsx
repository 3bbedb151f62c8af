import { ApiError, TICKET_STATUS, type Ticket } from '@retoma/api-client';
import { Button, ConfirmDialog, ModalTrigger, useToast } from '@retoma/ui';
import { LockOpen } from 'lucide-react';
import { useApi } from '../../../platform/api';
import { useCan } from '../../../platform/companySession';
import { useAttendT } from '../messages';
import { useSingleFlight } from '../hooks/useSingleFlight';

export interface ReopenTicketActionProps {
  ticket: Pick<Ticket, 'id' | 'status'>;
  onReopened: (ticket: Ticket) => void;
}

/** "Reabrir" a closed ticket (`POST /ticketsReabrir`), for users with `ticket_transferir`, after a confirmation. */
export function ReopenTicketAction({ ticket, onReopened }: ReopenTicketActionProps) {
  const t = useAttendT();
  const api = useApi();
  const can = useCan();
  const toast = useToast();
  const { run } = useSingleFlight();
  if (!can('ticket_transferir') || ticket.status !== TICKET_STATUS.fechado) return null;

  async function reopen() {
    try {
      const reopened = await api.tickets.reopen(ticket.id);
      toast.success(t('attend.reopen.done', { id: ticket.id }));
      onReopened(reopened);
    } catch (error) {
      // The question stays open: the agent reads why (e.g. the lead has another open ticket) and decides.
      if (error instanceof ApiError) toast.error(t('attend.reopen.failed'), error.message);
      throw error;
    }
  }

  return (
    <ModalTrigger>
      <Button variant="secondary">
        <LockOpen aria-hidden size={16} />
        {t('attend.reopen.button')}
      </Button>
      <ConfirmDialog
        title={t('attend.reopen.title', { id: ticket.id })}
        message={t('attend.reopen.text')}
        confirmLabel={t('attend.reopen.confirm')}
        cancelLabel={t('attend.dialog.cancel')}
        onConfirm={() => run(reopen)}
      />
    </ModalTrigger>
  );
}
