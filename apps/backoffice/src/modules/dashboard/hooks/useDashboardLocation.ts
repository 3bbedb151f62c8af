import type { DateRangeParams, MyTicketsStats } from '@retoma/api-client';
import { getLocalTimeZone, today } from '@retoma/ui';
import { useSearchParams } from 'react-router-dom';

/** The periods of the predecessor's picker: the last 7 days (the default), the last month, the last year. */
export const PERIOD_DAYS = [7, 31, 365] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];
export type TicketView = MyTicketsStats['type'];

const DEFAULT_DAYS: PeriodDays = 7;
const DEFAULT_VIEW: TicketView = 'atendimento';

/** The last `days` days up to today, inclusive, as the API reads periods. */
export function periodRange(days: PeriodDays): Required<DateRangeParams> {
  const end = today(getLocalTimeZone());
  return { dt_inicio: end.subtract({ days: days - 1 }).toString(), dt_fim: end.toString() };
}

/** Period and ticket view live in the address (`?periodo=31&tipo=inseridos`), so a reload or a link keeps them. */
export function useDashboardLocation() {
  const [params, setParams] = useSearchParams();
  const days = PERIOD_DAYS.find((option) => String(option) === params.get('periodo')) ?? DEFAULT_DAYS;
  const view: TicketView = params.get('tipo') === 'inseridos' ? 'inseridos' : DEFAULT_VIEW;

  const update = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return {
    days,
    view,
    range: periodRange(days),
    setDays: (next: PeriodDays) => update('periodo', String(next), String(DEFAULT_DAYS)),
    setView: (next: TicketView) => update('tipo', next, DEFAULT_VIEW),
  };
}
