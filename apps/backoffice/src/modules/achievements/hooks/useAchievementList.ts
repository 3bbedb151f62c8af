import type { ListParams } from '@retoma/api-client';
import { CONQUISTA_SORTS } from '@retoma/api-client/schemas';
import { searchListCodec, toListParams, type SearchListState } from '../../../platform/searchList';
import { useFilteredCompanyList, useReloadCompanyList } from '../../../platform/useCompanyList';
import { oneOf, type ListStateCodec } from '../../../platform/useListState';

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

/** The searchable list's parameters, plus `global=1|0` for the kind. */
const paramsOf = (state: AchievementListState): ListParams => ({
  ...toListParams(state),
  global: state.tipo === undefined ? undefined : state.tipo === 'global' ? 1 : 0,
});

/**
 * The company's achievements as the server pages them: search, kind, sort and page in the URL, the company-first
 * cache key (so `useReloadAchievements` reaches every page), the previous page kept while the next one loads.
 */
export function useAchievementList() {
  const list = useFilteredCompanyList({
    name: ACHIEVEMENTS,
    codec,
    paramsOf,
    fetch: (api, params) => api.settings.conquistas.list(params),
  });
  return {
    ...list,
    /** Applies a search (from the search box, once the person pauses typing): back to page 1. */
    setSearch: (search: string | undefined) => list.update({ search }),
    /** Shows only global or only product achievements (undefined: both): back to page 1. */
    setKind: (tipo: AchievementKind | undefined) => list.update({ tipo }),
  };
}

/** Refetches every loaded page of the list after an achievement was created, changed or deleted. */
export const useReloadAchievements = () => useReloadCompanyList(ACHIEVEMENTS);
