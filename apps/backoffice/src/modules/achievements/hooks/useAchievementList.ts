import type { ListParams } from '@retoma/api-client';
import { CONQUISTA_SORTS } from '@retoma/api-client/schemas';
import type { DataTableState } from '@retoma/ui';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { searchListCodec, toListParams, type CompanyListKey, type SearchListState } from '../../../platform/searchList';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { oneOf, useListState, type ListStateCodec } from '../../../platform/useListState';

/** The list's name in the cache: its wire route. */
export const ACHIEVEMENTS = 'conquistas';

/** Which sales an achievement counts: any product's (global) or one product's. */
export const KINDS = ['global', 'produto'] as const;
export type AchievementKind = (typeof KINDS)[number];

/** The list's view in the URL: the searchable list's, plus `?tipo=global|produto`. */
export interface AchievementListState extends SearchListState {
  tipo?: AchievementKind;
}

const base = searchListCodec(CONQUISTA_SORTS);
const codec: ListStateCodec<AchievementListState> = {
  parse: (params) => ({ ...base.parse(params), tipo: oneOf(KINDS, params.get('tipo')) }),
  serialize: (state) => {
    const params = base.serialize(state);
    if (state.tipo) params.set('tipo', state.tipo);
    return params;
  },
};

/**
 * The company's achievements as the server pages them: search, kind, sort and page in the URL, the company-first
 * cache key (so `useReloadAchievements` reaches every page), the previous page kept while the next one loads.
 */
export function useAchievementList() {
  const api = useApi();
  const { slug } = useCompanySession();
  const { state, update } = useListState(codec);
  const params: ListParams = { ...toListParams(state), global: state.tipo === undefined ? undefined : state.tipo === 'global' ? 1 : 0 };
  const key: CompanyListKey = [slug, ACHIEVEMENTS, params];
  const { data, error, isLoading, mutate } = useSWR(key, () => api.settings.conquistas.list(params), { keepPreviousData: true });

  return {
    rows: data?.data ?? [],
    total: data?.total ?? 0,
    state,
    setTable: ({ page, perPage, sort }: DataTableState) => update({ page, perPage: perPage as typeof state.perPage, sort }),
    /** Applies a search (from the search box, once the person pauses typing): back to page 1. */
    setSearch: (search: string | undefined) => update({ search }),
    /** Shows only global or only product achievements (undefined: both): back to page 1. */
    setKind: (tipo: AchievementKind | undefined) => update({ tipo }),
    isLoading,
    error: error as unknown,
    retry: () => void mutate(),
    /** After a delete empties the page, the one before it is shown. */
    stepBackIfLastRow: () => {
      if (data?.data.length === 1 && state.page > 1) update({ page: state.page - 1 });
    },
  };
}

/** Refetches every loaded page of the list after an achievement was created, changed or deleted. */
export const useReloadAchievements = () => useReloadCompanyList(ACHIEVEMENTS);
