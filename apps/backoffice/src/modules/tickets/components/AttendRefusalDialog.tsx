import { Button, ConfirmDialog, Modal } from '@retoma/ui';
import { useTicketsT } from '../messages';
import type { AttendRefusal } from '../hooks/useAttendTicket';

export interface AttendRefusalDialogProps {
  refusal: AttendRefusal | null;
  onDismiss: () => void;
  onGoToCurrent: (ticketId: number) => void;
}

/**
 * Why "Atender" did not open the ticket. Already attending another ticket: offer to go back to it (one ticket at
 * a time per agent). Someone else holds it, or it closed meanwhile: say so plainly, naming the agent.
 */
export function AttendRefusalDialog({ refusal, onDismiss, onGoToCurrent }: AttendRefusalDialogProps) {
  const t = useTicketsT();
  const onOpenChange = (open: boolean) => {
    if (!open) onDismiss();
  };
  if (refusal?.status === 'jaatendendo') {
    return (
      <ConfirmDialog
        isOpen
        onOpenChange={onOpenChange}
        title={t('tickets.attend.busyTitle')}
        message={t('tickets.attend.busyText', { id: refusal.currentId })}
        confirmLabel={t('tickets.attend.goToCurrent', { id: refusal.currentId })}
        cancelLabel={t('tickets.attend.stay')}
        onConfirm={() => onGoToCurrent(refusal.currentId)}
      />
    );
  }
  const text =
    refusal?.status === 'atendendo'
      ? {
          title: t('tickets.attend.takenTitle'),
          message: t('tickets.attend.takenText', { id: refusal.ticketId, name: refusal.atendente.name }),
        }
      : refusal?.status === 'fechado'
        ? { title: t('tickets.attend.closedTitle'), message: t('tickets.attend.closedText', { id: refusal.ticketId }) }
        : null;
  if (!text) return null;
  return (
    <Modal
      isOpen
      onOpenChange={onOpenChange}
      title={text.title}
      role="alertdialog"
      size="sm"
      hideCloseButton
      footer={(close) => <Button onPress={close}>{t('tickets.attend.understood')}</Button>}
    >
      {text.message}
    </Modal>
  );
}
