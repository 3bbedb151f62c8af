import { describe, expect, it } from 'vitest';
import { endOfBusinessDay, parseBusinessDateTime, startOfBusinessDay } from './dates';

describe('business dates (Brasília, UTC−03:00)', () => {
  it('reads picker values without an offset as Brasília time, and keeps explicit offsets', () => {
    expect(parseBusinessDateTime('2025-03-20 14:00').toISOString()).toBe('2025-03-20T17:00:00.000Z');
    expect(parseBusinessDateTime('2025-03-20T14:00:30').toISOString()).toBe('2025-03-20T17:00:30.000Z');
    expect(parseBusinessDateTime('2025-03-20T14:00:00Z').toISOString()).toBe('2025-03-20T14:00:00.000Z');
    expect(parseBusinessDateTime('2025-03-20T14:00:00+0100').toISOString()).toBe('2025-03-20T13:00:00.000Z');
    expect(Number.isNaN(parseBusinessDateTime('20/03/2025 14:00').getTime())).toBe(true);
  });

  it('bounds whole days for period filters', () => {
    expect(startOfBusinessDay('2025-03-01').toISOString()).toBe('2025-03-01T03:00:00.000Z');
    expect(endOfBusinessDay('2025-03-31').toISOString()).toBe('2025-04-01T03:00:00.000Z');
  });
});
