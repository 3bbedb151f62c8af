import { ApiError } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useState } from 'react';
import { useApi } from '../../../platform/api';
import { useTicketSettingsT } from '../messages';
import type { SettingsListConfig, SettingsRecord } from '../config/types';

/** The record waiting for the person to confirm its deletion, and the deletion itself. */
export function useRemoveRecord<T extends SettingsRecord, Input>(
  config: SettingsListConfig<T, Input>,
  { reload, afterRemove }: { reload: () => Promise<unknown>; afterRemove: () => void },
) {
  const t = useTicketSettingsT();
  const api = useApi();
  const toast = useToast();
  const [asking, setAsking] = useState<T | null>(null);

  /** Rejects when the server refuses, so the question stays open to retry or cancel. */
  async function confirm() {
    if (!asking) return;
    const name = config.nameOf(asking);
    try {
      await config.resource(api).remove(asking.id);
    } catch (error) {
      toast.error(t('ticketSettings.list.removeFailed', { name }), error instanceof ApiError ? error.message : undefined);
      throw error;
    }
    afterRemove();
    await reload();
    toast.success(t(config.texts.removed, { name }));
  }

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm };
}
