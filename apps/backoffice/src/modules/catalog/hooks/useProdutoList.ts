import type { ListParams } from '@retoma/api-client';
import { PRODUTO_SORTS } from '@retoma/api-client/schemas';
import { DEFAULT_PAGE_SIZE } from '@retoma/ui';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import type { CompanyListKey } from '../../../platform/searchList';
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

/**
 * The company's products as the server pages them, with the list's filters: everything in the URL (a reload or a
 * shared link reopens the same view), the previous page kept on screen while the next one loads.
 */
export function useProdutoList() {
  const api = useApi();
  const { slug } = useCompanySession();
  const { state, update } = useListState(produtoListCodec);
  const params: ListParams = { ...state.filters, page: state.page, per_page: state.perPage, sort: sortParam(state.sort) };
  const key: CompanyListKey = [slug, PRODUTOS_LIST, params];
  const { data, error, isLoading, mutate } = useSWR(key, () => api.settings.produtos.list(params), { keepPreviousData: true });

  return {
    rows: data?.data ?? [],
    total: data?.total ?? 0,
    state,
    setTable: ({ page, perPage, sort }: Pick<ListPaging, 'page' | 'sort'> & { perPage: number }) =>
      update({ page, perPage: perPage as ListPaging['perPage'], sort }),
    setFilters: (filters: ProdutoFilters) => update({ filters: { ...state.filters, ...filters } }),
    clearFilters: () => update({ filters: {} }),
    isLoading,
    error: error as unknown,
    retry: () => void mutate(),
    /** After a delete empties the page, the one before it is shown. */
    stepBackIfLastRow: () => {
      if (data?.data.length === 1 && state.page > 1) update({ page: state.page - 1 });
    },
  };
}
