import { LEAD_COMPRAS, LEAD_ORIGENS, LEAD_SORTS, type LeadCompra, type LeadListParams, type LeadOrigem } from '@retoma/api-client';
import { DEFAULT_PAGE_SIZE } from '@retoma/ui';
import { useFilteredCompanyList } from '../../../platform/useCompanyList';
import {
  oneOf,
  parseListPaging,
  parseSearch,
  positiveInt,
  sortParam,
  writeListPaging,
  type ListPaging,
  type ListPagingRules,
  type ListStateCodec,
} from '../../../platform/useListState';

/** The list's name in the cache (its wire route): what `useReloadCompanyList` names after a delete. */
export const LEADS_LIST = 'leads';

/** The leads list's filters, named as the API names them. */
export interface LeadFilters {
  search?: string;
  produto_id?: number;
  compra?: LeadCompra;
  origem?: LeadOrigem;
  dt_inicio?: string;
  dt_fim?: string;
}
const FILTER_KEYS = ['search', 'produto_id', 'compra', 'origem', 'dt_inicio', 'dt_fim'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

export interface LeadListState extends ListPaging {
  filters: LeadFilters;
}

const PAGING: ListPagingRules = { sorts: LEAD_SORTS, defaultPerPage: DEFAULT_PAGE_SIZE };

/** `?search=…&produto_id=2&compra=comprou&origem=carrinho&dt_inicio=…&dt_fim=…&sort=nome`; what the API would refuse is dropped. */
export const leadListCodec: ListStateCodec<LeadListState> = {
  parse: (params) => {
    const dtInicio = day(params.get('dt_inicio'));
    const dtFim = day(params.get('dt_fim'));
    const period = dtInicio && dtFim && dtInicio > dtFim ? {} : { dt_inicio: dtInicio, dt_fim: dtFim };
    return {
      ...parseListPaging(params, PAGING),
      filters: {
        search: parseSearch(params),
        produto_id: positiveInt(params.get('produto_id')),
        compra: oneOf(LEAD_COMPRAS, params.get('compra')),
        origem: oneOf(LEAD_ORIGENS, params.get('origem')),
        ...period,
      },
    };
  },
  serialize: (state) => {
    const params = new URLSearchParams();
    writeListPaging(params, state, PAGING);
    for (const key of FILTER_KEYS) {
      const value = state.filters[key];
      if (value !== undefined) params.set(key, String(value));
    }
    return params;
  },
};

export const hasFilters = (filters: LeadFilters) => FILTER_KEYS.some((key) => filters[key] !== undefined);

const paramsOf = (state: LeadListState): LeadListParams => ({
  ...state.filters,
  page: state.page,
  per_page: state.perPage,
  sort: sortParam(state.sort) as LeadListParams['sort'],
});

/** The company's leads as the server pages them, searched and filtered, everything in the URL. */
export function useLeadList() {
  const list = useFilteredCompanyList({ name: LEADS_LIST, codec: leadListCodec, paramsOf, fetch: (api, params) => api.leads.list(params) });
  return {
    ...list,
    setFilters: (filters: LeadFilters) => list.update({ filters: { ...list.state.filters, ...filters } }),
    clearFilters: () => list.update({ filters: {} }),
  };
}
