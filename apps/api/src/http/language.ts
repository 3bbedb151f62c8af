import { VALIDATION_LOCALES, type ValidationLocale } from '@retoma/api-client';
import type { Context } from 'hono';

/** pt is the product's source language: what a request that names none of ours is answered in. */
export const DEFAULT_LOCALE: ValidationLocale = 'pt';

const isLocale = (value: string): value is ValidationLocale => (VALIDATION_LOCALES as readonly string[]).includes(value);

/** A range's weight (`;q=0.8`); 1 when absent, null when malformed (such a range is ignored). */
function weightOf(params: string[]): number | null {
  const q = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
  if (q === undefined) return 1;
  const weight = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q.slice(2)) : NaN;
  return Number.isNaN(weight) ? null : weight;
}

/**
 * The locale an `Accept-Language` header asks for (RFC 9110 §12.5.4): the heaviest range whose language we speak,
 * the earlier one on a tie. A region never matters (`en-US`, `pt-BR`, `de-DE` are en, pt, de); `q=0` refuses a
 * language; `*` and anything we do not speak leave the default, pt.
 */
export function negotiateLocale(header: string | null | undefined): ValidationLocale {
  return bestLocale(header, DEFAULT_LOCALE) ?? DEFAULT_LOCALE;
}

/**
 * The language a header names among ours, or null when it names none (absent, `*`, only others): what a person's
 * app says they use, as opposed to what we fall back to.
 */
export const namedLocale = (header: string | null | undefined): ValidationLocale | null => bestLocale(header, null);

function bestLocale(header: string | null | undefined, wildcard: ValidationLocale | null): ValidationLocale | null {
  let best: { locale: ValidationLocale; weight: number } | null = null;
  for (const range of (header ?? '').split(',')) {
    const [tag = '', ...params] = range.split(';');
    const language = tag.trim().toLowerCase().split('-')[0]!;
    const weight = weightOf(params);
    const locale = language === '*' ? wildcard : language;
    if (weight === null || weight === 0 || locale === null || !isLocale(locale)) continue;
    if (best === null || weight > best.weight) best = { locale, weight };
  }
  return best?.locale ?? null;
}

/** The language the request's answers (validation messages) are given in. */
export const requestLocale = (c: Context): ValidationLocale => negotiateLocale(c.req.header('accept-language'));
