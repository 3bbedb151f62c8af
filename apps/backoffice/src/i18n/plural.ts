import type { Locale } from '@retoma/ui';

/**
 * Whose plural rules each language follows. CLDR's `pt` is Brazil's, where 0 also takes the singular ("0 página");
 * our texts say "0 páginas", as Portuguese grammar does, which is the rule CLDR gives `pt-PT` (singular for 1 only).
 */
const RULES: Record<Locale, string> = { pt: 'pt-PT', en: 'en', de: 'de', fr: 'fr' };

/**
 * The catalogue key for `count` in `locale`, by the language's plural rules (CLDR, through Intl.PluralRules): pt, en
 * and de say "1 página" and "0 páginas", fr "0 page" and "1 page". The four languages need only `one` and `other`.
 */
export function pluralKey<K extends string>(locale: Locale, count: number, forms: { one: K; other: K }): K {
  return new Intl.PluralRules(RULES[locale]).select(count) === 'one' ? forms.one : forms.other;
}

/** One count of a counted sentence: the number, and the keys of its fragment for one and for many. */
export interface CountedFragment<K extends string> {
  count: number;
  one: K;
  other: K;
}

/**
 * A sentence with several counts ("1 transação, 2 vendas recuperadas e 1 ticket"): each count is its own fragment
 * (`{count}` in a one/other pair, by the language's rules), and the `template` key places the fragments by name, so
 * the word order and the joining words stay the translator's. `values` fill the template's other placeholders.
 */
export function countedSentence<K extends string>(
  t: (key: K, values?: Record<string, string | number>) => string,
  locale: Locale,
  template: K,
  fragments: Record<string, CountedFragment<K>>,
  values: Record<string, string | number> = {},
): string {
  const said = Object.fromEntries(
    Object.entries(fragments).map(([name, { count, one, other }]) => [name, t(pluralKey(locale, count, { one, other }), { count })]),
  );
  return t(template, { ...values, ...said });
}
