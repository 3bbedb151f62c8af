import { ApiError, type WhatsappListEntry } from '@retoma/api-client';
import { ConfirmDialog, useToast } from '@retoma/ui';
import { useApi } from '../../../platform/api';
import { useWhatsappListT } from '../messages';

export interface RemoveDialogProps {
  entry: WhatsappListEntry | null;
  onClose: () => void;
  onRemoved: () => Promise<unknown>;
}

/** Takes a contact off the list for good, after saying what stays (its campaign, sends and the lead's history). */
export function RemoveDialog({ entry, onClose, onRemoved }: RemoveDialogProps) {
  const t = useWhatsappListT();
  const api = useApi();
  const toast = useToast();
  return (
    <ConfirmDialog
      isOpen={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('whatsappList.delete.title')}
      message={entry ? t('whatsappList.delete.message', { name: entry.lead.nome }) : ''}
      confirmLabel={t('whatsappList.delete.confirm')}
      cancelLabel={t('whatsappList.delete.cancel')}
      tone="danger"
      onConfirm={async () => {
        try {
          await api.whatsappList.remove(entry!.id);
          toast.success(t('whatsappList.delete.done'));
          onClose();
          await onRemoved();
        } catch (error) {
          toast.error(t('whatsappList.delete.failed'), error instanceof ApiError ? error.message : undefined);
          throw error;
        }
      }}
    />
  );
}
