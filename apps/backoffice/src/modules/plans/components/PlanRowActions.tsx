import type { Plano } from '@retoma/api-client';
import { IconButton } from '@retoma/ui';
import { Trash2 } from 'lucide-react';
import { usePlansT } from '../messages';

/** The delete button of one plan, named after it so a screen reader says which one. */
export function PlanRowActions({ plano, onRemove }: { plano: Plano; onRemove: (plano: Plano) => void }) {
  const t = usePlansT();
  return (
    <IconButton
      aria-label={t('plans.list.remove', { name: plano.nome })}
      icon={<Trash2 aria-hidden size={16} />}
      variant="danger"
      onPress={() => onRemove(plano)}
    />
  );
}
