import { WHATSAPPLIST_SITUACOES, WHATSAPPLIST_SORTS, type WhatsappListParams, type WhatsappListSituacao } from '@retoma/api-client';
import { DEFAULT_PAGE_SIZE } from '@retoma/ui';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useFilteredCompanyList, useReloadCompanyList } from '../../../platform/useCompanyList';
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

/** The list's name in the cache (its wire route), its counts' beside it. */
export const WHATSAPP_LIST = 'whatsapplists';
const COUNTS = 'whatsapplists_numeros';

/** The filters of the list and of its counts, named as the API names them (a type, so it is a query). */
export type WhatsappListFilters = {
  search?: string;
  campanha_id?: number;
  usuario_id?: number;
  produto_id?: number;
  dt_inicio?: string;
  dt_fim?: string;
};
const FILTER_KEYS = ['search', 'campanha_id', 'usuario_id', 'produto_id', 'dt_inicio', 'dt_fim'] as const;

export interface WhatsappListState extends ListPaging {
  tab: WhatsappListSituacao;
  filters: WhatsappListFilters;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGING: ListPagingRules = { sorts: WHATSAPPLIST_SORTS, defaultPerPage: DEFAULT_PAGE_SIZE };

/** `?aba=respondidos&search=…&campanha_id=3&usuario_id=2&produto_id=1&dt_inicio=…&dt_fim=…`; what the API would refuse is dropped. */
export const whatsappListCodec: ListStateCodec<WhatsappListState> = {
  parse: (params) => {
    const start = params.get('dt_inicio') ?? '';
    const end = params.get('dt_fim') ?? '';
    const period = DAY.test(start) && DAY.test(end) && start <= end ? { dt_inicio: start, dt_fim: end } : {};
    return {
      ...parseListPaging(params, PAGING),
      tab: oneOf(WHATSAPPLIST_SITUACOES, params.get('aba')) ?? 'pendentes',
      filters: {
        search: parseSearch(params),
        campanha_id: positiveInt(params.get('campanha_id')),
        usuario_id: positiveInt(params.get('usuario_id')),
        produto_id: positiveInt(params.get('produto_id')),
        ...period,
      },
    };
  },
  serialize: (state) => {
    const params = new URLSearchParams();
    if (state.tab !== 'pendentes') params.set('aba', state.tab);
    writeListPaging(params, state, PAGING);
    for (const key of FILTER_KEYS) {
      const value = state.filters[key];
      if (value !== undefined) params.set(key, String(value));
    }
    return params;
  },
};

export const hasFilters = (filters: WhatsappListFilters) => FILTER_KEYS.some((key) => filters[key] !== undefined);

/** The tab's contacts as the server pages them, with each tab's count under the same filters; all in the URL. */
export function useWhatsappList() {
  const api = useApi();
  const { slug } = useCompanySession();
  const list = useFilteredCompanyList({
    name: WHATSAPP_LIST,
    codec: whatsappListCodec,
    paramsOf: (state): WhatsappListParams => ({
      ...state.filters,
      situacao: state.tab,
      page: state.page,
      per_page: state.perPage,
      sort: sortParam(state.sort),
    }),
    fetch: (client, params) => client.whatsappList.list(params),
  });
  const counts = useSWR([slug, COUNTS, list.state.filters], () => api.whatsappList.counts(list.state.filters));
  const reloadList = useReloadCompanyList(WHATSAPP_LIST);
  return {
    ...list,
    counts: counts.data,
    setTab: (tab: WhatsappListSituacao) => list.update({ tab }),
    setFilters: (filters: WhatsappListFilters) => list.update({ filters: { ...list.state.filters, ...filters } }),
    clearFilters: () => list.update({ filters: {} }),
    /** After an answer, a ticket or a removal: the pages and the counts are read again. */
    reload: () => Promise.all([reloadList(), counts.mutate()]),
  };
}
