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
} from '../../../platform/useListState';

/** A settings list's view, as its URL holds it: `?page=2&per_page=25&search=tele&sort=-nome`. */
export interface SettingsListState extends ListPaging {
  search?: string;
}

/** How a settings list with these sortable columns reads its state from the URL and writes it back. */
export function settingsListCodec(sorts: readonly string[]): ListStateCodec<SettingsListState> {
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

/** What the list endpoint receives. */
export const toSettingsListParams = (state: SettingsListState): ListParams => ({
  page: state.page,
  per_page: state.perPage,
  search: state.search,
  sort: sortParam(state.sort),
});
