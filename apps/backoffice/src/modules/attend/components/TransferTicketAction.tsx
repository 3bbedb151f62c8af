import { TICKET_STATUS, type Ticket } from '@retoma/api-client';
import { Button, useToast } from '@retoma/ui';
import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { useCan } from '../../../platform/companySession';
import { useAttendT } from '../messages';
import { TransferTicketDialog } from './TransferTicketDialog';

export interface TransferTicketActionProps {
  ticket: Pick<Ticket, 'id' | 'status'>;
  /** The ticket as the server left it (the attending screen leaves when the agent no longer holds it). */
  onTransferred: (ticket: Ticket) => void;
}

/** "Transferir", for users with `ticket_transferir`; a closed ticket is reopened first, never transferred. */
export function TransferTicketAction({ ticket, onTransferred }: TransferTicketActionProps) {
  const t = useAttendT();
  const can = useCan();
  const toast = useToast();
  const [isOpen, setOpen] = useState(false);
  if (!can('ticket_transferir') || ticket.status === TICKET_STATUS.fechado) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <ArrowRightLeft aria-hidden size={16} />
        {t('attend.transfer.button')}
      </Button>
      <TransferTicketDialog
        ticketId={ticket.id}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onTransferred={(updated, userName) => {
          toast.success(t('attend.transfer.done', { id: updated.id, name: userName }));
          onTransferred(updated);
        }}
      />
    </>
  );
}
