import type { Locale } from '@retoma/ui';

export type OtherLocale = Exclude<Locale, 'pt'>;

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
  const slice: MessageSlice<K> = { pt, load, loaded: { pt }, pending: {} };
  slices.add(slice);
  fetchPreferred(slice);
  return slice;
}

/**
 * The person's language, and every module's texts in it before its screen shows: a module's file of that language
 * starts downloading as soon as the module's code arrives (`defineMessages` runs), and the router waits for those
 * downloads (`textsInFlight`) before it shows the screen, as it waits for the screen's code. Choosing another
 * language fetches every module already here in it too (`preferTextsIn`, from `loadLocale`). So a page never shows
 * pt first and then its language.
 */
// `never`: any module's slice fits; only its downloads are driven from here, never its keys.
const slices = new Set<MessageSlice<never>>();
let preferred: Locale = 'pt';
const inFlight = new Set<Promise<void>>();

function fetchPreferred<K extends string>(slice: MessageSlice<K>) {
  if (preferred === 'pt' || slice.loaded[preferred]) return;
  // A failed download leaves the module in pt (still readable); `useT` tries again when it renders.
  const download = loadSlice(slice, preferred).catch(() => undefined);
  inFlight.add(download);
  void download.then(() => inFlight.delete(download));
}

export function preferTextsIn(locale: Locale) {
  preferred = locale;
  for (const slice of slices) fetchPreferred(slice);
}

/** Resolves once every module text download started so far has ended. */
export function textsInFlight(): Promise<void> {
  return Promise.all(inFlight).then(() => undefined);
}

/** Fetches the slice's texts in `locale` once; the same promise for every caller. */
export function loadSlice<K extends string>(slice: MessageSlice<K>, locale: Locale): Promise<void> {
  if (locale === 'pt' || slice.loaded[locale]) return Promise.resolve();
  slice.pending[locale] ??= slice.load[locale]().then(
    (module) => {
      slice.loaded[locale] = module.default;
    },
    (error: unknown) => {
      // A failed download may be tried again on the next render; meanwhile the texts stay in pt.
      delete slice.pending[locale];
      throw error;
    },
  );
  return slice.pending[locale];
}
