import type { PreComissaoMetodo } from '@retoma/api-client';
import { useState } from 'react';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useReloadCommissions } from './lists';

/** One claim in full (the approval panel), or the person's own (`mine`). */
export function useClaim(id: number | null, { mine = false } = {}) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(id === null ? null : [slug, mine ? 'pre_comissaos/minhas/detalhe' : 'pre_comissaos/detalhe', id], () =>
    mine ? api.commissions.preCommissions.mineDetail(id!) : api.commissions.preCommissions.get(id!),
  );
}

/** The transactions that may prove a claim: the lead's own, or those a search finds. */
export function useCandidates(id: number, search: string | undefined) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'pre_comissaos/transacoes', id, search ?? ''], () => api.commissions.preCommissions.candidates(id, { search }), {
    keepPreviousData: true,
  });
}

/**
 * Diagnoses claims in batches of ten, so a person sees it advance ("one or all, with progress"); every list is
 * refreshed at the end with the stored results.
 */
export function useDiagnose() {
  const api = useApi();
  const reload = useReloadCommissions();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  async function run(ids: number[]) {
    setProgress({ done: 0, total: ids.length });
    try {
      for (let start = 0; start < ids.length; start += 10) {
        await api.commissions.preCommissions.diagnose(ids.slice(start, start + 10));
        setProgress({ done: Math.min(ids.length, start + 10), total: ids.length });
      }
    } finally {
      setProgress(null);
      await reload();
    }
  }
  return { run, progress };
}

/** A named method on one claim (approve with its proving transactions, reject, restore), then every list refreshed. */
export function useClaimDecision() {
  const api = useApi();
  const reload = useReloadCommissions();
  return async (method: PreComissaoMetodo, id: number, transacoes: number[] = []) => {
    const calls = api.commissions.preCommissions;
    const result =
      method === 'aprovar'
        ? await calls.approve(id, { transacoes })
        : method === 'reprovar'
          ? await calls.reject(id)
          : await calls.restore(id);
    await reload();
    return result;
  };
}
