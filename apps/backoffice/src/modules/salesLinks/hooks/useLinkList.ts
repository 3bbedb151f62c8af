import type { Link } from '@retoma/api-client';
import { LINK_SORTS } from '@retoma/api-client/schemas';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { positiveInt, useListState, type ListStateCodec } from '../../../platform/useListState';
import { searchListCodec, toListParams, type CompanyListKey, type SearchListState } from '../../../platform/searchList';

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
  const api = useApi();
  const { slug } = useCompanySession();
  const { state, update } = useListState(codec);
  const produto = fixedProduto ?? state.produto;
  const params = { ...toListParams(state), produto };
  const key: CompanyListKey = [slug, LINKS_LIST, params];
  const { data, error, isLoading, mutate } = useSWR(key, () => api.settings.links.list(params), { keepPreviousData: true });
  const rows: Link[] = data?.data ?? [];

  return {
    rows,
    total: data?.total ?? 0,
    state,
    produto,
    update,
    isLoading,
    error: error as unknown,
    retry: () => void mutate(),
    /** After a delete empties the page, the one before it is shown. */
    stepBackIfLastRow: () => {
      if (rows.length === 1 && state.page > 1) update({ page: state.page - 1 });
    },
  };
}
