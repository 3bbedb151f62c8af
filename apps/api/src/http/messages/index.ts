import {
  translateValidationMessage,
  translateWith,
  type ErrorBody,
  type ValidationCatalogue,
  type ValidationLocale,
} from '@retoma/api-client';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

/**
 * The messages the server writes itself (a missing record, a business rule's refusal, a conflict), pt like the
 * schemas' and translated the same way: the pt text, or its template (`'Este ticket está sendo atendido por
 * {name}.'`), is the key. Kept here rather than in the client's validation catalogues, which the app bundles.
 */
export const SERVER_CATALOGUES: Record<Exclude<ValidationLocale, 'pt'>, ValidationCatalogue> = { en, de, fr };

/** A pt message in `locale`: a schema's message through the validation catalogues, else one of the server's own. */
export function translateServerMessage(message: string, locale: ValidationLocale): string {
  if (locale === 'pt') return message;
  const validation = translateValidationMessage(message, locale);
  return validation !== message ? validation : translateWith(message, SERVER_CATALOGUES[locale], locale);
}

/** An error body in `locale`: its message and every field's messages; the rest (the `error` code) is kept. */
export function translateErrorBody<B extends ErrorBody>(body: B, locale: ValidationLocale): B {
  if (locale === 'pt') return body;
  const translate = (message: string) => translateServerMessage(message, locale);
  const errors =
    body.errors && Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages.map(translate)]));
  return { ...body, message: translate(body.message), ...(errors && { errors }) };
}
