import { ApiError, type Link } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useState } from 'react';
import { useApi } from '../../../platform/api';
import { useSalesLinksT } from '../messages';

/** The link waiting for the person to confirm its deletion, and the deletion itself. */
export function useRemoveLink({ reload, afterRemove }: { reload: () => Promise<unknown>; afterRemove: () => void }) {
  const t = useSalesLinksT();
  const api = useApi();
  const toast = useToast();
  const [asking, setAsking] = useState<Link | null>(null);

  /** Rejects when the server refuses (a default message names the link), so the question stays open. */
  async function confirm() {
    if (!asking) return;
    const name = asking.descricao;
    try {
      await api.settings.links.remove(asking.id);
    } catch (error) {
      toast.error(t('salesLinks.remove.failed', { name }), error instanceof ApiError ? error.message : undefined);
      throw error;
    }
    afterRemove();
    await reload();
    toast.success(t('salesLinks.remove.done', { name }));
  }

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm };
}
