import { endOfDayIn, startOfDayIn, zonedInstant } from '../timeZone';

/**
 * Dates the screens send without an offset ("2025-03-20 14:00" from a picker, "2025-03-01" from a period filter)
 * are the company's wall-clock time, in its time zone (`CompanyScope.timeZone`). Parsing them as the server's local
 * time would move every appointment by hours on a server running in UTC.
 */

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A date-time from the wire: with an offset (or `Z`) as given, without one in the company's zone. Invalid → NaN date. */
export function parseBusinessDateTime(value: string, zone: string): Date {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return new Date(Number.NaN);
  const [, day, time, seconds = ':00', offset] = match;
  if (offset === undefined) return zonedInstant(day!, `${time}${seconds}`, zone);
  const explicit = /^[+-]\d{4}$/.test(offset) ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset;
  return new Date(`${day}T${time}${seconds}${explicit}`);
}

/** The first instant of a `YYYY-MM-DD` day in the company's zone. */
export const startOfBusinessDay = (day: string, zone: string) => startOfDayIn(day, zone);

/** The first instant after a `YYYY-MM-DD` day in the company's zone (periods are inclusive of their last day). */
export const endOfBusinessDay = (day: string, zone: string) => endOfDayIn(day, zone);

export const iso = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);
