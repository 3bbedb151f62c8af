import { DateFormatter, getDayOfWeek, getWeeksInMonth, isWeekend, parseDate, startOfWeek } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, LOCALES } from '../format/locale';
import { ariaLocale } from './ariaLocale';

const moment = new Date(Date.UTC(2026, 2, 14, 15, 30, 5));
const dateOptions: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'full', timeStyle: 'short' },
  { dateStyle: 'long' },
  { dateStyle: 'short' },
  { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  { month: 'long', year: 'numeric' },
  { weekday: 'narrow' },
  { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
];
const numberOptions: Intl.NumberFormatOptions[] = [
  {},
  { style: 'currency', currency: 'BRL' },
  { style: 'percent', maximumFractionDigits: 1 },
  { notation: 'compact', maximumFractionDigits: 1 },
  { maximumFractionDigits: 4 },
];

/** Everything react-aria formats, parses or sorts with its locale, printed for one tag. */
function formattingOf(tag: string) {
  const dates = dateOptions.map((options) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(moment));
  const dateParts = new Intl.DateTimeFormat(tag, dateOptions[3]).formatToParts(moment).map((part) => part.type);
  const { hourCycle, numberingSystem, calendar } = new Intl.DateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions();
  const numbers = numberOptions.map((options) => new Intl.NumberFormat(tag, options).format(-1234567.891));
  const plurals = [0, 1, 2, 1.5].map((n) => new Intl.PluralRules(tag).select(n));
  const sorted = ['Érica', 'eva', 'Zé', 'ana', 'Ãngela', 'Ölaf'].sort(new Intl.Collator(tag).compare);
  const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(-1, 'day');
  const day = parseDate('2026-03-14');
  const calendarGrid = [startOfWeek(day, tag).toString(), getDayOfWeek(day, tag), getWeeksInMonth(day, tag), isWeekend(day, tag)];
  const formatted = new DateFormatter(tag, { dateStyle: 'medium' }).format(moment);
  return { dates, dateParts, hourCycle, numberingSystem, calendar, numbers, plurals, sorted, relative, calendarGrid, formatted };
}

describe('ariaLocale', () => {
  it('hands react-aria the plain locale in ltr', () => {
    for (const locale of LOCALES) expect(ariaLocale(INTL_LOCALE[locale], 'ltr')).toBe(INTL_LOCALE[locale]);
  });

  it('marks rtl with a right-to-left script, keeping the language and region', () => {
    expect(ariaLocale('pt-BR', 'rtl')).toBe('pt-Arab-BR');
    for (const locale of LOCALES) {
      const plain = new Intl.Locale(INTL_LOCALE[locale]);
      const tagged = new Intl.Locale(ariaLocale(INTL_LOCALE[locale], 'rtl'));
      expect([tagged.language, tagged.region, tagged.script]).toEqual([plain.language, plain.region, 'Arab']);
    }
  });

  it('formats dates, numbers, plurals, sorting and calendar weeks exactly like the plain locale', () => {
    for (const locale of LOCALES) {
      const plain = INTL_LOCALE[locale];
      expect(formattingOf(ariaLocale(plain, 'rtl'))).toEqual(formattingOf(plain));
    }
  });
});
