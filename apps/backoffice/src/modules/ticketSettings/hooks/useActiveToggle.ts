import { ApiError } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useState } from 'react';
import { useApi } from '../../../platform/api';
import { useTicketSettingsT } from '../messages';
import type { SettingsListConfig, SettingsRecord } from '../config/types';

/**
 * Switching a row on or off: the switch moves at once and stays put while the change is saved; if the server
 * refuses, it moves back and a toast says why.
 */
export function useActiveToggle<T extends SettingsRecord, Input>(config: SettingsListConfig<T, Input>, reload: () => Promise<unknown>) {
  const t = useTicketSettingsT();
  const api = useApi();
  const toast = useToast();
  const [saving, setSaving] = useState<ReadonlyMap<number, boolean>>(new Map());

  const without = (id: number) => (current: ReadonlyMap<number, boolean>) => {
    const next = new Map(current);
    next.delete(id);
    return next;
  };

  async function toggle(row: T, active: boolean) {
    const name = config.nameOf(row);
    setSaving((current) => new Map(current).set(row.id, active));
    try {
      await config.resource(api).update(row.id, config.withActive(row, active));
      await reload();
      toast.success(t(active ? config.texts.activated : config.texts.deactivated, { name }));
    } catch (error) {
      toast.error(t('ticketSettings.list.toggleFailed', { name }), error instanceof ApiError ? error.message : undefined);
    } finally {
      setSaving(without(row.id));
    }
  }

  return {
    isActive: (row: T) => saving.get(row.id) ?? row.status === 1,
    isSaving: (row: T) => saving.has(row.id),
    toggle,
  };
}
