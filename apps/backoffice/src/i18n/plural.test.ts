import { LOCALES } from '@retoma/ui';
import { describe, expect, it } from 'vitest';
import { shellMessages } from '../shell/messages';
import { loadSlice } from './defineMessages';
import { translate } from './index';
import { countedSentence, pluralKey } from './plural';

const forms = { one: 'shell.quickMenuMoreOne', other: 'shell.quickMenuMoreOther' } as const;
const more = (locale: (typeof LOCALES)[number], count: number) =>
  translate(locale, pluralKey(locale, count, forms), { count }, shellMessages);

describe('pluralKey', () => {
  it('says one page in the singular and several in the plural, in every language', async () => {
    await Promise.all(LOCALES.map((locale) => loadSlice(shellMessages, locale)));
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

describe('countedSentence', () => {
  // A catalogue of its own: the helper only picks keys and places fragments, whatever the module.
  const texts: Record<string, string> = {
    sentence: '{name}: {items} e {sends}.',
    reversed: '{sends}, {items} ({name})',
    itemOne: '{count} item',
    itemOther: '{count} itens',
    sendOne: '{count} envio',
    sendOther: '{count} envios',
  };
  const t = (key: string, values?: Record<string, string | number>) =>
    texts[key]!.replace(/\{(\w+)\}/g, (match, name: string) => String(values?.[name] ?? match));
  const counts = (items: number, sends: number) => ({
    items: { count: items, one: 'itemOne', other: 'itemOther' },
    sends: { count: sends, one: 'sendOne', other: 'sendOther' },
  });

  it('says each count by its own plural and fills the rest of the sentence', () => {
    expect(countedSentence(t, 'pt', 'sentence', counts(1, 2), { name: 'Maria' })).toBe('Maria: 1 item e 2 envios.');
    expect(countedSentence(t, 'pt', 'sentence', counts(2, 1), { name: 'Maria' })).toBe('Maria: 2 itens e 1 envio.');
    expect(countedSentence(t, 'pt', 'sentence', counts(0, 0), { name: 'Maria' })).toBe('Maria: 0 itens e 0 envios.');
  });

  it("follows the template's word order and the language's rule for each count", () => {
    expect(countedSentence(t, 'pt', 'reversed', counts(1, 3), { name: 'Maria' })).toBe('3 envios, 1 item (Maria)');
    expect(countedSentence(t, 'fr', 'reversed', counts(0, 1), { name: 'Maria' })).toBe('1 envio, 0 item (Maria)');
  });

  it('keeps a value that looks like a placeholder as it is', () => {
    expect(countedSentence(t, 'en', 'sentence', counts(1, 1), { name: '{items}' })).toBe('{items}: 1 item e 1 envio.');
  });
});
