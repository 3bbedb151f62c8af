import { DEFAULT_LOCALE, isLocale, type Locale } from '@retoma/ui';
import { atom, useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback } from 'react';
import type { MessageSlice } from './defineMessages';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { pt, type Catalogue, type MessageKey } from './pt';

export type { MessageKey, Catalogue, MessageSlice };
export { defineMessages } from './defineMessages';
export const catalogues: Record<Locale, Catalogue> = { pt, en, de, fr };

/** The user's chosen locale, kept across visits; pt unless they chose otherwise. */
export const localeAtom = atomWithStorage<Locale>('locale', DEFAULT_LOCALE, undefined, { getOnInit: true });
/** Guards against a hand-edited storage value. */
export const safeLocaleAtom = atom((get) => {
  const value = get(localeAtom);
  return isLocale(value) ? value : DEFAULT_LOCALE;
});

/** The keys a module's translator accepts: its slice's and the shell's. */
export type SliceKey<S> = S extends MessageSlice<infer K> ? MessageKey | K : never;

export type Translate<K extends string = MessageKey> = (key: K, values?: Record<string, string | number>) => string;

/**
 * The text of `key` in `locale`: from the module's slice when one is given, else from the shell's catalogue,
 * with `{name}` placeholders filled from `values`.
 */
export function translate<K extends string>(
  locale: Locale,
  key: MessageKey | K,
  values?: Record<string, string | number>,
  slice?: MessageSlice<K>,
): string {
  const own = slice as Record<Locale, Record<string, string>> | undefined;
  const shell = catalogues as Record<Locale, Record<string, string>>;
  const text = own?.[locale][key] ?? own?.pt[key] ?? shell[locale][key] ?? shell.pt[key] ?? key;
  return values ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match)) : text;
}

/**
 * `t('login.title')` in the current locale. A module passes its own slice (`useT(ticketsMessages)`): its texts
 * then load with its screens, not with the shell, and its keys are typed beside the shell's.
 */
export function useT(): Translate;
export function useT<K extends string>(slice: MessageSlice<K>): Translate<MessageKey | K>;
export function useT<K extends string>(slice?: MessageSlice<K>): Translate<MessageKey | K> {
  const locale = useAtomValue(safeLocaleAtom);
  return useCallback<Translate<MessageKey | K>>((key, values) => translate(locale, key, values, slice), [locale, slice]);
}
