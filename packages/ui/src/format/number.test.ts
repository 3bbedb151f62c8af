import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { formatNumber, formatPercent, formatPrice, formatThousands, toNumber } from './number';

/** French groups with a narrow no-break space (U+202F); compare on plain spaces. */
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('toNumber', () => {
  it('reads numbers and numeric strings from the wire', () => {
    expect(toNumber(12)).toBe(12);
    expect(toNumber('1234.50')).toBe(1234.5);
    expect(toNumber(' 7 ')).toBe(7);
  });
  it('refuses empty, blank, non-numeric and non-finite values', () => {
    for (const value of [null, undefined, '', '   ', 'abc', '1,5', Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(toNumber(value)).toBeNull();
    }
  });
  it('turns -0 into 0', () => {
    expect(Object.is(toNumber(-0), 0)).toBe(true);
  });
});

describe('formatPrice', () => {
  it('uses two decimals, comma decimal and dot thousands in pt', () => {
    expect(formatPrice(1234.5)).toBe('1.234,50');
    expect(formatPrice('1234.5')).toBe('1.234,50');
    expect(formatPrice(0)).toBe('0,00');
    expect(formatPrice(0.1 + 0.2)).toBe('0,30');
    expect(formatPrice(999999.999)).toBe('1.000.000,00');
  });
  it('prefixes R$ on request', () => {
    expect(formatPrice(1234.5, { currency: true })).toBe('R$ 1.234,50');
    expect(formatPrice(-1234.5, { currency: true })).toBe('-R$ 1.234,50');
    expect(formatPrice(0, { currency: true })).toBe('R$ 0,00');
  });
  it('keeps the sign of negatives but never prints "-0,00"', () => {
    expect(formatPrice(-1234.5)).toBe('-1.234,50');
    expect(formatPrice(-0)).toBe('0,00');
    expect(formatPrice(-0.001)).toBe('0,00');
    expect(formatPrice(-0.004, { currency: true })).toBe('R$ 0,00');
  });
  it('formats huge values in full', () => {
    expect(formatPrice(1e15)).toBe('1.000.000.000.000.000,00');
    expect(formatPrice(Number.MAX_SAFE_INTEGER)).toBe('9.007.199.254.740.991,00');
  });
  it('falls back to a dash for missing or invalid values, never NaN', () => {
    for (const value of [null, undefined, '', ' ', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatPrice(value)).toBe('—');
      expect(formatPrice(value, { currency: true })).toBe('—');
    }
  });
  it('follows each locale', () => {
    expect(formatPrice(1234.5, { locale: 'en' })).toBe('1,234.50');
    expect(formatPrice(1234.5, { locale: 'de' })).toBe('1.234,50');
    expect(plain(formatPrice(1234.5, { locale: 'fr' }))).toBe('1 234,50');
    expect(formatPrice(1234.5, { locale: 'en', currency: true })).toBe('R$1,234.50');
    expect(formatPrice(1234.5, { locale: 'de', currency: true })).toBe('1.234,50 R$');
    expect(plain(formatPrice(-1234.5, { locale: 'fr', currency: true }))).toBe('-1 234,50 R$');
  });
  it('never contains NaN for any locale', () => {
    for (const locale of LOCALES) {
      for (const value of [Number.NaN, 'x', null, -0, 1e21]) expect(formatPrice(value, { locale })).not.toMatch(/NaN/);
    }
  });
});

describe('formatNumber', () => {
  it('keeps up to four decimals (the input precision)', () => {
    expect(formatNumber(1234.56789)).toBe('1.234,5679');
    expect(formatNumber(0.00001)).toBe('0');
    expect(formatNumber(-0.00001)).toBe('0');
    expect(formatNumber(1234.5, { maximumFractionDigits: 0 })).toBe('1.235');
  });
  it('formats per locale and falls back on invalid values', () => {
    expect(formatNumber(-1234.5, { locale: 'en' })).toBe('-1,234.5');
    expect(formatNumber(1234.5, { locale: 'de' })).toBe('1.234,5');
    expect(plain(formatNumber(1234.5, { locale: 'fr' }))).toBe('1 234,5');
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber('NaN')).toBe('—');
  });
});

describe('formatPercent', () => {
  it('formats ratios with at most one decimal', () => {
    expect(formatPercent(0.125)).toBe('12,5%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(-0.0001)).toBe('0%');
    expect(formatPercent(-0.5)).toBe('-50%');
    expect(formatPercent(12)).toBe('1.200%');
    expect(formatPercent(0.125, { locale: 'en' })).toBe('12.5%');
    expect(formatPercent(0.125, { locale: 'de' })).toBe('12,5 %');
    expect(plain(formatPercent(0.125, { locale: 'fr' }))).toBe('12,5 %');
    expect(formatPercent(undefined)).toBe('—');
  });

  it('keeps the decimals asked for', () => {
    expect(formatPercent(0.1225, { maximumFractionDigits: 2 })).toBe('12,25%');
    expect(formatPercent(0.1225)).toBe('12,3%');
    expect(formatPercent(0.125, { maximumFractionDigits: 2 })).toBe('12,5%');
  });
});

describe('formatThousands', () => {
  it('shows up to 999 as is', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(-0)).toBe('0');
    expect(formatThousands(7)).toBe('7');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(-999)).toBe('-999');
    expect(formatThousands(12.4)).toBe('12');
    expect(formatThousands(999.4)).toBe('999');
  });
  it('uses k with one decimal above 999', () => {
    expect(formatThousands(1000)).toBe('1k');
    expect(formatThousands(1234)).toBe('1,2k');
    expect(formatThousands(1049)).toBe('1k');
    expect(formatThousands(1050)).toBe('1,1k');
    expect(formatThousands(15_500)).toBe('15,5k');
    expect(formatThousands(999_000)).toBe('999k');
  });
  it('never prints 1.000k: values that round up move to the next unit', () => {
    expect(formatThousands(999.6)).toBe('1k');
    expect(formatThousands(999_950)).toBe('1M');
    expect(formatThousands(999_949)).toBe('999,9k');
    expect(formatThousands(999_950_000)).toBe('1B');
  });
  it('mirrors negatives', () => {
    expect(formatThousands(-1050)).toBe('-1,1k');
    expect(formatThousands(-1500)).toBe('-1,5k');
    expect(formatThousands(-999.5)).toBe('-1k');
    expect(formatThousands(-2_500_000)).toBe('-2,5M');
  });
  it('handles millions, billions and huge values', () => {
    expect(formatThousands(1_234_567)).toBe('1,2M');
    expect(formatThousands(3_000_000_000)).toBe('3B');
    expect(formatThousands(1e13)).toBe('10.000B');
    expect(formatThousands(Number.MAX_SAFE_INTEGER)).toBe('9.007.199,3B');
  });
  it('follows each locale', () => {
    expect(formatThousands(1234, { locale: 'en' })).toBe('1.2k');
    expect(formatThousands(1234, { locale: 'de' })).toBe('1,2k');
    expect(formatThousands(1234, { locale: 'fr' })).toBe('1,2k');
    expect(formatThousands(1e13, { locale: 'en' })).toBe('10,000B');
  });
  it('falls back to a dash for missing or invalid values', () => {
    for (const value of [null, undefined, '', '  ', 'mil', Number.NaN, Number.NEGATIVE_INFINITY]) expect(formatThousands(value)).toBe('—');
  });
});
