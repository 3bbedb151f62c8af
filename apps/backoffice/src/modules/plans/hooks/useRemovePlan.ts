import { ApiError, type Plano } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useState } from 'react';
import { useApi } from '../../../platform/api';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { usePlansT } from '../messages';
import { PLANOS_LIST } from './usePlans';

/**
 * The plan waiting for the person to confirm its deletion, and the deletion. The server refuses while a campaign of
 * the plan has sends scheduled and says how many: that sentence is shown as it comes, and the plan stays.
 */
export function useRemovePlan(afterRemove: () => void, onRemoved?: () => void) {
  const t = usePlansT();
  const api = useApi();
  const toast = useToast();
  const reload = useReloadCompanyList(PLANOS_LIST);
  const [asking, setAsking] = useState<Pick<Plano, 'id' | 'nome'> | null>(null);

  async function confirm() {
    if (!asking) return;
    const name = asking.nome;
    try {
      await api.plans.remove(asking.id);
    } catch (error) {
      toast.error(t('plans.remove.failed', { name }), error instanceof ApiError ? error.message : undefined);
      setAsking(null);
      return;
    }
    setAsking(null);
    afterRemove();
    await reload();
    toast.success(t('plans.remove.done', { name }));
    onRemoved?.();
  }

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm };
}
