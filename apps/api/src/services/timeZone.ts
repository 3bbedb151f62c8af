import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A company's calendar: every date rule of the server (a day of the agenda, a period of the dashboard, a ticket
 * date filter, the month the plan's usage counts in) follows the company's IANA time zone. A company that never
 * chose one is in Brasília's (the column's default).
 */
const DAY = 86_400_000;

const wallClocks = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone (building one is the costly part). */
function wallClock(zone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(zone, format);
  }
  return format;
}

/** The wall clock of `zone` at `instant`, read as if it were UTC (milliseconds): the zone's offset is the difference. */
function wallClockAsUtc(instant: number, zone: string): number {
  const parts = wallClock(zone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  // The parts stop at seconds: the milliseconds carry over as they are (no zone is offset by a fraction of a second).
  return (
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) + (((instant % 1000) + 1000) % 1000)
  );
}

/**
 * The instant a wall-clock time (`YYYY-MM-DD`, `HH:mm:ss`) is in `zone`. The offset is read at a first guess and
 * again at the result, so a day that starts right after a daylight-saving change lands on the right hour.
 */
export function zonedInstant(day: string, time: string, zone: string): Date {
  const wall = Date.parse(`${day}T${time}Z`);
  if (Number.isNaN(wall)) return new Date(Number.NaN);
  const first = wall - (wallClockAsUtc(wall, zone) - wall);
  const second = wall - (wallClockAsUtc(first, zone) - first);
  return new Date(second);
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The first instant of a `YYYY-MM-DD` day in `zone`. */
export const startOfDayIn = (day: string, zone: string) => zonedInstant(day, '00:00:00', zone);

/** The first instant after a `YYYY-MM-DD` day in `zone` (not always 24 hours later: daylight saving). */
export const endOfDayIn = (day: string, zone: string) => startOfDayIn(addDays(day, 1), zone);

/** `YYYY-MM-DD` of an instant in `zone`. */
export const dayIn = (instant: Date, zone: string) => new Date(wallClockAsUtc(instant.getTime(), zone)).toISOString().slice(0, 10);

/**
 * The same in SQL, to group a column's instants by their calendar day in `zone`: `key` groups them (a date, hashed
 * far faster than the text of a period's tens of thousands of rows) and `day` names each group `YYYY-MM-DD`. The
 * zone is a bound parameter, which GROUP BY cannot match in the selected text, so the group's earliest instant
 * names it.
 */
export const dayGroupIn = (column: AnyPgColumn, zone: string) => ({
  key: sql`(${column} at time zone ${zone})::date`,
  day: sql<string>`to_char(min(${column} at time zone ${zone}), 'YYYY-MM-DD')`,
});

/** A zone in SQL: a name, or a column holding one (`companies.time_zone`). */
type ZoneValue = string | SQLWrapper;

/** The first day of the current month in `zone`, as a SQL date (the key of the month's usage). */
export const currentMonthIn = (zone: ZoneValue): SQL => sql`date_trunc('month', now() at time zone ${zone})::date`;

/** The first instant of the current month in `zone`, as a SQL timestamptz (for "this month" counts). */
export const monthStartIn = (zone: ZoneValue): SQL => sql`(date_trunc('month', now() at time zone ${zone}) at time zone ${zone})`;
