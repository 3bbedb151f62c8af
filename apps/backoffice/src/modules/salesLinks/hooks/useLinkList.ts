import { LINK_SORTS } from '@retoma/api-client/schemas';
import { searchListCodec, toListParams, type SearchListState } from '../../../platform/searchList';
import { useFilteredCompanyList } from '../../../platform/useCompanyList';
import { positiveInt, type ListStateCodec } from '../../../platform/useListState';

/** The links list's wire route: its cache key, reloaded after a write (`useReloadCompanyList(LINKS_LIST)`). */
export const LINKS_LIST = 'links';

/** The links list's view: a search list narrowed to one product (`?produto=3`). */
interface LinkListState extends SearchListState {
  produto?: number;
}

const base = searchListCodec(LINK_SORTS);
const codec: ListStateCodec<LinkListState> = {
  parse: (params) => ({ ...base.parse(params), produto: positiveInt(params.get('produto')) }),
  serialize: (state) => {
    const params = base.serialize(state);
    if (state.produto) params.set('produto', String(state.produto));
    return params;
  },
};

/**
 * Every link of the company, or one product's (`fixedProduto`, from the page's address, or the product filter kept
 * in the URL), paged, sorted and searched by the server; the previous page stays while the next one loads.
 */
export function useLinkList(fixedProduto?: number) {
  const list = useFilteredCompanyList({
    name: LINKS_LIST,
    codec,
    paramsOf: (state: LinkListState) => ({ ...toListParams(state), produto: fixedProduto ?? state.produto }),
    fetch: (api, params) => api.settings.links.list(params),
  });
  return { ...list, produto: fixedProduto ?? list.state.produto };
}
