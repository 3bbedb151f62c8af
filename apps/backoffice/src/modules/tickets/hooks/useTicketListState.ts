import { ACTOR_TYPES, PAGE_SIZES, TICKET_SORTS, type ActorType, type PageSize, type TicketListParams } from '@retoma/api-client';
import type { DataTableSort } from '@retoma/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const TICKET_TABS = ['abertos', 'fechados', 'todos'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

/** The predecessor's default page size. */
export const DEFAULT_PER_PAGE: PageSize = 25;

/** The filters shared by the three lists and the tab counters, named as the API names them (a type, so it is a query). */
export type TicketFilters = {
  search?: string;
  produto_id?: number;
  origem_id?: number;
  responsavel_type?: ActorType;
  responsavel_id?: number;
  dt_inicio?: string;
  dt_fim?: string;
};

export interface TicketListState {
  tab: TicketTab;
  page: number;
  perPage: PageSize;
  /** null: the server's default order (newest first). */
  sort: DataTableSort | null;
  filters: TicketFilters;
}

const FILTER_KEYS = ['search', 'produto_id', 'origem_id', 'responsavel_type', 'responsavel_id', 'dt_inicio', 'dt_fim'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

function parseSort(value: string | null): DataTableSort | null {
  if (!value) return null;
  const column = oneOf(TICKET_SORTS, value.replace(/^-/, ''));
  return column ? { column, direction: value.startsWith('-') ? 'desc' : 'asc' } : null;
}

/**
 * Reads the list's state from the query string. A hand-edited or outdated link never breaks the page: values the
 * API would refuse are dropped (back to their defaults) instead of being sent.
 */
export function parseTicketListState(params: URLSearchParams): TicketListState {
  const perPage = Number(params.get('per_page'));
  const dtInicio = params.get('dt_inicio') ?? '';
  const dtFim = params.get('dt_fim') ?? '';
  const period = DAY.test(dtInicio) && DAY.test(dtFim) && dtInicio <= dtFim ? { dt_inicio: dtInicio, dt_fim: dtFim } : {};
  const responsavelType = oneOf(ACTOR_TYPES, params.get('responsavel_type'));
  return {
    tab: oneOf(TICKET_TABS, params.get('aba')) ?? 'abertos',
    page: positiveInt(params.get('page')) ?? 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? (perPage as PageSize) : DEFAULT_PER_PAGE,
    sort: parseSort(params.get('sort')),
    filters: {
      search: params.get('search')?.trim() || undefined,
      produto_id: positiveInt(params.get('produto_id')),
      origem_id: positiveInt(params.get('origem_id')),
      responsavel_type: responsavelType,
      responsavel_id: responsavelType ? positiveInt(params.get('responsavel_id')) : undefined,
      ...period,
    },
  };
}

export const sortParam = (sort: DataTableSort | null) => (sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.column}` : undefined);

/** The query string of a state; defaults are left out so links stay short. */
export function serializeTicketListState(state: TicketListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'abertos') params.set('aba', state.tab);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage));
  const sort = sortParam(state.sort);
  if (sort) params.set('sort', sort);
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** What the list endpoint of the current tab receives. */
export function toListParams(state: TicketListState): TicketListParams {
  return { ...state.filters, page: state.page, per_page: state.perPage, sort: sortParam(state.sort) };
}

export const hasActiveFilters = (filters: TicketFilters) => FILTER_KEYS.some((key) => filters[key] !== undefined);

/**
 * The ticket list's state lives in the URL (tab, page, page size, sort, search and filters), so a reload, a
 * shared link or "back" from a ticket reopens the same view. Changing the tab or a filter starts at page 1.
 */
export function useTicketListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTicketListState(params), [params]);

  const update = useCallback(
    (next: Partial<Omit<TicketListState, 'filters'>> & { filters?: TicketFilters }) => {
      const resetsPage = next.tab !== undefined || next.filters !== undefined || next.perPage !== undefined || next.sort !== undefined;
      const merged: TicketListState = { ...state, ...next, page: next.page ?? (resetsPage ? 1 : state.page) };
      // Replace, not push: typing a search or picking a filter would otherwise fill "back" with every keystroke.
      setParams(serializeTicketListState(merged), { replace: true });
    },
    [state, setParams],
  );

  return { state, update, queryString: params.toString() };
}
