import {
  PAYMENT_TYPES,
  TRANSACTION_SORTS,
  TRANSACTION_STATUSES,
  type PaymentType,
  type TransactionListParams,
  type TransactionStatus,
} from '@retoma/api-client';
import { DEFAULT_PAGE_SIZE } from '@retoma/ui';
import { useDateFormat } from '../../../platform/dateFormat';
import { daysOfPeriod, QUICK_PERIODS, type PeriodChoice, type QuickPeriod } from '../../../platform/PeriodBar';
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

/** The screen opens on the last 30 days. */
export const DEFAULT_PERIOD: QuickPeriod = '30';

export interface TransactionFilters {
  search?: string;
  produto_id?: number;
  status?: TransactionStatus;
  payment_type?: PaymentType;
}
const FILTER_KEYS = ['search', 'produto_id', 'status', 'payment_type'] as const;

export interface TransactionListState extends ListPaging {
  period: PeriodChoice;
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

/** The company's transactions of the period as the server pages them, searched and filtered, everything in the URL. */
export function useTransactionList() {
  const { timeZone } = useDateFormat();
  const list = useFilteredCompanyList({
    name: TRANSACTIONS_LIST,
    codec: transactionListCodec,
    paramsOf: (state): TransactionListParams => ({
      ...state.filters,
      ...daysOfPeriod(state.period, timeZone),
      page: state.page,
      per_page: state.perPage,
      sort: sortParam(state.sort),
    }),
    fetch: (api, params) => api.transactions.list(params),
  });
  return {
    ...list,
    days: daysOfPeriod(list.state.period, timeZone),
    setPeriod: (period: PeriodChoice) => list.update({ period }),
    setFilters: (filters: TransactionFilters) => list.update({ filters: { ...list.state.filters, ...filters } }),
    clearFilters: () => list.update({ filters: {} }),
  };
}
