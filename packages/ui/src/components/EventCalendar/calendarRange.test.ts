import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { daysOf, hourRows, movedStart, placeOf, shiftAnchor, visibleRange, weeksOf } from './calendarRange';

/** Tests run with TZ=America/Sao_Paulo (vitest.config.ts). */
const TZ = 'America/Sao_Paulo';
const saturday = parseDate('2026-03-14');
const text = ({ start, end }: { start: { toString(): string }; end: { toString(): string } }) => `${start.toString()}…${end.toString()}`;

describe('visibleRange', () => {
  it('builds the month grid of whole weeks starting on the locale’s first day', () => {
    expect(text(visibleRange('month', saturday, 'pt-BR'))).toBe('2026-03-01…2026-04-04');
    expect(text(visibleRange('month', saturday, 'de-DE'))).toBe('2026-02-23…2026-04-05');
  });
  it('takes the week of the anchor, Sunday first in pt-BR and en-US, Monday first in de and fr', () => {
    expect(text(visibleRange('week', saturday, 'pt-BR'))).toBe('2026-03-08…2026-03-14');
    expect(text(visibleRange('week', saturday, 'en-US'))).toBe('2026-03-08…2026-03-14');
    expect(text(visibleRange('week', saturday, 'fr-FR'))).toBe('2026-03-09…2026-03-15');
  });
  it('takes the anchor alone for the day and its month for the list', () => {
    expect(text(visibleRange('day', saturday, 'pt-BR'))).toBe('2026-03-14…2026-03-14');
    expect(text(visibleRange('list', saturday, 'pt-BR'))).toBe('2026-03-01…2026-03-31');
  });
});

describe('shiftAnchor', () => {
  it('moves by the period of the view', () => {
    expect(shiftAnchor('month', saturday, 1).toString()).toBe('2026-04-14');
    expect(shiftAnchor('list', saturday, -1).toString()).toBe('2026-02-14');
    expect(shiftAnchor('week', saturday, -1).toString()).toBe('2026-03-07');
    expect(shiftAnchor('day', saturday, 1).toString()).toBe('2026-03-15');
  });
  it('clamps to the last day of a shorter month', () => {
    expect(shiftAnchor('month', parseDate('2026-01-31'), 1).toString()).toBe('2026-02-28');
  });
});

describe('daysOf and weeksOf', () => {
  it('lists every day and cuts them into weeks', () => {
    const range = visibleRange('month', saturday, 'pt-BR');
    expect(daysOf(range)).toHaveLength(35);
    const weeks = weeksOf(range);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[2]?.[6]?.toString()).toBe('2026-03-21');
  });
});

describe('placeOf and movedStart', () => {
  const late = new Date('2026-03-16T23:30:00-03:00');
  it('places an instant on its local day and hour', () => {
    const place = placeOf(late, TZ);
    expect(place.day.toString()).toBe('2026-03-16');
    expect(place.hour).toBe(23);
    expect(placeOf(late, 'UTC').day.toString()).toBe('2026-03-17');
  });
  it('moves to another day keeping the time, or to another hour keeping the minutes', () => {
    expect(movedStart(late, parseDate('2026-03-18'), undefined, TZ).toISOString()).toBe('2026-03-19T02:30:00.000Z');
    expect(movedStart(late, parseDate('2026-03-18'), 9, TZ).toISOString()).toBe('2026-03-18T12:30:00.000Z');
  });
});

describe('hourRows', () => {
  it('keeps the default span when every event fits', () => {
    expect(hourRows([new Date('2026-03-14T10:00:00-03:00')], { start: 8, end: 18 }, TZ)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });
  it('widens to the earliest and latest events', () => {
    const rows = hourRows([new Date('2026-03-14T06:15:00-03:00'), new Date('2026-03-14T20:45:00-03:00')], { start: 8, end: 18 }, TZ);
    expect(rows[0]).toBe(6);
    expect(rows.at(-1)).toBe(20);
  });
});
