import { COMISSAO_SITUACOES, PRE_COMISSAO_ABAS, type ComissaoSituacao, type PreComissaoAba } from '@retoma/api-client';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { isCompanyListKey, searchListCodec, toListParams, type SearchListState } from '../../../platform/searchList';
import { useFilteredCompanyList } from '../../../platform/useCompanyList';
import { oneOf, positiveInt, type ListStateCodec } from '../../../platform/useListState';

// The module's lists: each keeps its view (tab, filters, page) in the address and its cache key company first, so one
// decision refreshes every list it changes (see useReloadCommissions).

/** The cache names of the lists, their wire routes. */
export const LISTS = {
  claims: 'pre_comissaos',
  commissions: 'comissaos',
  mine: 'comissaos/minhas',
  myClaims: 'pre_comissaos/minhas',
  people: 'comissaos/a-ordenar',
  orders: 'ordems',
  claimCounts: 'pre_comissaos/contagem',
  orderCounts: 'ordems/contagem',
  summary: 'comissaos/minhas/resumo',
} as const;

const base = searchListCodec([]);

/** A search list's codec with some more values in the address. */
function codecWith<S extends SearchListState>(read: (params: URLSearchParams) => Omit<S, keyof SearchListState>): ListStateCodec<S> {
  return {
    parse: (params) => ({ ...base.parse(params), ...read(params) }) as S,
    serialize: (state) => {
      const params = base.serialize(state);
      for (const [key, value] of Object.entries(state))
        if (!['page', 'perPage', 'sort', 'search'].includes(key) && value !== undefined) params.set(key, String(value));
      return params;
    },
  };
}

export interface ClaimListState extends SearchListState {
  tipo?: PreComissaoAba;
  atendente_id?: number;
}
const claimCodec = codecWith<ClaimListState>((params) => ({
  tipo: oneOf(PRE_COMISSAO_ABAS, params.get('tipo')),
  atendente_id: positiveInt(params.get('atendente_id')),
}));

/** The approval screen's tab (pending or rejected), searched and filtered by attendant. */
export function useClaimList() {
  return useFilteredCompanyList({
    name: LISTS.claims,
    codec: claimCodec,
    paramsOf: (state: ClaimListState) => ({ ...toListParams(state), tipo: state.tipo ?? 'pendente', atendente_id: state.atendente_id }),
    fetch: (api, params) => api.commissions.preCommissions.list(params),
  });
}

/** How many claims each tab holds under the screen's search and filter. */
export function useClaimCounts(state: ClaimListState) {
  const api = useApi();
  const { slug } = useCompanySession();
  const params = { search: state.search, atendente_id: state.atendente_id };
  return useSWR([slug, LISTS.claimCounts, params], () => api.commissions.preCommissions.counts(params), { keepPreviousData: true });
}

export interface CommissionListState extends SearchListState {
  user_id?: number;
  criador_id?: number;
  situacao?: ComissaoSituacao;
}
const commissionCodec = codecWith<CommissionListState>((params) => ({
  user_id: positiveInt(params.get('user_id')),
  criador_id: positiveInt(params.get('criador_id')),
  situacao: oneOf(COMISSAO_SITUACOES, params.get('situacao')),
}));

/** Every commission, searched and filtered by person and by who brought the lead, with the filter's sum. */
export function useCommissionList() {
  return useFilteredCompanyList({
    name: LISTS.commissions,
    codec: commissionCodec,
    paramsOf: (state: CommissionListState) => ({
      ...toListParams(state),
      user_id: state.user_id,
      criador_id: state.criador_id,
      situacao: state.situacao,
    }),
    fetch: (api, params) => api.commissions.list(params),
  });
}

export interface MineListState extends SearchListState {
  situacao?: ComissaoSituacao;
}
const mineCodec = codecWith<MineListState>((params) => ({ situacao: oneOf(COMISSAO_SITUACOES, params.get('situacao')) }));

/** The person's own commissions, by where they stand, with their sum. */
export function useMyCommissions() {
  return useFilteredCompanyList({
    name: LISTS.mine,
    codec: mineCodec,
    paramsOf: (state: MineListState) => ({ page: state.page, per_page: state.perPage, situacao: state.situacao }),
    fetch: (api, params) => api.commissions.mine(params),
  });
}

/** The person's own claims still pending (with their proof); the page is small and has no paging of its own. */
export function useMyClaims(tipo: PreComissaoAba) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, LISTS.myClaims, tipo], () => api.commissions.preCommissions.mine({ tipo, per_page: 100 }));
}

/** The people with commissions to order. */
export function usePeopleList() {
  return useFilteredCompanyList({
    name: LISTS.people,
    codec: base,
    paramsOf: toListParams,
    fetch: (api, params) => api.commissions.people(params),
  });
}

export const ORDER_TABS = ['pendentes', 'pagas'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export interface OrderListState extends SearchListState {
  aba?: OrderTab;
  dt_inicio?: string;
  dt_fim?: string;
}
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);
const orderCodec = codecWith<OrderListState>((params) => ({
  aba: oneOf(ORDER_TABS, params.get('aba')),
  dt_inicio: day(params.get('dt_inicio')),
  dt_fim: day(params.get('dt_fim')),
}));

/** The orders of a tab (pending or paid), searched by person, in a period. */
export function useOrderList() {
  return useFilteredCompanyList({
    name: LISTS.orders,
    codec: orderCodec,
    paramsOf: (state: OrderListState) => ({
      ...toListParams(state),
      pago: state.aba === 'pagas' ? ('1' as const) : ('0' as const),
      dt_inicio: state.dt_inicio,
      dt_fim: state.dt_fim,
    }),
    fetch: (api, params) => api.commissions.orders.list(params),
  });
}

/** How many orders each tab holds under the same search and period. */
export function useOrderCounts(state: OrderListState) {
  const api = useApi();
  const { slug } = useCompanySession();
  const params = { search: state.search, dt_inicio: state.dt_inicio, dt_fim: state.dt_fim };
  return useSWR([slug, LISTS.orderCounts, params], () => api.commissions.orders.counts(params), { keepPreviousData: true });
}

/** Refetches every list of the module (and their counts): a decision moves records from one list to another. */
export function useReloadCommissions() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Object.values(LISTS).some((name) => isCompanyListKey(key, name))), [mutate]);
}

/** The sum a summed list's answer carries beside its page (undefined while it loads). */
export const sumOfPage = (data: unknown): number | undefined => (data as { soma?: number } | undefined)?.soma;
