import { ApiError } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useState } from 'react';
import { useCatalogT, type CatalogKey } from '../messages';

/** The record waiting for the person to confirm its deletion, and the deletion itself. */
export function useRemoval<T extends { id: number }>({
  nameOf,
  remove,
  removed,
  afterRemove,
}: {
  nameOf: (item: T) => string;
  remove: (id: number) => Promise<void>;
  /** The toast once it is gone ({name}). */
  removed: CatalogKey;
  afterRemove: () => unknown;
}) {
  const t = useCatalogT();
  const toast = useToast();
  const [asking, setAsking] = useState<T | null>(null);

  /** Rejects when the server refuses (a record in use says why), so the question stays open to retry or cancel. */
  async function confirm() {
    if (!asking) return;
    const name = nameOf(asking);
    try {
      await remove(asking.id);
    } catch (error) {
      toast.error(t('catalog.list.removeFailed', { name }), error instanceof ApiError ? error.message : undefined);
      throw error;
    }
    setAsking(null);
    await afterRemove();
    toast.success(t(removed, { name }));
  }

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm };
}
