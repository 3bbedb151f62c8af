/**
 * How a validation-message catalogue is read. Gettext-style: the pt message, the source language's text, is the
 * key. A message built with values is keyed by its template, each value a named placeholder
 * (`'Máximo de {max} caracteres.'`); a translation uses the same placeholders, in whatever order its language needs.
 * No zod here: the client core may import this.
 */

/** The languages validation messages are answered in; pt is the source. */
export const VALIDATION_LOCALES = ['pt', 'en', 'de', 'fr'] as const;
export type ValidationLocale = (typeof VALIDATION_LOCALES)[number];

/** pt message or template → its translation. */
export type ValidationCatalogue = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names of a message or template, in order. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

interface Template {
  key: string;
  names: string[];
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's key as a pattern that matches its concrete messages and captures each value. */
function compileTemplate(key: string): Template {
  const literals = key.split(PLACEHOLDER).filter((_part, index) => index % 2 === 0);
  return { key, names: placeholdersOf(key), pattern: new RegExp(`^${literals.map(escapeRegExp).join('(.+?)')}$`, 's') };
}

/** Compiled once per catalogue, on first use (module load stays free of work, so bundlers can drop unused catalogues). */
const templatesOf = new WeakMap<ValidationCatalogue, Template[]>();

function templates(catalogue: ValidationCatalogue): Template[] {
  let compiled = templatesOf.get(catalogue);
  if (!compiled) {
    compiled = Object.keys(catalogue)
      .filter((key) => placeholdersOf(key).length > 0)
      .map(compileTemplate);
    templatesOf.set(catalogue, compiled);
  }
  return compiled;
}

/** The entry that translates `message`: its own key, else the template it is an instance of, with the values. */
export function findEntry(message: string, catalogue: ValidationCatalogue): { key: string; values: Record<string, string> } | null {
  if (Object.hasOwn(catalogue, message)) return { key: message, values: {} };
  for (const template of templates(catalogue)) {
    const match = template.pattern.exec(message);
    if (match) return { key: template.key, values: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]!])) };
  }
  return null;
}

/** `1.234,5` / `255`: a number as pt writes it; other values (lists, names) are carried over untouched. */
const PT_NUMBER = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;

/** A number in a value is written the target language's way (`99.999.999,99` → `99,999,999.99` in en). */
function localiseValue(value: string, locale: ValidationLocale): string {
  const match = PT_NUMBER.exec(value);
  if (!match) return value;
  const decimals = match[1]?.length ?? 0;
  const number = Number(value.replace(/\./g, '').replace(',', '.'));
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(number);
}

/** `text` with each `{name}` replaced by its value. */
export function fillPlaceholders(text: string, values: Record<string, string>, locale: ValidationLocale): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : localiseValue(values[name], locale),
  );
}

/** `message` through one catalogue: by its own text, or as an instance of a template; unknown text unchanged. */
export function translateWith(message: string, catalogue: ValidationCatalogue, locale: ValidationLocale): string {
  const entry = findEntry(message, catalogue);
  return entry ? fillPlaceholders(catalogue[entry.key]!, entry.values, locale) : message;
}
