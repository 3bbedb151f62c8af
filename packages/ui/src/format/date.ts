import { DEFAULT_LOCALE, EMPTY_VALUE, INTL_LOCALE, type Locale } from './locale';

export type DateInput = Date | string | number | null | undefined;

/**
 * Parses what the wire sends: ISO strings, `YYYY-MM-DD` (a calendar day, read as local midnight so it never
 * shifts a day), `YYYY-MM-DD HH:mm:ss` (Laravel style, local time), epoch milliseconds and Date objects.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return toDate(new Date(value));
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return toDate(new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const laravel = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(:\d{2})?)$/.exec(value);
  return toDate(new Date(laravel ? `${laravel[1]}T${laravel[2]}` : value));
}

interface DateOptions {
  locale?: Locale;
  timeZone?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function parts(date: Date, timeZone?: string) {
  const get = new Intl.DateTimeFormat('en-US', {
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
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

/** pt `DD/MM/YYYY H:mm` (hour not padded, 24 h); other locales append their own short time. */
export function formatDateTime(value: DateInput, options: DateOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  const { locale = DEFAULT_LOCALE, timeZone } = options;
  if (locale === 'pt') {
    const p = parts(date, timeZone);
    return `${formatDate(date, options)} ${p.hour}:${pad(p.minute)}`;
  }
  const time = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, hour: 'numeric', minute: '2-digit' }).format(date);
  return `${formatDate(date, options)} ${time}`.replace(/\u202f|\u00a0/g, ' ');
}

/** Month and year: pt `janeiro de 2024`, en `January 2024`. */
export function formatMonthYear(value: DateInput, { locale = DEFAULT_LOCALE, timeZone }: DateOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, month: 'long', year: 'numeric' }).format(date);
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
export function formatRelativeTime(value: DateInput, { locale = DEFAULT_LOCALE, now = new Date() }: { locale?: Locale; now?: Date } = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  let amount = (date.getTime() - now.getTime()) / 1000;
  const rtf = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return rtf.format(Math.round(amount), unit);
    amount /= size;
  }
  return rtf.format(Math.round(amount), 'year');
}
