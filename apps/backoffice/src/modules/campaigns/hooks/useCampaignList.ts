import type { ListParams, Paginator } from '@retoma/api-client';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { searchListCodec, toListParams } from '../../../platform/searchList';
import type { DataTableState } from '@retoma/ui';
import { useListState } from '../../../platform/useListState';
import type { ApiClient } from '@retoma/api-client';

/**
 * One of a campaign's lists (contacts, scheduled sends) as the server pages it: page, size, sort and search in the
 * URL, the campaign's own parameters beside them, the previous page kept while the next loads.
 */
export function useCampaignList<T>({
  name,
  sorts,
  extra,
  fetch,
}: {
  name: string;
  sorts: readonly string[];
  extra: Record<string, string | number>;
  fetch: (api: ApiClient, params: ListParams) => Promise<Paginator<T>>;
}) {
  const api = useApi();
  const { slug } = useCompanySession();
  const codec = useMemo(() => searchListCodec(sorts), [sorts]);
  const { state, update } = useListState(codec);
  const params = { ...toListParams(state), ...extra };
  const { data, error, isLoading, mutate } = useSWR([slug, name, params], () => fetch(api, params), { keepPreviousData: true });
  return {
    rows: data?.data ?? [],
    total: data?.total ?? 0,
    state,
    setTable: ({ page, perPage, sort }: DataTableState) => update({ page, perPage: perPage as typeof state.perPage, sort }),
    setSearch: (search: string | undefined) => update({ search }),
    isLoading,
    error: error as unknown,
    reload: () => mutate(),
  };
}
