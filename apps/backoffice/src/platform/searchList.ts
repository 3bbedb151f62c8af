import type { ListParams } from '@retoma/api-client';
import { DEFAULT_PAGE_SIZE } from '@retoma/ui';
import {
  parseListPaging,
  parseSearch,
  sortParam,
  writeListPaging,
  type ListPaging,
  type ListPagingRules,
  type ListStateCodec,
} from './useListState';

/** A searchable list's view, as its URL holds it: `?page=2&per_page=25&search=tele&sort=-nome`. */
export interface SearchListState extends ListPaging {
  search?: string;
}

/** How a searchable list with these sortable columns reads its state from the URL and writes it back. */
export function searchListCodec(sorts: readonly string[]): ListStateCodec<SearchListState> {
  const rules: ListPagingRules = { sorts, defaultPerPage: DEFAULT_PAGE_SIZE };
  return {
    parse: (params) => ({ ...parseListPaging(params, rules), search: parseSearch(params) }),
    serialize: (state) => {
      const params = new URLSearchParams();
      writeListPaging(params, state, rules);
      if (state.search) params.set('search', state.search);
      return params;
    },
  };
}

/** What a list endpoint receives (the wire's `page`, `per_page`, `search`, `sort`). */
export const toListParams = (state: SearchListState): ListParams => ({
  page: state.page,
  per_page: state.perPage,
  search: state.search,
  sort: sortParam(state.sort),
});

/** The cache key of one page of a company list: company, list name (its wire route), query. */
export type CompanyListKey = readonly [company: string, list: string, params: ListParams];

/** Whether a cache key belongs to list `name` (any page, any search) in any company. */
export const isCompanyListKey = (key: unknown, name: string): boolean => Array.isArray(key) && key[1] === name && key.length === 3;
