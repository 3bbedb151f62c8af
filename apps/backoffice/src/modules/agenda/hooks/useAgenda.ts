import type { AgendaScope, Appointment } from '@retoma/api-client';
import { INTL_LOCALE, useUiLocale, visibleRange, type CalendarDate, type CalendarView } from '@retoma/ui';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/**
 * The appointments of one tab around the visible range (`GET /agendamentos`, `_natendimento`, `_todos`). The
 * server reads `dt_inicio` / `dt_fim` as Brasília days while the calendar lays out the browser's days: one day of
 * margin on each side keeps the edges complete in any time zone (the calendar only places what it shows).
 */
export function useAgenda(scope: AgendaScope, view: CalendarView, date: CalendarDate) {
  const api = useApi();
  const { slug } = useCompanySession();
  const range = visibleRange(view, date, INTL_LOCALE[useUiLocale()]);
  const params = { dt_inicio: range.start.subtract({ days: 1 }).toString(), dt_fim: range.end.add({ days: 1 }).toString() };
  return useSWR<Appointment[]>([slug, 'agenda', scope, params.dt_inicio, params.dt_fim], () => api.tickets.agenda.list(scope, params), {
    keepPreviousData: true,
  });
}
