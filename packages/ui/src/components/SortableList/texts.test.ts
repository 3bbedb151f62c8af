import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../format/locale';
import { SORTABLE_LIST_TEXTS } from './texts';

describe('SORTABLE_LIST_TEXTS', () => {
  it('writes every text in every locale, each announcement naming the row and both numbers', () => {
    for (const locale of LOCALES) {
      const texts = SORTABLE_LIST_TEXTS[locale];
      for (const text of [texts.roleDescription, texts.instructions, texts.reorderFailed, texts.empty]) {
        expect(text.trim().length, locale).toBeGreaterThan(0);
      }
      expect(texts.handle('Passo 2')).toContain('Passo 2');
      for (const announce of [texts.pickedUp, texts.movedTo, texts.dropped, texts.cancelled]) {
        const sentence = announce('Passo 2', '3', '7');
        expect(sentence, locale).toContain('Passo 2');
        expect(sentence, locale).toMatch(/\b3\b.*\b7\b/);
      }
    }
  });

  it('speaks each language, not the source one', () => {
    const sentences = LOCALES.map((locale) => SORTABLE_LIST_TEXTS[locale].movedTo('X', '1', '2'));
    expect(new Set(sentences).size).toBe(LOCALES.length);
  });
});
