import type { Ticket } from '@retoma/api-client';
import { ConfirmDialog, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { pluralKey } from '../../../i18n';
import { useTicketsT } from '../messages';
import type { BulkDeleteProgress } from '../hooks/useBulkDelete';

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
  }
`;

export interface BulkDeleteDialogProps {
  /** The selected tickets the user may delete. */
  deletable: Ticket[];
  /** Selected, but closed or someone else's without `ticket_deletar_todos`: they stay. */
  kept: number;
  progress: BulkDeleteProgress | null;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before deleting the selected tickets, says which stay and why, and shows the progress while it runs. */
export function BulkDeleteDialog({ deletable, kept, progress, onConfirm, onClose }: BulkDeleteDialogProps) {
  const t = useTicketsT();
  const locale = useUiLocale();
  const count = deletable.length;
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone="danger"
      title={t(pluralKey(locale, count, { one: 'tickets.bulk.titleOne', other: 'tickets.bulk.titleOther' }), { count })}
      message={
        <Text>
          <p>{t('tickets.bulk.text')}</p>
          {kept > 0 && (
            <p>{t(pluralKey(locale, kept, { one: 'tickets.bulk.keptOne', other: 'tickets.bulk.keptOther' }), { count: kept })}</p>
          )}
          {progress && <p role="status">{t('tickets.bulk.progress', { done: progress.done, total: progress.total })}</p>}
        </Text>
      }
      confirmLabel={t('tickets.delete.confirm')}
      cancelLabel={t('tickets.delete.cancel')}
      onConfirm={onConfirm}
    />
  );
}
