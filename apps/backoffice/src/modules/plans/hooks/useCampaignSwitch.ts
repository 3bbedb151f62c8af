import { ApiError, type PlanoCampanha } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useState } from 'react';
import { useApi } from '../../../platform/api';
import { campaignCalls } from './campaignCalls';
import { usePlansT } from '../messages';

/**
 * Switching a plan's campaigns on and off. Off cancels what the campaign has scheduled, so it is asked first (with
 * how many sends go); on is done at once. A refusal (another campaign of the kind already runs for the product, the
 * plan is off) is shown in the server's words and the switch stays as it was.
 */
export function useCampaignSwitch(reload: () => Promise<unknown>) {
  const t = usePlansT();
  const api = useApi();
  const toast = useToast();
  const [asking, setAsking] = useState<PlanoCampanha | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function apply(campanha: PlanoCampanha, on: boolean) {
    setBusy(campanha.id);
    try {
      await campaignCalls(api, campanha.tipo).update(campanha.id, { status: on ? 1 : 0 });
      await reload();
      toast.success(t(on ? 'plans.switch.on' : 'plans.switch.off', { name: campanha.nome }));
    } catch (error) {
      toast.error(t('plans.switch.failed', { name: campanha.nome }), error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  }

  return {
    asking,
    busy,
    request: (campanha: PlanoCampanha, on: boolean) => (on ? void apply(campanha, true) : setAsking(campanha)),
    cancel: () => setAsking(null),
    confirm: async () => {
      if (!asking) return;
      const campanha = asking;
      setAsking(null);
      await apply(campanha, false);
    },
  };
}
