import { IconButton } from '@retoma/ui';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { useCatalogT } from '../messages';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  justify-content: flex-end;
`;

export interface RowActionsProps {
  name: string;
  /** Each action is left out when it is not given (the person lacks its permission). */
  onRotate?: () => void;
  onEdit?: () => void;
  onRemove?: () => void;
}

/** The actions of one row, named after the row so a screen reader says which one. */
export function RowActions({ name, onRotate, onEdit, onRemove }: RowActionsProps) {
  const t = useCatalogT();
  return (
    <Actions>
      {onRotate && (
        <IconButton aria-label={t('catalog.contas.rotate', { name })} icon={<KeyRound aria-hidden size={16} />} onPress={onRotate} />
      )}
      {onEdit && <IconButton aria-label={t('catalog.list.edit', { name })} icon={<Pencil aria-hidden size={16} />} onPress={onEdit} />}
      {onRemove && (
        <IconButton
          aria-label={t('catalog.list.remove', { name })}
          icon={<Trash2 aria-hidden size={16} />}
          variant="danger"
          onPress={onRemove}
        />
      )}
    </Actions>
  );
}
