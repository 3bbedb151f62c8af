import { useSearchParams } from 'react-router-dom';
import { useDateFormat } from '../../../platform/dateFormat';
import { daysOfPeriod, QUICK_PERIODS, type PeriodChoice, type QuickPeriod } from '../../../platform/PeriodBar';

const DEFAULT_PERIOD: QuickPeriod = '7';

export interface ReportFilters {
  period: PeriodChoice;
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
  const period: PeriodChoice = from && to && DAY.test(from) && DAY.test(to) ? { dt_inicio: from, dt_fim: to } : { quick };
  const filters: ReportFilters = {
    period,
    days: daysOfPeriod(period, timeZone),
    produtos: idsOf(params.get('produtos')),
    usuarios: idsOf(params.get('usuarios')),
  };

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
    setPeriod: (choice: PeriodChoice) =>
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
