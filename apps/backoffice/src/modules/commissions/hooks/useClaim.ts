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

/** The claims a "diagnose all" reads per page: the largest page the list gives. */
const ALL_PAGE = 100;
/** The claims diagnosed per call, so a person sees the progress advance. */
const BATCH = 10;

/**
 * Diagnoses claims in batches of ten, so a person sees it advance ("one or all, with progress"); every list is
 * refreshed at the end with the stored results. `run` diagnoses the claims named; `runAll` every pending claim the
 * filter holds, page after page of the list (the server diagnoses only the ids it is given). Both answer how many
 * were diagnosed.
 */
export function useDiagnose() {
  const api = useApi();
  const reload = useReloadCommissions();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  async function diagnoseIn(ids: number[], done: number, total: number) {
    for (let start = 0; start < ids.length; start += BATCH) {
      await api.commissions.preCommissions.diagnose(ids.slice(start, start + BATCH));
      setProgress({ done: done + Math.min(ids.length, start + BATCH), total });
    }
    return done + ids.length;
  }

  async function track(work: () => Promise<number>) {
    try {
      return await work();
    } finally {
      setProgress(null);
      await reload();
    }
  }

  const run = (ids: number[]) =>
    track(() => {
      setProgress({ done: 0, total: ids.length });
      return diagnoseIn(ids, 0, ids.length);
    });

  const runAll = (filter: { search?: string; atendente_id?: number }) =>
    track(async () => {
      const list = (page: number) => api.commissions.preCommissions.list({ ...filter, tipo: 'pendente', page, per_page: ALL_PAGE });
      // Diagnosing leaves a claim pending, so the pages keep their claims while they are read one after another.
      let current = await list(1);
      setProgress({ done: 0, total: current.total });
      let done = 0;
      for (;;) {
        done = await diagnoseIn(
          current.data.map((row) => row.id),
          done,
          Math.max(current.total, done + current.data.length),
        );
        if (current.current_page >= current.last_page) return done;
        current = await list(current.current_page + 1);
      }
    });

  return { run, runAll, progress };
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
