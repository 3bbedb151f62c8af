import { describe, expect, it } from 'vitest';
import { formatMoneyInput, MONEY_MAX_DIGITS, parseMoneyInput } from './money';

describe('parseMoneyInput', () => {
  it('fills the cents from the right', () => {
    expect(parseMoneyInput('1')).toBe(0.01);
    expect(parseMoneyInput('123')).toBe(1.23);
    expect(parseMoneyInput('1.234,50')).toBe(1234.5);
    expect(parseMoneyInput('1.234,500')).toBe(12345);
  });

  it('reads empty text as null and zeros as 0', () => {
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('R$ ')).toBeNull();
    expect(parseMoneyInput('0,00')).toBe(0);
  });

  it('ignores letters and signs unless negatives are allowed', () => {
    expect(parseMoneyInput('-12a3')).toBe(1.23);
    expect(parseMoneyInput('-123', true)).toBe(-1.23);
    expect(parseMoneyInput('-0,00', true)).toBe(0);
  });

  it('stops at 15 digits so amounts stay exact', () => {
    expect(parseMoneyInput('9'.repeat(MONEY_MAX_DIGITS + 3))).toBe(9999999999999.99);
  });
});

describe('formatMoneyInput', () => {
  it('shows two decimals with the locale separators', () => {
    expect(formatMoneyInput(1234.5, 'pt')).toBe('1.234,50');
    expect(formatMoneyInput(1234.5, 'en')).toBe('1,234.50');
    expect(formatMoneyInput(null, 'pt')).toBe('');
  });
});
