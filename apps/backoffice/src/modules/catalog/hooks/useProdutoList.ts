import type { ListParams } from '@retoma/api-client';
import { PRODUTO_SORTS } from '@retoma/api-client/schemas';
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

/** The list's name in the cache (its wire route): what `useReloadCompanyList` names after a write. */
export const PRODUTOS_LIST = 'produtos';

/** The products list's filters, named as the API names them: `1` yes / active, `0` no / inactive. */
export interface ProdutoFilters {
  search?: string;
  conta_id?: number;
  status?: '0' | '1';
  hab_comissao?: '0' | '1';
}
const FILTER_KEYS = ['search', 'conta_id', 'status', 'hab_comissao'] as const;
const FLAGS = ['0', '1'] as const;

export interface ProdutoListState extends ListPaging {
  filters: ProdutoFilters;
}

const PAGING: ListPagingRules = { sorts: PRODUTO_SORTS, defaultPerPage: DEFAULT_PAGE_SIZE };

/** `?conta_id=2&status=1&hab_comissao=1&search=…&sort=-preco`; values the API would refuse are dropped. */
export const produtoListCodec: ListStateCodec<ProdutoListState> = {
  parse: (params) => ({
    ...parseListPaging(params, PAGING),
    filters: {
      search: parseSearch(params),
      conta_id: positiveInt(params.get('conta_id')),
      status: oneOf(FLAGS, params.get('status')),
      hab_comissao: oneOf(FLAGS, params.get('hab_comissao')),
    },
  }),
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

export const hasFilters = (filters: ProdutoFilters) => FILTER_KEYS.some((key) => filters[key] !== undefined);

/** What the products endpoint receives for a view. */
const paramsOf = (state: ProdutoListState): ListParams => ({
  ...state.filters,
  page: state.page,
  per_page: state.perPage,
  sort: sortParam(state.sort),
});

/**
 * The company's products as the server pages them, with the list's filters: everything in the URL (a reload or a
 * shared link reopens the same view), the previous page kept on screen while the next one loads.
 */
export function useProdutoList() {
  const list = useFilteredCompanyList({
    name: PRODUTOS_LIST,
    codec: produtoListCodec,
    paramsOf,
    fetch: (api, params) => api.settings.produtos.list(params),
  });
  return {
    ...list,
    setFilters: (filters: ProdutoFilters) => list.update({ filters: { ...list.state.filters, ...filters } }),
    clearFilters: () => list.update({ filters: {} }),
  };
}
