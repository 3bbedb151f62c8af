import { describe, expect, it } from 'vitest';
import { LOCALES } from '../format/locale';
import { CHART_TEXTS } from './shared';

describe('CHART_TEXTS', () => {
  it('writes every text of a chart in every locale', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(CHART_TEXTS[locale])) expect(text.trim().length, `${locale} ${key}`).toBeGreaterThan(0);
      expect(Object.keys(CHART_TEXTS[locale]).sort(), locale).toEqual(Object.keys(CHART_TEXTS.pt).sort());
    }
  });

  it('speaks each language, not the source one', () => {
    for (const key of ['showTable', 'showChart', 'explore', 'category'] as const) {
      expect(new Set(LOCALES.map((locale) => CHART_TEXTS[locale][key])).size, key).toBe(LOCALES.length);
    }
  });
});
