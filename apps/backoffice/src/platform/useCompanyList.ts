import type { ApiClient, ListParams, Paginator } from '@retoma/api-client';
import type { DataTableState } from '@retoma/ui';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useApi } from './api';
import { useCompanySession } from './companySession';
import { isCompanyListKey, searchListCodec, toListParams, type CompanyListKey } from './searchList';
import { useListState } from './useListState';

export interface CompanyListOptions<T> {
  /** The list's name in the cache (its wire route, e.g. `origems`): what `useReloadCompanyList` names. */
  name: string;
  /** The columns the server sorts by; any other `sort` in the URL is ignored. */
  sorts: readonly string[];
  /** The one client call that pages the list. */
  fetch: (api: ApiClient, params: ListParams) => Promise<Paginator<T>>;
}

/**
 * One company list as the server pages it: page, page size, sort and search live in the URL (a reload, a shared
 * link or "back" reopens the same view; a new search or sort starts at page 1), the cache key starts with the
 * company, and the previous page stays on screen while the next one loads.
 */
export function useCompanyList<T>({ name, sorts, fetch }: CompanyListOptions<T>) {
  const api = useApi();
  const { slug } = useCompanySession();
  const codec = useMemo(() => searchListCodec(sorts), [sorts]);
  const { state, update } = useListState(codec);

  const params = toListParams(state);
  const key: CompanyListKey = [slug, name, params];
  const { data, error, isLoading, mutate } = useSWR(key, () => fetch(api, params), { keepPreviousData: true });

  return {
    rows: data?.data ?? [],
    total: data?.total ?? 0,
    state,
    setTable: ({ page, perPage, sort }: DataTableState) => update({ page, perPage: perPage as typeof state.perPage, sort }),
    /** Applies a search (from the search box, once the person pauses typing): back to page 1. */
    setSearch: (search: string | undefined) => update({ search }),
    isLoading,
    error: error as unknown,
    retry: () => void mutate(),
    /** After a delete empties the page, the one before it is shown. */
    stepBackIfLastRow: () => {
      if (data?.data.length === 1 && state.page > 1) update({ page: state.page - 1 });
    },
  };
}

/** Refetches every loaded page of list `name`, after a record was created, changed or deleted. */
export function useReloadCompanyList(name: string) {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => isCompanyListKey(key, name)), [mutate, name]);
}
