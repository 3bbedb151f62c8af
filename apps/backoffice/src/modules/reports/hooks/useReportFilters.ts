import { today } from '@retoma/ui';
import { useSearchParams } from 'react-router-dom';
import { useDateFormat } from '../../../platform/dateFormat';

/** The header's quick periods: today, the last 7, 15 or 30 days (today included). */
export const QUICK_PERIODS = ['hoje', '7', '15', '30'] as const;
export type QuickPeriod = (typeof QUICK_PERIODS)[number];
const DEFAULT_PERIOD: QuickPeriod = '7';

/** A quick period, or a range of days picked in the calendar. */
export type ReportPeriodChoice = { quick: QuickPeriod } | { dt_inicio: string; dt_fim: string };

export interface ReportFilters {
  period: ReportPeriodChoice;
  /** The period's days (`YYYY-MM-DD`), in the company's zone. */
  days: { dt_inicio: string; dt_fim: string };
  produtos: number[];
  usuarios: number[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const idsOf = (value: string | null) =>
  (value ?? '')
    .split(',')
    .filter((id) => /^\d{1,9}$/.test(id))
    .map(Number);

/**
 * The report's filters live in the address (`periodo`, or `dt_inicio` + `dt_fim`; `produtos` and `usuarios` as
 * `1,2`), so a report can be shared by its address and the back button undoes a filter.
 */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const { timeZone } = useDateFormat();
  const from = params.get('dt_inicio');
  const to = params.get('dt_fim');
  const quick = QUICK_PERIODS.find((choice) => choice === params.get('periodo')) ?? DEFAULT_PERIOD;
  const period: ReportPeriodChoice = from && to && DAY.test(from) && DAY.test(to) ? { dt_inicio: from, dt_fim: to } : { quick };
  const end = today(timeZone ?? 'America/Sao_Paulo');
  const days =
    'quick' in period
      ? { dt_inicio: end.subtract({ days: period.quick === 'hoje' ? 0 : Number(period.quick) - 1 }).toString(), dt_fim: end.toString() }
      : period;
  const filters: ReportFilters = { period, days, produtos: idsOf(params.get('produtos')), usuarios: idsOf(params.get('usuarios')) };

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  const setIds = (name: 'produtos' | 'usuarios') => (ids: number[]) =>
    update((next) => (ids.length > 0 ? next.set(name, ids.join(',')) : next.delete(name)));

  return {
    filters,
    setPeriod: (choice: ReportPeriodChoice) =>
      update((next) => {
        for (const name of ['periodo', 'dt_inicio', 'dt_fim']) next.delete(name);
        if ('quick' in choice) {
          if (choice.quick !== DEFAULT_PERIOD) next.set('periodo', choice.quick);
        } else {
          next.set('dt_inicio', choice.dt_inicio);
          next.set('dt_fim', choice.dt_fim);
        }
      }),
    setProdutos: setIds('produtos'),
    setUsuarios: setIds('usuarios'),
  };
}
