import { describe, expect, it } from 'vitest';
import { formatPaymentType } from './payment';

describe('formatPaymentType', () => {
  it('labels credit_card as credit card and billet as boleto in each locale', () => {
    expect(formatPaymentType('credit_card')).toBe('Cartão de crédito');
    expect(formatPaymentType('credit_card', { locale: 'en' })).toBe('Credit card');
    expect(formatPaymentType('credit_card', { locale: 'de' })).toBe('Kreditkarte');
    expect(formatPaymentType('credit_card', { locale: 'fr' })).toBe('Carte de crédit');
    for (const locale of ['pt', 'en', 'de', 'fr'] as const) expect(formatPaymentType('billet', { locale })).toBe('Boleto');
    expect(formatPaymentType('pix')).toBe('Pix');
  });
  it('labels the other platform types and the manual ones', () => {
    expect(formatPaymentType('debit_card')).toBe('Cartão de débito');
    expect(formatPaymentType('hotmart_balance', { locale: 'en' })).toBe('Hotmart balance');
    expect(formatPaymentType('deposito', { locale: 'de' })).toBe('Einzahlung');
    expect(formatPaymentType('transferencia', { locale: 'fr' })).toBe('Virement');
  });
  it('shows an unknown code as it came, even one named like an object property', () => {
    expect(formatPaymentType('cheque')).toBe('cheque');
    expect(formatPaymentType('toString')).toBe('toString');
    expect(formatPaymentType('constructor', { locale: 'en' })).toBe('constructor');
  });
  it('falls back to a dash when there is no type', () => {
    expect(formatPaymentType(null)).toBe('—');
    expect(formatPaymentType(undefined)).toBe('—');
    expect(formatPaymentType('')).toBe('—');
  });
});
