import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { toListParams, type TicketFilters, type TicketListState } from './useTicketListState';

/** SWR key names of the ticket lists and their counters (the company slug comes first in every key). */
const LIST = 'tickets';
const COUNTS = 'ticketsNum';

/**
 * The page of the current tab. Within a tab the previous page stays on screen while the next one loads (no flash
 * of skeletons at every keystroke of a search); another tab's rows are never shown under this one.
 */
export function useTicketList(state: TicketListState) {
  const api = useApi();
  const { slug } = useCompanySession();
  const params = toListParams(state);
  const fetchers = { abertos: api.tickets.open, fechados: api.tickets.closed, todos: api.tickets.list };
  const { tab } = state;
  const result = useSWR([slug, LIST, tab, params], async () => ({ tab, page: await fetchers[tab](params) }), { keepPreviousData: true });
  return {
    page: result.data?.tab === tab ? result.data.page : undefined,
    error: result.error as unknown,
    retry: () => void result.mutate(),
  };
}

/** The three tab counters, with the same filters as the list. */
export function useTicketCounts(filters: TicketFilters) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, COUNTS, filters], () => api.tickets.counts(filters), { keepPreviousData: true });
}

/** After a create, edit, delete or a ticket closed meanwhile: every list page and counter of the company is stale. */
export function useRefreshTickets() {
  const { slug } = useCompanySession();
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === slug && (key[1] === LIST || key[1] === COUNTS)),
    [slug, mutate],
  );
}
