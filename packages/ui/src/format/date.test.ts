import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDayOfMonth,
  formatLongDate,
  formatMonthYear,
  formatRelativeTime,
  formatTime,
  formatWeekday,
  toDate,
} from './date';
import { LOCALES } from './locale';

/** Tests run with TZ=America/Sao_Paulo (vitest.config.ts): UTC-3, no daylight saving since 2019. */
const NOW = new Date('2026-03-14T12:00:00-03:00');
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const INVALID = [
  '',
  '   ',
  'abc',
  'not a date',
  '2024-02-30',
  '2024-13-01',
  '2023-02-29',
  '2024-04-31 10:00:00',
  '2024-00-10',
  Number.NaN,
  Number.POSITIVE_INFINITY,
  new Date('x'),
  8.64e15 + 1,
  null,
  undefined,
];

describe('toDate', () => {
  it('reads a calendar day as local midnight, so it never shifts a day', () => {
    const date = toDate('2024-01-05');
    expect(date?.getFullYear()).toBe(2024);
    expect(date?.getMonth()).toBe(0);
    expect(date?.getDate()).toBe(5);
    expect(date?.getHours()).toBe(0);
  });
  it('reads Laravel timestamps as local time, ISO strings with zones, epochs and Dates', () => {
    expect(toDate('2024-01-05 09:07:00')?.toISOString()).toBe('2024-01-05T12:07:00.000Z');
    expect(toDate('2024-01-05 09:07')?.toISOString()).toBe('2024-01-05T12:07:00.000Z');
    expect(toDate('2024-01-05T09:07:00Z')?.toISOString()).toBe('2024-01-05T09:07:00.000Z');
    expect(toDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(toDate(NOW)).toBe(NOW);
  });
  it('accepts 29 February only in leap years', () => {
    expect(toDate('2024-02-29')).not.toBeNull();
    expect(toDate('2023-02-29')).toBeNull();
  });
  it('refuses invalid input instead of rolling it over', () => {
    for (const value of INVALID) expect(toDate(value)).toBeNull();
  });
});

describe('formatDate', () => {
  it('is DD/MM/YYYY in pt', () => {
    expect(formatDate('2024-01-05')).toBe('05/01/2024');
    expect(formatDate('2024-12-31 23:59:59')).toBe('31/12/2024');
    expect(formatDate(new Date(2026, 2, 14))).toBe('14/03/2026');
  });
  it('uses the local day of an instant and honours an explicit zone', () => {
    // 01:30 UTC is still the previous evening in São Paulo.
    expect(formatDate('2024-01-06T01:30:00Z')).toBe('05/01/2024');
    expect(formatDate('2024-01-06T01:30:00Z', { timeZone: 'UTC' })).toBe('06/01/2024');
  });
  it('handles epoch zero, negative epochs and far dates', () => {
    expect(formatDate(0)).toBe('31/12/1969');
    expect(formatDate(-86_400_000 * 365)).toBe('31/12/1968');
    expect(formatDate('9999-12-31')).toBe('31/12/9999');
    expect(formatDate(8.64e15)).toBe('12/09/275760');
  });
  it('follows each locale', () => {
    expect(formatDate('2024-01-05', { locale: 'en' })).toBe('01/05/2024');
    expect(formatDate('2024-01-05', { locale: 'de' })).toBe('05.01.2024');
    expect(formatDate('2024-01-05', { locale: 'fr' })).toBe('05/01/2024');
  });
  it('falls back to a dash, never NaN or "Invalid Date", in every locale', () => {
    for (const locale of LOCALES) {
      for (const value of INVALID) expect(formatDate(value, { locale })).toBe('—');
    }
  });
});

describe('formatDateTime', () => {
  it('is DD/MM/YYYY H:mm in pt, hour not padded, 24 h', () => {
    expect(formatDateTime('2024-01-05 09:07:00')).toBe('05/01/2024 9:07');
    expect(formatDateTime('2024-01-05 00:00:00')).toBe('05/01/2024 0:00');
    expect(formatDateTime('2024-01-05 23:59:00')).toBe('05/01/2024 23:59');
    expect(formatDateTime(NOW)).toBe('14/03/2026 12:00');
  });
  it('converts instants to the local zone', () => {
    expect(formatDateTime('2024-01-05T23:30:00Z')).toBe('05/01/2024 20:30');
    expect(formatDateTime('2024-01-05T23:30:00Z', { timeZone: 'Europe/Berlin' })).toBe('06/01/2024 0:30');
  });
  it('follows each locale', () => {
    expect(plain(formatDateTime('2024-01-05 09:07:00', { locale: 'en' }))).toBe('01/05/2024 9:07 AM');
    expect(plain(formatDateTime('2024-01-05 21:07:00', { locale: 'en' }))).toBe('01/05/2024 9:07 PM');
    expect(formatDateTime('2024-01-05 09:07:00', { locale: 'de' })).toBe('05.01.2024 9:07');
    expect(formatDateTime('2024-01-05 21:07:00', { locale: 'de' })).toBe('05.01.2024 21:07');
    expect(formatDateTime('2024-01-05 09:07:00', { locale: 'fr' })).toBe('05/01/2024 9:07');
  });
  it('falls back to a dash', () => {
    for (const locale of LOCALES) for (const value of INVALID) expect(formatDateTime(value, { locale })).toBe('—');
  });
});

describe('formatMonthYear', () => {
  it('writes the month and the year in each locale', () => {
    expect(formatMonthYear('2024-01-05')).toBe('janeiro de 2024');
    expect(formatMonthYear('2024-01-05', { locale: 'en' })).toBe('January 2024');
    expect(formatMonthYear('2024-01-05', { locale: 'de' })).toBe('Januar 2024');
    expect(formatMonthYear('2024-01-05', { locale: 'fr' })).toBe('janvier 2024');
  });
  it('falls back to a dash', () => {
    for (const value of INVALID) expect(formatMonthYear(value)).toBe('—');
  });
});

describe('formatTime', () => {
  it('is H:mm in pt, hour not padded, 24 h', () => {
    expect(formatTime('2024-01-05 09:07:00')).toBe('9:07');
    expect(formatTime('2024-01-05 21:07:00')).toBe('21:07');
    expect(formatTime('2024-01-05T23:30:00Z', { timeZone: 'Europe/Berlin' })).toBe('0:30');
  });
  it('follows each locale, with plain spaces', () => {
    expect(formatTime('2024-01-05 21:07:00', { locale: 'en' })).toBe('9:07 PM');
    expect(formatTime('2024-01-05 21:07:00', { locale: 'de' })).toBe('21:07');
  });
  it('falls back to a dash', () => {
    for (const value of INVALID) expect(formatTime(value)).toBe('—');
  });
});

describe('calendar labels', () => {
  const saturday = new Date(2026, 2, 14);
  it('names the weekday short or long', () => {
    expect(formatWeekday(saturday)).toBe('sáb.');
    expect(formatWeekday(saturday, { width: 'long' })).toBe('sábado');
    expect(formatWeekday(saturday, { locale: 'en' })).toBe('Sat');
    expect(formatWeekday(saturday, { locale: 'de' })).toBe('Sa');
  });
  it('writes the day of the month alone', () => {
    expect(formatDayOfMonth(saturday)).toBe('14');
    expect(formatDayOfMonth('2026-03-01', { locale: 'fr' })).toBe('1');
  });
  it('writes a day out with its weekday', () => {
    expect(formatLongDate(saturday)).toBe('sábado, 14 de março de 2026');
    expect(formatLongDate(saturday, { locale: 'en' })).toBe('Saturday, March 14, 2026');
    expect(formatLongDate(saturday, { locale: 'fr' })).toBe('samedi 14 mars 2026');
  });
  it('writes a span of days with the shared parts once, in either order', () => {
    expect(formatDateRange('2026-03-08', '2026-03-14')).toBe('8 – 14 de mar. de 2026');
    expect(formatDateRange('2026-03-14', '2026-03-08')).toBe('8 – 14 de mar. de 2026');
    expect(formatDateRange('2026-03-29', '2026-04-04')).toBe('29 de mar. – 4 de abr. de 2026');
    expect(formatDateRange('2026-03-08', '2026-03-14', { locale: 'en' })).toBe('Mar 8 – 14, 2026');
    expect(formatDateRange('2026-03-08', '2026-03-14', { locale: 'de' })).toBe('8.–14. März 2026');
  });
  it('falls back to a dash', () => {
    for (const value of INVALID) {
      expect(formatWeekday(value)).toBe('—');
      expect(formatDayOfMonth(value)).toBe('—');
      expect(formatLongDate(value)).toBe('—');
      expect(formatDateRange(value, saturday)).toBe('—');
    }
  });
});

describe('formatRelativeTime (fixed now)', () => {
  const rel = (value: Parameters<typeof formatRelativeTime>[0], locale: (typeof LOCALES)[number] = 'pt') =>
    formatRelativeTime(value, { locale, now: NOW });

  it('humanises the past and the future in Portuguese', () => {
    expect(rel(NOW)).toBe('agora');
    expect(rel('2026-03-14T11:59:30-03:00')).toBe('há 30 segundos');
    expect(rel('2026-03-14T11:55:00-03:00')).toBe('há 5 minutos');
    expect(rel('2026-03-14T09:00:00-03:00')).toBe('há 3 horas');
    expect(rel('2026-03-13T12:00:00-03:00')).toBe('ontem');
    expect(rel('2026-03-15T12:00:00-03:00')).toBe('amanhã');
    expect(rel('2026-03-16T12:00:00-03:00')).toBe('depois de amanhã');
    expect(rel('2026-03-10T12:00:00-03:00')).toBe('há 4 dias');
    expect(rel('2026-02-28T12:00:00-03:00')).toBe('há 2 semanas');
    expect(rel('2025-12-14T12:00:00-03:00')).toBe('há 3 meses');
    expect(rel('2020-03-14T12:00:00-03:00')).toBe('há 6 anos');
    expect(rel('2031-03-14T12:00:00-03:00')).toBe('em 5 anos');
  });
  it('rounds before choosing the unit (59.6 s is a minute, not "60 segundos")', () => {
    expect(rel(new Date(NOW.getTime() - 59_600))).toBe('há 1 minuto');
    expect(rel(new Date(NOW.getTime() + 59_600))).toBe('em 1 minuto');
    expect(rel(new Date(NOW.getTime() - 400))).toBe('agora');
  });
  it('rounds halves away from zero, the same in the past and the future', () => {
    expect(rel('2026-03-14T09:30:00-03:00')).toBe('há 3 horas');
    expect(rel('2026-03-14T14:30:00-03:00')).toBe('em 3 horas');
  });
  it('follows each locale', () => {
    expect(rel('2026-03-14T11:55:00-03:00', 'en')).toBe('5 minutes ago');
    expect(rel('2026-03-13T12:00:00-03:00', 'en')).toBe('yesterday');
    expect(rel('2026-03-16T12:00:00-03:00', 'en')).toBe('in 2 days');
    expect(rel('2026-03-14T11:55:00-03:00', 'de')).toBe('vor 5 Minuten');
    expect(rel('2026-03-13T12:00:00-03:00', 'de')).toBe('gestern');
    expect(rel('2026-03-14T11:55:00-03:00', 'fr')).toBe('il y a 5 minutes');
    expect(rel('2026-03-15T12:00:00-03:00', 'fr')).toBe('demain');
  });
  it('falls back to a dash for invalid values and an invalid now', () => {
    for (const value of INVALID) expect(rel(value)).toBe('—');
    expect(formatRelativeTime(NOW, { now: new Date('x') })).toBe('—');
  });
  it('handles the extremes of the Date range without NaN', () => {
    expect(rel(8.64e15)).toMatch(/^em [\d.]+ anos$/);
    expect(rel(-8.64e15)).toMatch(/^há [\d.]+ anos$/);
  });
});
