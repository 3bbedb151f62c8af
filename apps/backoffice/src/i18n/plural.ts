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
