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
