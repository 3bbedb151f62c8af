import { ApiError, ValidationError, type Conquista } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useState } from 'react';
import { useApi } from '../../../platform/api';
import { withActive } from '../lib/input';
import { useAchievementsT } from '../messages';
import { useReloadAchievementLimit } from './useAchievementLimit';
import { useReloadAchievements } from './useAchievementList';

/** Why the server refused: its message about the active flag (the plan's limit), else its general message. */
function refusal(error: unknown): string | undefined {
  if (error instanceof ValidationError) return error.fieldMessages().ativo ?? error.message;
  return error instanceof ApiError ? error.message : undefined;
}

/**
 * Switching an achievement on or off: the switch moves at once and stays put while the change is saved; if the
 * server refuses (the plan's limit, most often), it moves back and a toast says why.
 */
export function useActiveToggle() {
  const t = useAchievementsT();
  const api = useApi();
  const toast = useToast();
  const reload = useReloadAchievements();
  const reloadLimit = useReloadAchievementLimit();
  const [saving, setSaving] = useState<ReadonlyMap<number, boolean>>(new Map());

  async function toggle(row: Conquista, ativo: boolean) {
    setSaving((current) => new Map(current).set(row.id, ativo));
    try {
      await api.settings.conquistas.update(row.id, withActive(row, ativo));
      await Promise.all([reload(), reloadLimit()]);
      toast.success(t(ativo ? 'achievements.activated' : 'achievements.deactivated', { name: row.nome }));
    } catch (error) {
      toast.error(t('achievements.toggleFailed', { name: row.nome }), refusal(error));
    } finally {
      setSaving((current) => {
        const next = new Map(current);
        next.delete(row.id);
        return next;
      });
    }
  }

  return {
    isActive: (row: Conquista) => saving.get(row.id) ?? row.ativo,
    isSaving: (row: Conquista) => saving.has(row.id),
    toggle,
  };
}
