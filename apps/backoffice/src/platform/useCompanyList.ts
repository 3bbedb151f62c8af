import { ApiError, type ApiClient, type ListParams, type Paginator } from '@retoma/api-client';
import type { DataTableState } from '@retoma/ui';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useApi } from './api';
import { useCompanySession } from './companySession';
import { isCompanyListKey, searchListCodec, toListParams } from './searchList';
import { useListState, type ListPaging, type ListStateCodec } from './useListState';

export interface CompanyListOptions<T> {
  /** The list's name in the cache (its wire route, e.g. `origems`): what `useReloadCompanyList` names. */
  name: string;
  /** The columns the server sorts by; any other `sort` in the URL is ignored. */
  sorts: readonly string[];
  /** The one client call that pages the list. */
  fetch: (api: ApiClient, params: ListParams) => Promise<Paginator<T>>;
}

export interface FilteredListOptions<T, S extends ListPaging, P extends object> {
  /** The list's name in the cache (its wire route): what `useReloadCompanyList` names. */
  name: string;
  /** How the list's view (paging, sort and its own filters) is read from the URL and written back. */
  codec: ListStateCodec<S>;
  /** What the list endpoint receives for a view. */
  paramsOf: (state: S) => P;
  /** The one client call that pages the list. */
  fetch: (api: ApiClient, params: P) => Promise<Paginator<T>>;
}

/**
 * One company list as the server pages it, with filters of its own: page, page size, sort and filters live in the
 * URL (a reload, a shared link or "back" reopens the same view; any change but the page starts at page 1), the
 * cache key starts with the company, and the previous page stays on screen while the next one loads.
 */
export function useFilteredCompanyList<T, S extends ListPaging, P extends object = ListParams>({
  name,
  codec,
  paramsOf,
  fetch,
}: FilteredListOptions<T, S, P>) {
  const api = useApi();
  const { slug } = useCompanySession();
  const { state, update } = useListState(codec);

  const params = paramsOf(state);
  // The same shape as a CompanyListKey (company, list, query), so useReloadCompanyList reaches it.
  const key = [slug, name, params] as const;
  const { data, error, isLoading, mutate } = useSWR(key, () => fetch(api, params), { keepPreviousData: true });

  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const setTable = ({ page, perPage, sort }: DataTableState) =>
    update({ page, perPage: perPage as ListPaging['perPage'], sort } as Partial<S>);
  const retry = () => void mutate();
  return {
    rows,
    total,
    /** The whole answer, when a list carries more than its page (the sum of everything its filter finds). */
    data,
    state,
    /** Changes the view (a filter, the page): anything but the page starts again at page 1. */
    update,
    setTable,
    isLoading,
    error: error as unknown,
    retry,
    /** The DataTable's rows, paging, sorting, loading and error, spread onto it: `<DataTable {...list.table} …/>`. */
    table: {
      rows,
      total,
      page: state.page,
      perPage: state.perPage,
      sort: state.sort,
      onChange: setTable,
      isLoading,
      // The server's own words when it gave them; otherwise the table's generic message.
      error: error ? (error instanceof ApiError ? error.message : true) : false,
      onRetry: retry,
    },
    /** After a delete empties the page, the one before it is shown. */
    stepBackIfLastRow: () => {
      if (rows.length === 1 && state.page > 1) update({ page: state.page - 1 } as Partial<S>);
    },
  };
}

/** A company list whose only filter is the search box (`useFilteredCompanyList` with the searchable list's view). */
export function useCompanyList<T>({ name, sorts, fetch }: CompanyListOptions<T>) {
  const codec = useMemo(() => searchListCodec(sorts), [sorts]);
  const list = useFilteredCompanyList({ name, codec, paramsOf: toListParams, fetch });
  /** Applies a search (from the search box, once the person pauses typing): back to page 1. */
  const setSearch = (search: string | undefined) => list.update({ search });
  return { ...list, setSearch };
}

/** Refetches every loaded page of list `name`, after a record was created, changed or deleted. */
export function useReloadCompanyList(name: string) {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => isCompanyListKey(key, name)), [mutate, name]);
}
