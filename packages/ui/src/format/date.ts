import { DEFAULT_LOCALE, EMPTY_VALUE, INTL_LOCALE, type Locale } from './locale';
import { dateTimeFormat, relativeTimeFormat } from './intlFormats';

export type DateInput = Date | string | number | null | undefined;

/**
 * Parses what the wire sends: ISO strings, `YYYY-MM-DD` (a calendar day, read as local midnight so it never
 * shifts a day), `YYYY-MM-DD HH:mm:ss` (Laravel style, local time), epoch milliseconds and Date objects.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? toDate(new Date(value)) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  value = value.trim();
  // The engine rolls impossible days over (`2024-02-30` → 1 March): refuse them instead.
  const calendar = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (calendar && !isCalendarDay(Number(calendar[1]), Number(calendar[2]), Number(calendar[3]))) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return toDate(new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const laravel = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(:\d{2})?)$/.exec(value);
  return toDate(new Date(laravel ? `${laravel[1]}T${laravel[2]}` : value));
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

interface DateOptions {
  locale?: Locale;
  timeZone?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function parts(date: Date, timeZone?: string) {
  const get = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const pick = (type: Intl.DateTimeFormatPartTypes) => Number(get.find((p) => p.type === type)?.value ?? 0);
  return { year: pick('year'), month: pick('month'), day: pick('day'), hour: pick('hour'), minute: pick('minute') };
}

/** pt `DD/MM/YYYY`; other locales in their own numeric order (en `MM/DD/YYYY`, de `DD.MM.YYYY`). */
export function formatDate(value: DateInput, { locale = DEFAULT_LOCALE, timeZone }: DateOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  if (locale === 'pt') {
    const p = parts(date, timeZone);
    return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
  }
  return dateTimeFormat(INTL_LOCALE[locale], { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

/** Intl puts narrow and thin no-break spaces around times and range dashes: plain spaces read and match the same. */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

/** pt `DD/MM/YYYY H:mm` (hour not padded, 24 h); other locales append their own short time. */
export function formatDateTime(value: DateInput, options: DateOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  return `${formatDate(date, options)} ${formatTime(date, options)}`;
}

/** The time of day: pt `H:mm` (hour not padded, 24 h, as in `formatDateTime`); other locales their own short time. */
export function formatTime(value: DateInput, { locale = DEFAULT_LOCALE, timeZone }: DateOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  if (locale === 'pt') {
    const p = parts(date, timeZone);
    return `${p.hour}:${pad(p.minute)}`;
  }
  return plainSpaces(dateTimeFormat(INTL_LOCALE[locale], { timeZone, hour: 'numeric', minute: '2-digit' }).format(date));
}

/** The day of the week: pt `sáb.` (`short`, calendar column headers) or `sábado` (`long`). */
export function formatWeekday(
  value: DateInput,
  { locale = DEFAULT_LOCALE, timeZone, width = 'short' }: DateOptions & { width?: 'short' | 'long' } = {},
): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  return dateTimeFormat(INTL_LOCALE[locale], { timeZone, weekday: width }).format(date);
}

/** The day of the month alone (`14`), in the locale's digits. */
export function formatDayOfMonth(value: DateInput, { locale = DEFAULT_LOCALE, timeZone }: DateOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  return dateTimeFormat(INTL_LOCALE[locale], { timeZone, day: 'numeric' }).format(date);
}

/** A day written out with its weekday: pt `sábado, 14 de março de 2026`, en `Saturday, March 14, 2026`. */
export function formatLongDate(value: DateInput, { locale = DEFAULT_LOCALE, timeZone }: DateOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  return dateTimeFormat(INTL_LOCALE[locale], { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/**
 * A span of days with what both ends share written once: pt `8 – 14 de mar. de 2026`,
 * `29 de mar. – 4 de abr. de 2026`; en `Mar 8 – 14, 2026`.
 */
export function formatDateRange(start: DateInput, end: DateInput, { locale = DEFAULT_LOCALE, timeZone }: DateOptions = {}): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from || !to) return EMPTY_VALUE;
  const format = dateTimeFormat(INTL_LOCALE[locale], { timeZone, day: 'numeric', month: 'short', year: 'numeric' });
  return plainSpaces(from <= to ? format.formatRange(from, to) : format.formatRange(to, from));
}

/** Month and year: pt `janeiro de 2024`, en `January 2024`. */
export function formatMonthYear(value: DateInput, { locale = DEFAULT_LOCALE, timeZone }: DateOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  return dateTimeFormat(INTL_LOCALE[locale], { timeZone, month: 'long', year: 'numeric' }).format(date);
}

const RELATIVE_STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** Humanised distance from `now`: pt `há 5 minutos`, `em 2 dias`, `ontem`. */
export function formatRelativeTime(
  value: DateInput,
  { locale = DEFAULT_LOCALE, now = new Date() }: { locale?: Locale; now?: Date } = {},
): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return EMPTY_VALUE;
  let amount = (date.getTime() - reference.getTime()) / 1000;
  const rtf = relativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' });
  // Half away from zero, so 2.5 hours ago and in 2.5 hours both read "3 hours" (Math.round(-2.5) is -2).
  const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x)) || 0;
  for (const [unit, size] of RELATIVE_STEPS) {
    // Compare the rounded amount, so 59.6 s reads "in 1 minute", never "in 60 seconds".
    if (Math.abs(round(amount)) < size) return rtf.format(round(amount), unit);
    amount /= size;
  }
  return rtf.format(round(amount), 'year');
}
