/**
 * Dates the screens send without an offset ("2025-03-20 14:00" from a picker, "2025-03-01" from a period
 * filter) are Brasília time: companies carry no time zone of their own yet, and Brazil has kept a fixed
 * UTC−03:00 since daylight saving time ended in 2019. Parsing them as the server's local time would move every
 * appointment by three hours on a server running in UTC.
 */
export const BUSINESS_UTC_OFFSET = '-03:00';

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A date-time from the wire: with an offset (or `Z`) as given, without one in Brasília time. Invalid → NaN date. */
export function parseBusinessDateTime(value: string): Date {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return new Date(Number.NaN);
  const [, day, time, seconds = ':00', offset = BUSINESS_UTC_OFFSET] = match;
  const zone = /^[+-]\d{4}$/.test(offset) ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset;
  return new Date(`${day}T${time}${seconds}${zone}`);
}

/** The first instant of a `YYYY-MM-DD` day in Brasília. */
export const startOfBusinessDay = (day: string) => new Date(`${day}T00:00:00${BUSINESS_UTC_OFFSET}`);

/** The first instant after a `YYYY-MM-DD` day in Brasília (periods are inclusive of their last day). */
export const endOfBusinessDay = (day: string) => new Date(startOfBusinessDay(day).getTime() + 86_400_000);

export const iso = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);
