import { formatPrice } from '../../format/number';
import type { Locale } from '../../format/locale';

/** Digits kept by the mask: 13 integer digits and 2 decimals stay exact in a double. */
export const MONEY_MAX_DIGITS = 15;

/** The mask's text for a value: pt `1234.5` → `1.234,50`; empty for null. */
export function formatMoneyInput(value: number | null, locale: Locale): string {
  return value === null ? '' : formatPrice(value, { locale });
}

/**
 * Reads what the user typed the way a cash register does: digits fill from the right, the last two are the
 * cents (`1`, `12`, `123` → 0,01 · 0,12 · 1,23). Anything but digits (and `-` when allowed) is ignored.
 */
export function parseMoneyInput(text: string, allowsNegative = false): number | null {
  const digits = text.replace(/\D/g, '');
  if (!digits) return null;
  const significant = digits.replace(/^0+/, '').slice(0, MONEY_MAX_DIGITS);
  const value = Number(significant || '0') / 100;
  return allowsNegative && value !== 0 && text.includes('-') ? -value : value;
}
