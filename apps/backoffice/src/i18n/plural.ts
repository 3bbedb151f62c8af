import type { Locale } from '@retoma/ui';

/**
 * The catalogue key for `count` in `locale`, by the language's plural rules (CLDR, through Intl.PluralRules): pt, en
 * and de say "1 página" and "0 páginas", fr "0 page" and "1 page". The four languages need only `one` and `other`.
 */
export function pluralKey<K extends string>(locale: Locale, count: number, forms: { one: K; other: K }): K {
  return new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
}
