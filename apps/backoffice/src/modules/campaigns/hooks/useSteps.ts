import { ApiError, type CampanhaPasso, type Canal, type SequenceKind } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useCampaignsT } from '../messages';

/** The wire's name of each channel's steps under a campaign (`client.campaigns.carrinho.emails`). */
export const CHANNEL_CALLS = { email: 'emails', sms: 'sms' } as const satisfies Record<Canal, string>;

/**
 * One channel's steps of a campaign, in order, and what changes them: the new order saved at once (shown at once,
 * put back with a notice when the server refuses), a step switched on or off, a step deleted.
 */
export function useSteps(kind: SequenceKind, canal: Canal, campanhaId: number) {
  const t = useCampaignsT();
  const api = useApi();
  const toast = useToast();
  const { slug } = useCompanySession();
  const calls = api.campaigns[kind][CHANNEL_CALLS[canal]];
  const steps = useSWR([slug, kind, canal, 'passos', campanhaId], () => calls.list(campanhaId));

  return {
    ...steps,
    /** Saves the order; the list shows it while this runs and puts the old one back if it rejects. */
    reorder: async (next: CampanhaPasso[]) => {
      const saved = await calls.reorder({ campanha_id: campanhaId, posicoes: next.map((step) => step.id) });
      await steps.mutate(saved, { revalidate: false });
    },
    reorderFailed: (error: unknown) =>
      toast.error(t('campaigns.steps.reorderFailed'), error instanceof ApiError ? error.message : undefined),
    setStatus: async (step: CampanhaPasso, on: boolean) => {
      try {
        await calls.update(step.id, { status: on });
        await steps.mutate();
        toast.success(t(on ? 'campaigns.steps.switchedOn' : 'campaigns.steps.switchedOff', { position: step.posicao }));
      } catch (error) {
        toast.error(t('campaigns.steps.switchFailed', { position: step.posicao }), error instanceof ApiError ? error.message : undefined);
      }
    },
    remove: async (step: CampanhaPasso) => {
      try {
        await calls.remove(step.id);
      } catch (error) {
        toast.error(t('campaigns.steps.removeFailed', { position: step.posicao }), error instanceof ApiError ? error.message : undefined);
        return;
      }
      await steps.mutate();
      toast.success(t('campaigns.steps.removed', { position: step.posicao }));
    },
  };
}
