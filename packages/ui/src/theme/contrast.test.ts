import { describe, expect, it } from 'vitest';
import { formatPrice } from '../format/number';
import { themeContrastIssues } from './contrast';
import { tokenStyleSheet } from './cssVars';

describe('a consumer brings its own colours', () => {
  it("the kit's own themes pass every text pair", () => {
    expect(themeContrastIssues()).toEqual([]);
  });

  it('a legible brand passes; one too light for white text is named with its ratio', () => {
    expect(themeContrastIssues({ light: { primary: '#0b7285' }, dark: { primary: '#66d9e8' } })).toEqual([]);
    expect(themeContrastIssues({ light: { primary: '#74c0fc' } })).toEqual([
      { theme: 'light', text: 'onPrimary', background: 'primary', ratio: expect.any(Number) },
      { theme: 'light', text: 'primary', background: 'surface', ratio: expect.any(Number) },
    ]);
  });

  it("the token sheet carries the brand per theme, and the badges' colours follow it", () => {
    const sheet = tokenStyleSheet({ light: { primary: '#0b7285' }, dark: { primary: '#66d9e8' } });
    const block = (theme: string) => sheet.slice(sheet.indexOf(`[data-theme='${theme}']`)).split('}')[0]!;
    expect(block('light')).toContain('--rt-color-primary: #0b7285;');
    expect(block('dark')).toContain('--rt-color-primary: #66d9e8;');
    expect(block('light')).toMatch(/--rt-badge-primary-solid-bg: #0b7285;/);
    expect(tokenStyleSheet()).not.toContain('#0b7285');
  });
});

describe('formatPrice in a currency of choice', () => {
  it('writes reais by default and any ISO 4217 currency where the locale puts its symbol', () => {
    expect(formatPrice(1234.5, { currency: true })).toBe('R$ 1.234,50');
    expect(formatPrice(1234.5, { currency: 'EUR' })).toBe('€ 1.234,50');
    expect(formatPrice(1234.5, { locale: 'de', currency: 'EUR' })).toBe('1.234,50 €');
    expect(formatPrice(1234.5, { locale: 'en', currency: 'USD' })).toBe('$1,234.50');
  });
});
