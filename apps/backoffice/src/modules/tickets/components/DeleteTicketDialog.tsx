import { ApiError, type Ticket } from '@retoma/api-client';
import { ConfirmDialog, useToast } from '@retoma/ui';
import { useApi } from '../../../platform/api';
import { useTicketsT } from '../messages';
import { useRefreshTickets } from '../hooks/useTicketList';

export interface DeleteTicketDialogProps {
  ticket: Ticket | null;
  onClose: () => void;
}

/** Asks before deleting one ticket; the server's refusal (in attendance, closed meanwhile) is shown as it says it. */
export function DeleteTicketDialog({ ticket, onClose }: DeleteTicketDialogProps) {
  const t = useTicketsT();
  const api = useApi();
  const toast = useToast();
  const refresh = useRefreshTickets();
  if (!ticket) return null;

  async function confirm(target: Ticket) {
    try {
      await api.tickets.remove(target.id);
    } catch (error) {
      if (error instanceof ApiError) toast.error(t('tickets.delete.failed', { id: target.id }), error.message);
      // Keeps the question open: the person may retry or cancel.
      throw error;
    }
    toast.success(t('tickets.delete.done', { id: target.id }));
    void refresh();
  }

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone="danger"
      title={t('tickets.delete.title', { id: ticket.id })}
      message={t('tickets.delete.text', { lead: ticket.lead.nome, product: ticket.produto.nome })}
      confirmLabel={t('tickets.delete.confirm')}
      cancelLabel={t('tickets.delete.cancel')}
      onConfirm={() => confirm(ticket)}
    />
  );
}
