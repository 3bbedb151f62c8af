import { ApiError, type PlanoCampanha } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useState } from 'react';
import { useApi } from '../../../platform/api';
import { campaignCalls } from './campaignCalls';
import { usePlansT } from '../messages';

/** The campaign waiting for the person to confirm its deletion, and the deletion (refusals in the server's words). */
export function useRemoveCampaign(reload: () => Promise<unknown>) {
  const t = usePlansT();
  const api = useApi();
  const toast = useToast();
  const [asking, setAsking] = useState<PlanoCampanha | null>(null);

  async function confirm() {
    if (!asking) return;
    const campanha = asking;
    setAsking(null);
    try {
      await campaignCalls(api, campanha.tipo).remove(campanha.id);
    } catch (error) {
      toast.error(t('plans.removeCampaign.failed', { name: campanha.nome }), error instanceof ApiError ? error.message : undefined);
      return;
    }
    await reload();
    toast.success(t('plans.removeCampaign.done', { name: campanha.nome }));
  }

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm };
}
