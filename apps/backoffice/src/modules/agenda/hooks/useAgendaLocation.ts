import { AGENDA_SCOPES, type AgendaScope } from '@retoma/api-client';
import { breakpoints, getLocalTimeZone, parseDate, today, type CalendarDate, type CalendarView } from '@retoma/ui';
import { useSearchParams } from 'react-router-dom';

/** The views as the address spells them (pt, like the app's paths). */
const VIEW_PARAMS: Record<CalendarView, string> = { month: 'mes', week: 'semana', day: 'dia', list: 'lista' };

const isScope = (value: string | null): value is AgendaScope => value !== null && Object.hasOwn(AGENDA_SCOPES, value);

/**
 * With no view in the address: the month on a screen wide enough for its grid; on a phone the list of the month's
 * days in time order (a month grid there wrapped names one letter per line).
 */
const defaultView = (): CalendarView => (window.matchMedia(`(max-width: ${breakpoints.sm - 0.02}px)`).matches ? 'list' : 'month');

function viewOf(value: string | null): CalendarView {
  const found = (Object.entries(VIEW_PARAMS) as Array<[CalendarView, string]>).find(([, param]) => param === value);
  return found ? found[0] : defaultView();
}

function dateOf(value: string | null): CalendarDate {
  try {
    return value ? parseDate(value) : today(getLocalTimeZone());
  } catch {
    // A hand-edited address: start on today rather than fail.
    return today(getLocalTimeZone());
  }
}

/**
 * The tab, view and day the agenda shows, kept in the address (`?escopo=todos&visao=semana&data=2026-03-16`) so
 * a reload, a shared link or the back button come back to the same place. Moving through periods replaces the
 * entry instead of stacking one per click.
 */
export function useAgendaLocation() {
  const [params, setParams] = useSearchParams();
  const scopeParam = params.get('escopo');
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    scope: isScope(scopeParam) ? scopeParam : ('meus' as AgendaScope),
    view: viewOf(params.get('visao')),
    date: dateOf(params.get('data')),
    setScope: (scope: AgendaScope) => set('escopo', scope),
    setView: (view: CalendarView) => set('visao', VIEW_PARAMS[view]),
    setDate: (date: CalendarDate) => set('data', date.toString()),
  };
}
