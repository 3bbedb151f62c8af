/** The product's locales; pt is the source and the default. */
export type Locale = 'pt' | 'en' | 'de' | 'fr';
export const LOCALES: readonly Locale[] = ['pt', 'en', 'de', 'fr'];
export const DEFAULT_LOCALE: Locale = 'pt';

/** BCP 47 tags handed to Intl: Brazilian Portuguese, not European. */
export const INTL_LOCALE: Record<Locale, string> = { pt: 'pt-BR', en: 'en-US', de: 'de-DE', fr: 'fr-FR' };

/**
 * The currency `formatPrice(…, { currency: true })` and the kit's money columns write when none is chosen. Kept with the
 * locales, not the number formatters: the UiProvider needs only this, and an app's entry then carries no formatter.
 */
export const DEFAULT_CURRENCY = 'BRL';

/** What every formatter prints for a missing or invalid value: never "NaN" or "Invalid Date". */
export const EMPTY_VALUE = '—';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
