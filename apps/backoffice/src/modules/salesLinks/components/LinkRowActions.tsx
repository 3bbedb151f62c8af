import { IconButton } from '@retoma/ui';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { useSalesLinksT } from '../messages';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  justify-content: flex-end;
`;

export interface LinkRowActionsProps {
  name: string;
  /** Each action is left out when it is not given (no address to copy, or the person lacks the permission). */
  onCopy?: () => void;
  onEdit?: () => void;
  onRemove?: () => void;
}

/** Copy, edit and delete of one link, each named after the link so a screen reader says which one. */
export function LinkRowActions({ name, onCopy, onEdit, onRemove }: LinkRowActionsProps) {
  const t = useSalesLinksT();
  return (
    <Actions>
      {onCopy && (
        <IconButton aria-label={t('salesLinks.list.copyCheckout', { name })} icon={<Copy aria-hidden size={16} />} onPress={onCopy} />
      )}
      {onEdit && <IconButton aria-label={t('salesLinks.list.edit', { name })} icon={<Pencil aria-hidden size={16} />} onPress={onEdit} />}
      {onRemove && (
        <IconButton
          aria-label={t('salesLinks.list.remove', { name })}
          icon={<Trash2 aria-hidden size={16} />}
          variant="danger"
          onPress={onRemove}
        />
      )}
    </Actions>
  );
}
