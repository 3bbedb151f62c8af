import { describe, expect, it } from 'vitest';
import { endOfBusinessDay, parseBusinessDateTime, startOfBusinessDay } from './dates';

const BRASILIA = 'America/Sao_Paulo';

describe('business dates (the company time zone)', () => {
  it('reads picker values without an offset in the company zone, and keeps explicit offsets', () => {
    expect(parseBusinessDateTime('2025-03-20 14:00', BRASILIA).toISOString()).toBe('2025-03-20T17:00:00.000Z');
    expect(parseBusinessDateTime('2025-03-20T14:00:30', BRASILIA).toISOString()).toBe('2025-03-20T17:00:30.000Z');
    expect(parseBusinessDateTime('2025-03-20T14:00:30.250', BRASILIA).toISOString()).toBe('2025-03-20T17:00:30.250Z');
    expect(parseBusinessDateTime('2025-03-20T14:00:00Z', BRASILIA).toISOString()).toBe('2025-03-20T14:00:00.000Z');
    expect(parseBusinessDateTime('2025-03-20T14:00:00+0100', BRASILIA).toISOString()).toBe('2025-03-20T13:00:00.000Z');
    expect(Number.isNaN(parseBusinessDateTime('20/03/2025 14:00', BRASILIA).getTime())).toBe(true);
  });

  it('reads the same wall clock in another zone, daylight saving included', () => {
    expect(parseBusinessDateTime('2025-03-20 14:00', 'Asia/Tokyo').toISOString()).toBe('2025-03-20T05:00:00.000Z');
    // Lisbon is UTC+0 in winter and UTC+1 in summer (from 30 March 2025, 01:00 UTC).
    expect(parseBusinessDateTime('2025-03-20 14:00', 'Europe/Lisbon').toISOString()).toBe('2025-03-20T14:00:00.000Z');
    expect(parseBusinessDateTime('2025-07-20 14:00', 'Europe/Lisbon').toISOString()).toBe('2025-07-20T13:00:00.000Z');
  });

  it('bounds whole days for period filters', () => {
    expect(startOfBusinessDay('2025-03-01', BRASILIA).toISOString()).toBe('2025-03-01T03:00:00.000Z');
    expect(endOfBusinessDay('2025-03-31', BRASILIA).toISOString()).toBe('2025-04-01T03:00:00.000Z');
    expect(startOfBusinessDay('2025-03-01', 'Asia/Tokyo').toISOString()).toBe('2025-02-28T15:00:00.000Z');
    // The day Lisbon moves its clocks forward lasts 23 hours.
    expect(startOfBusinessDay('2025-03-30', 'Europe/Lisbon').toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(endOfBusinessDay('2025-03-30', 'Europe/Lisbon').toISOString()).toBe('2025-03-30T23:00:00.000Z');
  });
});
