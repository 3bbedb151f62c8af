/** A module's texts in every locale; pt is the source and the other locales have exactly its keys. */
export interface MessageSlice<K extends string> {
  pt: Record<K, string>;
  en: Record<K, string>;
  de: Record<K, string>;
  fr: Record<K, string>;
}

/**
 * A module's own slice of the catalogues, kept beside its screens (`modules/<module>/messages.ts`) so modules
 * grow without touching each other's texts, and their texts load with their screens (`useT(slice)`).
 */
export function defineMessages<const K extends string>(messages: {
  pt: Record<K, string>;
  en: Record<NoInfer<K>, string>;
  de: Record<NoInfer<K>, string>;
  fr: Record<NoInfer<K>, string>;
}): MessageSlice<K> {
  return messages;
}
