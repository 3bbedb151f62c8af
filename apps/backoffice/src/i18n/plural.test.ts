import { LOCALES } from '@retoma/ui';
import { describe, expect, it } from 'vitest';
import { translate } from './index';
import { loadLocale } from './index';
import { pluralKey } from './plural';

const forms = { one: 'shell.quickMenuMoreOne', other: 'shell.quickMenuMoreOther' } as const;
const more = (locale: (typeof LOCALES)[number], count: number) => translate(locale, pluralKey(locale, count, forms), { count });

describe('pluralKey', () => {
  it('says one page in the singular and several in the plural, in every language', async () => {
    await Promise.all(LOCALES.map((locale) => loadLocale(locale)));
    expect(more('pt', 1)).toBe('Mais 1 página favorita');
    expect(more('pt', 3)).toBe('Mais 3 páginas favoritas');
    expect(more('en', 1)).toBe('1 more starred page');
    expect(more('en', 2)).toBe('2 more starred pages');
    expect(more('de', 1)).toBe('1 weiterer Favorit');
    expect(more('de', 5)).toBe('5 weitere Favoriten');
    expect(more('fr', 1)).toBe('1 autre page favorite');
    expect(more('fr', 2)).toBe('2 autres pages favorites');
  });

  it('follows each language rule for zero: plural in pt, en, de; singular in fr', () => {
    expect(pluralKey('pt', 0, forms)).toBe(forms.other);
    expect(pluralKey('en', 0, forms)).toBe(forms.other);
    expect(pluralKey('de', 0, forms)).toBe(forms.other);
    expect(pluralKey('fr', 0, forms)).toBe(forms.one);
  });
});
