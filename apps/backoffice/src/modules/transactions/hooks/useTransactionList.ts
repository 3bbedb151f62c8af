import {
  PAYMENT_TYPES,
  TRANSACTION_SORTS,
  TRANSACTION_STATUSES,
  type PaymentType,
  type TransactionListParams,
  type TransactionStatus,
} from '@retoma/api-client';
import { DEFAULT_PAGE_SIZE, today } from '@retoma/ui';
import { useDateFormat } from '../../../platform/dateFormat';
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

/** The list's name in the cache (its wire route). */
export const TRANSACTIONS_LIST = 'transacaos';

/** The period bar's quick choices: today, the last 7, 15 or 30 days (today included). */
export const QUICK_PERIODS = ['hoje', '7', '15', '30'] as const;
export type QuickPeriod = (typeof QUICK_PERIODS)[number];
/** The screen opens on the last 30 days. */
export const DEFAULT_PERIOD: QuickPeriod = '30';

export interface TransactionFilters {
  search?: string;
  produto_id?: number;
  status?: TransactionStatus;
  payment_type?: PaymentType;
}
const FILTER_KEYS = ['search', 'produto_id', 'status', 'payment_type'] as const;

/** A quick period, or a range of days picked in the calendar. */
export type TransactionPeriod = { quick: QuickPeriod } | { dt_inicio: string; dt_fim: string };

export interface TransactionListState extends ListPaging {
  period: TransactionPeriod;
  filters: TransactionFilters;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGING: ListPagingRules = { sorts: TRANSACTION_SORTS, defaultPerPage: DEFAULT_PAGE_SIZE };

/** `?periodo=7&search=…&status=approved&dt_inicio=…&dt_fim=…`; a value the API would refuse is dropped. */
export const transactionListCodec: ListStateCodec<TransactionListState> = {
  parse: (params) => {
    const start = params.get('dt_inicio') ?? '';
    const end = params.get('dt_fim') ?? '';
    const range = DAY.test(start) && DAY.test(end) && start <= end ? { dt_inicio: start, dt_fim: end } : null;
    return {
      ...parseListPaging(params, PAGING),
      period: range ?? { quick: oneOf(QUICK_PERIODS, params.get('periodo')) ?? DEFAULT_PERIOD },
      filters: {
        search: parseSearch(params),
        produto_id: positiveInt(params.get('produto_id')),
        status: oneOf(TRANSACTION_STATUSES, params.get('status')),
        payment_type: oneOf(PAYMENT_TYPES, params.get('payment_type')),
      },
    };
  },
  serialize: (state) => {
    const params = new URLSearchParams();
    writeListPaging(params, state, PAGING);
    if ('quick' in state.period) {
      if (state.period.quick !== DEFAULT_PERIOD) params.set('periodo', state.period.quick);
    } else {
      params.set('dt_inicio', state.period.dt_inicio);
      params.set('dt_fim', state.period.dt_fim);
    }
    for (const key of FILTER_KEYS) {
      const value = state.filters[key];
      if (value !== undefined) params.set(key, String(value));
    }
    return params;
  },
};

export const hasFilters = (filters: TransactionFilters) => FILTER_KEYS.some((key) => filters[key] !== undefined);

/** The days of a period in the company's zone: a quick one ends today. */
export function daysOf(period: TransactionPeriod, timeZone: string | undefined): { dt_inicio: string; dt_fim: string } {
  if (!('quick' in period)) return period;
  const end = today(timeZone ?? 'America/Sao_Paulo');
  const back = period.quick === 'hoje' ? 0 : Number(period.quick) - 1;
  return { dt_inicio: end.subtract({ days: back }).toString(), dt_fim: end.toString() };
}

/** The company's transactions of the period as the server pages them, searched and filtered, everything in the URL. */
export function useTransactionList() {
  const { timeZone } = useDateFormat();
  const list = useFilteredCompanyList({
    name: TRANSACTIONS_LIST,
    codec: transactionListCodec,
    paramsOf: (state): TransactionListParams => ({
      ...state.filters,
      ...daysOf(state.period, timeZone),
      page: state.page,
      per_page: state.perPage,
      sort: sortParam(state.sort),
    }),
    fetch: (api, params) => api.transactions.list(params),
  });
  return {
    ...list,
    days: daysOf(list.state.period, timeZone),
    setPeriod: (period: TransactionPeriod) => list.update({ period }),
    setFilters: (filters: TransactionFilters) => list.update({ filters: { ...list.state.filters, ...filters } }),
    clearFilters: () => list.update({ filters: {} }),
  };
}
