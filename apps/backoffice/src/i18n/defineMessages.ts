import type { Locale } from '@retoma/ui';

type OtherLocale = Exclude<Locale, 'pt'>;

/** A language file of a module (`messages.en.ts`): exactly the keys of its pt source. */
export type Translation<K extends string> = Record<K, string>;

/**
 * A module's own texts: pt, the source, travels with the module's code; each other language is its own file
 * (`messages.en.ts`, `messages.de.ts`, `messages.fr.ts`), downloaded only when the person reads that language.
 */
export interface MessageSlice<K extends string> {
  pt: Record<K, string>;
  /** The other languages' files, fetched on demand. */
  load: Record<OtherLocale, () => Promise<{ default: Translation<K> }>>;
  /** What has arrived so far (pt always). */
  loaded: Partial<Record<Locale, Record<K, string>>>;
  /** A download in flight per language, so a language is fetched once however many components ask. */
  pending: Partial<Record<Locale, Promise<void>>>;
}

/**
 * A module's slice of the catalogues, kept beside its screens (`modules/<module>/messages.ts`) so modules grow
 * without touching each other's texts: `defineMessages(pt, { en: () => import('./messages.en'), ... })`.
 */
export function defineMessages<const K extends string>(
  pt: Record<K, string>,
  load: Record<OtherLocale, () => Promise<{ default: Translation<NoInfer<K>> }>>,
): MessageSlice<K> {
  return { pt, load, loaded: { pt }, pending: {} };
}

/**
 * A promise React's `use()` reads without suspending: React looks at a thenable's `status` before waiting on it.
 * `useT` calls `use()` on every render (React requires it once a render has suspended on it), with this when the
 * texts are already here.
 */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** Fetches the slice's texts in `locale` once; the same promise for every caller, fulfilled once they are here. */
export function loadSlice<K extends string>(slice: MessageSlice<K>, locale: Locale): Promise<void> {
  if (locale === 'pt' || slice.loaded[locale]) return READY;
  slice.pending[locale] ??= slice.load[locale]().then(
    (module) => {
      slice.loaded[locale] = module.default;
      // Later renders read it through READY; this one is marked too for a render already holding it.
      Object.assign(slice.pending[locale]!, { status: 'fulfilled', value: undefined });
    },
    (error: unknown) => {
      // A failed download may be retried (the route's retry screen renders the page again).
      delete slice.pending[locale];
      throw error;
    },
  );
  return slice.pending[locale];
}
