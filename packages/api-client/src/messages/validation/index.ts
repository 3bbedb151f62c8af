import type { ErrorBody } from '../../types/wire';
import { translateWith, type ValidationCatalogue, type ValidationLocale } from './catalogue';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export { VALIDATION_LOCALES, translateWith, type ValidationLocale, type ValidationCatalogue } from './catalogue';

/**
 * The validation messages of the write schemas are pt, the source language; these catalogues translate them for
 * whoever asked in another language (the server, by the request's `Accept-Language`).
 */
const CATALOGUES: Record<Exclude<ValidationLocale, 'pt'>, ValidationCatalogue> = { en, de, fr };

/**
 * A pt validation message in `locale`: by its own text, or as an instance of a template (`Máximo de 120
 * caracteres.` → `Maximum 120 characters.`), values carried over. pt, and a message no catalogue knows (a
 * business rule's own wording), come back unchanged.
 */
export function translateValidationMessage(message: string, locale: ValidationLocale): string {
  return locale === 'pt' ? message : translateWith(message, CATALOGUES[locale], locale);
}

/** A 422 body in `locale`: its message and every field's messages; the rest of the body is kept as is. */
export function translateValidationBody<B extends ErrorBody>(body: B, locale: ValidationLocale): B {
  if (locale === 'pt') return body;
  const translate = (message: string) => translateValidationMessage(message, locale);
  const errors =
    body.errors && Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages.map(translate)]));
  return { ...body, message: translate(body.message), ...(errors && { errors }) };
}
