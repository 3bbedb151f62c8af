import { REPORT_MAX_DAYS, type ReportPeriod } from '@retoma/api-client';
import { REPORT_PERIOD_MESSAGE } from '@retoma/api-client/schemas';
import { validationError } from '../../http/errors';
import { endOfBusinessDay, startOfBusinessDay } from '../tickets/dates';
import { addDays, dayIn } from '../timeZone';

/**
 * A report's period: days of the company's zone, both ends included, the last 7 days when none is given, at most
 * 60; and the period of the same length right before it, which the report compares against.
 */

const DAY = 86_400_000;
const DEFAULT_DAYS = 7;

export interface ReportWindow {
  wire: ReportPeriod;
  from: Date;
  to: Date;
  previousFrom: Date;
}

export function reportWindow(
  q: { dt_inicio?: string | undefined; dt_fim?: string | undefined },
  zone: string,
  now = new Date(),
): ReportWindow {
  const last = q.dt_fim ?? dayIn(now, zone);
  const first = q.dt_inicio ?? addDays(last, 1 - DEFAULT_DAYS);
  // Calendar days (UTC midnights: a day lost or gained to daylight saving does not count).
  const length = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY) + 1;
  // The schema bounds a period given whole; one end given alone is bounded here against its default other end.
  if (length < 1) throw validationError({ dt_fim: ['A data final não pode ser anterior à inicial.'] });
  if (length > REPORT_MAX_DAYS) throw validationError({ dt_fim: [REPORT_PERIOD_MESSAGE] });
  const previousFirst = addDays(first, -length);
  return {
    wire: { dt_inicio: first, dt_fim: last, anterior_inicio: previousFirst, anterior_fim: addDays(first, -1), dias: length },
    from: startOfBusinessDay(first, zone),
    to: endOfBusinessDay(last, zone),
    previousFrom: startOfBusinessDay(previousFirst, zone),
  };
}
