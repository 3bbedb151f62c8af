import { DEFAULT_CURRENCY, DEFAULT_LOCALE, EMPTY_VALUE, INTL_LOCALE, type Locale } from './locale';
import { numberFormat } from './intlFormats';

type Numeric = number | string | null | undefined;

/** Accepts numbers and numeric strings from the wire ("1234.50"); anything else is null. */
export function toNumber(value: Numeric): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  // -0 (and anything that rounds to it) must never print as "-0".
  return Number.isFinite(n) ? n + 0 : null;
}

export interface PriceOptions {
  locale?: Locale;
  /**
   * Write it as money: `true` in reais (R$), or an ISO 4217 code (`'EUR'`, `'USD'`) for another currency, with that
   * currency's symbol where the locale puts it.
   */
  currency?: boolean | string;
}

/** Two decimals with the locale's separators: pt `1234.5` → `1.234,50`, or `R$ 1.234,50` with `currency`. */
export function formatPrice(value: Numeric, { locale = DEFAULT_LOCALE, currency = false }: PriceOptions = {}): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  return numberFormat(INTL_LOCALE[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
    ...(currency ? { style: 'currency', currency: currency === true ? DEFAULT_CURRENCY : currency } : {}),
  })
    .format(n)
    .replace(/\u00a0/g, ' ');
}

/** A plain number with the locale's grouping, up to `maximumFractionDigits` (default 4: the spec's input precision). */
export function formatNumber(value: Numeric, { locale = DEFAULT_LOCALE, maximumFractionDigits = 4 } = {}): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  return numberFormat(INTL_LOCALE[locale], { maximumFractionDigits, signDisplay: 'negative' }).format(n);
}

/** Percentages from a ratio: `0.125` → `12,5%`; one decimal unless a stored rate keeps more (`maximumFractionDigits`). */
export function formatPercent(ratio: Numeric, { locale = DEFAULT_LOCALE, maximumFractionDigits = 1 } = {}): string {
  const n = toNumber(ratio);
  if (n === null) return EMPTY_VALUE;
  return numberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits, signDisplay: 'negative' })
    .format(n)
    .replace(/\u00a0/g, ' ');
}

/** Half away from zero, like Intl, so -1 050 and 1 050 mirror each other (`-1,1k`, `1,1k`). */
const roundOneDecimal = (x: number) => (Math.sign(x) * Math.round(Math.abs(x) * 10)) / 10;

/**
 * Compact figures for dashboards: up to 999 as is, then thousands with `k` and one decimal
 * (pt `1234` → `1,2k`), millions with `M`, billions with `B`.
 */
export function formatThousands(value: Numeric, { locale = DEFAULT_LOCALE } = {}): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  const intlLocale = INTL_LOCALE[locale];
  // Values that round to 999 or less are shown whole; 999.6 already reads "1k".
  if (Math.abs(n) < 999.5) {
    return numberFormat(intlLocale, { maximumFractionDigits: 0, signDisplay: 'negative' }).format(n);
  }
  const oneDecimal = numberFormat(intlLocale, { maximumFractionDigits: 1, signDisplay: 'negative' });
  const units: Array<[number, string]> = [
    [1e3, 'k'],
    [1e6, 'M'],
  ];
  for (const [size, suffix] of units) {
    // Round first so 999 950 becomes 1M, not "1.000k".
    const scaled = roundOneDecimal(n / size);
    if (Math.abs(scaled) < 1000) return `${oneDecimal.format(scaled)}${suffix}`;
  }
  return `${oneDecimal.format(roundOneDecimal(n / 1e9))}B`;
}
