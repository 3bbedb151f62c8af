import { DEFAULT_LOCALE, isLocale, type Locale } from '@retoma/ui';
import { atom, useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback } from 'react';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { pt, type Catalogue, type MessageKey } from './pt';

export type { MessageKey, Catalogue };
export const catalogues: Record<Locale, Catalogue> = { pt, en, de, fr };

/** The user's chosen locale, kept across visits; pt unless they chose otherwise. */
export const localeAtom = atomWithStorage<Locale>('locale', DEFAULT_LOCALE, undefined, { getOnInit: true });
/** Guards against a hand-edited storage value. */
export const safeLocaleAtom = atom((get) => {
  const value = get(localeAtom);
  return isLocale(value) ? value : DEFAULT_LOCALE;
});

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translate(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  const text = catalogues[locale][key] ?? pt[key];
  return values ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match)) : text;
}

/** `t('login.title')` in the current locale, with `{name}` placeholders filled from `values`. */
export function useT(): Translate {
  const locale = useAtomValue(safeLocaleAtom);
  return useCallback<Translate>((key, values) => translate(locale, key, values), [locale]);
}
