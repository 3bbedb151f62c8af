import { IconButton } from '@retoma/ui';
import { Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { useTicketSettingsT } from '../messages';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  justify-content: flex-end;
`;

export interface RowActionsProps {
  name: string;
  /** Each action is left out when it is not given (the person lacks its permission). */
  onEdit?: () => void;
  onRemove?: () => void;
}

/** Edit and delete buttons of one row, named after the row so a screen reader says which one. */
export function RowActions({ name, onEdit, onRemove }: RowActionsProps) {
  const t = useTicketSettingsT();
  return (
    <Actions>
      {onEdit && (
        <IconButton aria-label={t('ticketSettings.list.edit', { name })} icon={<Pencil aria-hidden size={16} />} onPress={onEdit} />
      )}
      {onRemove && (
        <IconButton
          aria-label={t('ticketSettings.list.remove', { name })}
          icon={<Trash2 aria-hidden size={16} />}
          variant="danger"
          onPress={onRemove}
        />
      )}
    </Actions>
  );
}
