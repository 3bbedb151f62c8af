import { ACTOR_TYPES, TICKET_SORTS, type ActorType, type PageSize, type TicketListParams } from '@retoma/api-client';
import {
  oneOf,
  parseListPaging,
  parseSearch,
  positiveInt,
  sortParam,
  useListState,
  writeListPaging,
  type ListPaging,
  type ListPagingRules,
} from '../../../platform/useListState';

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

export interface TicketListState extends ListPaging {
  tab: TicketTab;
  filters: TicketFilters;
}

const FILTER_KEYS = ['search', 'produto_id', 'origem_id', 'responsavel_type', 'responsavel_id', 'dt_inicio', 'dt_fim'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGING: ListPagingRules = { sorts: TICKET_SORTS, defaultPerPage: DEFAULT_PER_PAGE };

/**
 * Reads the list's state from the query string. A hand-edited or outdated link never breaks the page: values the
 * API would refuse are dropped (back to their defaults) instead of being sent.
 */
export function parseTicketListState(params: URLSearchParams): TicketListState {
  const dtInicio = params.get('dt_inicio') ?? '';
  const dtFim = params.get('dt_fim') ?? '';
  const period = DAY.test(dtInicio) && DAY.test(dtFim) && dtInicio <= dtFim ? { dt_inicio: dtInicio, dt_fim: dtFim } : {};
  const responsavelType = oneOf(ACTOR_TYPES, params.get('responsavel_type'));
  return {
    tab: oneOf(TICKET_TABS, params.get('aba')) ?? 'abertos',
    ...parseListPaging(params, PAGING),
    filters: {
      search: parseSearch(params),
      produto_id: positiveInt(params.get('produto_id')),
      origem_id: positiveInt(params.get('origem_id')),
      responsavel_type: responsavelType,
      responsavel_id: responsavelType ? positiveInt(params.get('responsavel_id')) : undefined,
      ...period,
    },
  };
}

/** The query string of a state; defaults are left out so links stay short. */
export function serializeTicketListState(state: TicketListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'abertos') params.set('aba', state.tab);
  writeListPaging(params, state, PAGING);
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

const CODEC = { parse: parseTicketListState, serialize: serializeTicketListState };

/**
 * The ticket list's state lives in the URL (tab, page, page size, sort, search and filters), so a reload, a
 * shared link or "back" from a ticket reopens the same view. Changing the tab or a filter starts at page 1.
 */
export const useTicketListState = () => useListState(CODEC);
