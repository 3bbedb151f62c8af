/**
 * A module's own slice of the catalogues, kept beside its screens (`modules/<module>/messages.ts`) so modules
 * grow without touching each other's texts. pt is the source: the other locales must have exactly its keys.
 * The locale catalogues (`pt.ts`, `en.ts`, ...) spread every module's slice into one flat catalogue.
 */
export function defineMessages<const K extends string>(messages: {
  pt: Record<K, string>;
  en: Record<NoInfer<K>, string>;
  de: Record<NoInfer<K>, string>;
  fr: Record<NoInfer<K>, string>;
}) {
  return messages;
}
