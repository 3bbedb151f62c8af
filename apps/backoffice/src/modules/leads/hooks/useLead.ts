import type { LeadTimelineKind, PageSize } from '@retoma/api-client';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useLoadMore } from '../../../platform/useLoadMore';

/** One lead with its purchase state, opt-outs and tab counts; no call for an id that is not a number. */
export function useLead(id: number | null) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(id === null ? null : [slug, 'leads', id], () => api.leads.get(id!));
}

/** The lead's timeline, newest first, 25 at a time, one kind or all. */
export function useLeadTimeline(id: number, tipo: LeadTimelineKind | undefined) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useLoadMore(
    (index) => [slug, 'leads', id, 'linha-do-tempo', tipo ?? 'all', index + 1] as const,
    (page) => api.leads.timeline(id, { page, per_page: 25, ...(tipo ? { tipo } : {}) }),
  );
}

/** A page of the detail's transactions tab. */
export function useLeadTransactions(id: number, page: number, perPage: PageSize) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'leads', id, 'transacoes', page, perPage], () => api.leads.transactions(id, { page, per_page: perPage }), {
    keepPreviousData: true,
  });
}

/** A page of the detail's tickets tab. */
export function useLeadTickets(id: number, page: number, perPage: PageSize) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'leads', id, 'tickets', page, perPage], () => api.leads.tickets(id, { page, per_page: perPage }), {
    keepPreviousData: true,
  });
}
