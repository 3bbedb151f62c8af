import { translateWith, type ValidationCatalogue } from '@retoma/api-client';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@retoma/ui';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback, useEffect } from 'react';
import { loadSlice, preferTextsIn, textsInFlight, type MessageSlice } from './defineMessages';
import { pt, type Catalogue, type MessageKey } from './pt';

export type { MessageKey, Catalogue, MessageSlice };
export type { Translation } from './defineMessages';
export { defineMessages, loadSlice, textsInFlight } from './defineMessages';
export { countedSentence, pluralKey } from './plural';

/**
 * The shell's catalogues. pt, the source and default, ships with the entry; the others are fetched when chosen,
 * so the first page (/login) carries one language instead of four.
 */
const loaded: Partial<Record<Locale, Catalogue>> = { pt };
const importers: Record<Exclude<Locale, 'pt'>, () => Promise<Catalogue>> = {
  en: async () => (await import('./en')).en,
  de: async () => (await import('./de')).de,
  fr: async () => (await import('./fr')).fr,
};

/**
 * The API's validation messages (pt, the schemas' own text, needs none): forms that check a shared schema before
 * sending show its messages in the user's language, as the server's 422 answers do.
 */
const validationLoaded: Partial<Record<Locale, ValidationCatalogue>> = {};
const validationImporters: Record<Exclude<Locale, 'pt'>, () => Promise<ValidationCatalogue>> = {
  en: async () => (await import('@retoma/api-client/validation/en')).en,
  de: async () => (await import('@retoma/api-client/validation/de')).de,
  fr: async () => (await import('@retoma/api-client/validation/fr')).fr,
};

/**
 * Fetches the shell and validation catalogues of `locale` once, and the texts in it of every module already here;
 * afterwards `translate` and `useT` answer in it.
 */
export async function loadLocale(locale: Locale): Promise<Catalogue> {
  preferTextsIn(locale);
  if (locale !== DEFAULT_LOCALE && !loaded[locale]) {
    const [shell, validation] = await Promise.all([
      importers[locale as Exclude<Locale, 'pt'>](),
      validationImporters[locale as Exclude<Locale, 'pt'>](),
    ]);
    validationLoaded[locale] = validation;
    loaded[locale] = shell;
  }
  await textsInFlight();
  return loaded[locale]!;
}

/**
 * The navigation texts of every module (route titles, breadcrumbs, menu labels), given once at start by the app
 * (each module declares its own in its `module.ts`): the shell shows them before a module's code loads.
 */
const navTexts: Partial<Record<Locale, Record<string, string>>> = {};

export function registerNavTexts(texts: ReadonlyArray<Record<Locale, Record<string, string>>>) {
  for (const set of texts) {
    for (const [locale, entries] of Object.entries(set) as Array<[Locale, Record<string, string>]>) {
      navTexts[locale] = { ...navTexts[locale], ...entries };
    }
  }
}

/** The user's chosen locale, kept across visits; pt unless they chose otherwise. */
export const localeAtom = atomWithStorage<Locale>('locale', DEFAULT_LOCALE, undefined, { getOnInit: true });
/** Bumped when a catalogue arrives, so what reads the locale renders again in the new language. */
const cataloguesLoadedAtom = atom(0);
/** The locale the interface speaks: the chosen one once its catalogue is here (pt meanwhile); guards against a hand-edited value. */
export const safeLocaleAtom = atom((get) => {
  get(cataloguesLoadedAtom);
  const chosen = get(localeAtom);
  return isLocale(chosen) && loaded[chosen] ? chosen : DEFAULT_LOCALE;
});

/** Fetches the chosen locale's catalogue when it is not here yet (a choice in the preferences, or a stored one). */
export function useChosenLocaleLoader() {
  const chosen = useAtomValue(localeAtom);
  const announceLoaded = useSetAtom(cataloguesLoadedAtom);
  useEffect(() => {
    if (!isLocale(chosen)) return;
    // Back to a language already here: modules that arrive from now on fetch their texts in it.
    if (loaded[chosen]) return preferTextsIn(chosen);
    void loadLocale(chosen).then(() => announceLoaded((count) => count + 1));
  }, [chosen, announceLoaded]);
}

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
  const own = slice?.loaded as Partial<Record<Locale, Record<string, string>>> | undefined;
  const shell = loaded as Partial<Record<Locale, Record<string, string>>>;
  const text =
    own?.[locale]?.[key] ??
    own?.pt?.[key] ??
    shell[locale]?.[key] ??
    navTexts[locale]?.[key] ??
    pt[key as MessageKey] ??
    navTexts.pt?.[key] ??
    key;
  return values ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match)) : text;
}

/**
 * `t('login.title')` in the current locale. A module passes its own slice (`useT(ticketsMessages)`): its texts
 * then load with its screens, not with the shell, and its keys are typed beside the shell's. The router shows a
 * screen once its module's texts in the person's language are here (`textsInFlight`); should a component render
 * before (outside a route) or the download fail, it shows pt and renders again when they arrive. Not Suspense: a
 * component suspending inside a router transition kept the old page on screen after a navigation from a menu.
 */
export function useT(): Translate;
export function useT<K extends string>(slice: MessageSlice<K>): Translate<MessageKey | K>;
export function useT<K extends string>(slice?: MessageSlice<K>): Translate<MessageKey | K> {
  const locale = useAtomValue(safeLocaleAtom);
  const arrivals = useAtomValue(cataloguesLoadedAtom);
  const announceLoaded = useSetAtom(cataloguesLoadedAtom);
  const missing = slice !== undefined && !slice.loaded[locale];
  useEffect(() => {
    // A failed download leaves the module's texts in pt, still readable, rather than breaking the page.
    if (slice && missing)
      void loadSlice(slice, locale).then(
        () => announceLoaded((count) => count + 1),
        () => undefined,
      );
  }, [slice, missing, locale, announceLoaded]);
  return useCallback<Translate<MessageKey | K>>(
    (key, values) => translate(locale, key, values, slice),
    // `arrivals`: a language file that arrived changes what the same locale answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, slice, arrivals],
  );
}

/** Texts of the route table (titles, breadcrumbs, menu labels: a module's navigation keys or the shell's). */
export function useRouteText(): (key: string) => string {
  const locale = useAtomValue(safeLocaleAtom);
  return useCallback((key: string) => translate(locale, key), [locale]);
}

/** A shared schema's validation message (pt) in the current locale; a message no catalogue knows stays as it is. */
export function useValidationMessage(): (message: string) => string {
  const locale = useAtomValue(safeLocaleAtom);
  return useCallback(
    (message: string) => {
      const catalogue = validationLoaded[locale];
      return catalogue ? translateWith(message, catalogue, locale) : message;
    },
    [locale],
  );
}
