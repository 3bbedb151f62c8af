import { ApiError, type Conquista } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useState } from 'react';
import { useApi } from '../../../platform/api';
import { useAchievementsT } from '../messages';
import { useReloadAchievementLimit } from './useAchievementLimit';
import { useReloadAchievements } from './useAchievementList';

/** The achievement waiting for the person to confirm its deletion, and the deletion itself. */
export function useRemoveAchievement({ afterRemove }: { afterRemove: () => void }) {
  const t = useAchievementsT();
  const api = useApi();
  const toast = useToast();
  const reload = useReloadAchievements();
  const reloadLimit = useReloadAchievementLimit();
  const [asking, setAsking] = useState<Pick<Conquista, 'id' | 'nome'> | null>(null);

  /** Rejects when the server refuses, so the question stays open to retry or cancel. */
  async function confirm() {
    if (!asking) return;
    try {
      await api.settings.conquistas.remove(asking.id);
    } catch (error) {
      toast.error(t('achievements.removeFailed', { name: asking.nome }), error instanceof ApiError ? error.message : undefined);
      throw error;
    }
    afterRemove();
    void reloadLimit();
    await reload();
    toast.success(t('achievements.removed', { name: asking.nome }));
  }

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm };
}
