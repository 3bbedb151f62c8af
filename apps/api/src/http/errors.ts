import type { ErrorCode } from '@retoma/api-client';
import { VALIDATION_FAILED_MESSAGE } from '@retoma/api-client/schemas';
import type { z } from 'zod';

/** A failure with its JSON body (architecture §3): thrown by handlers, rendered by the app's error handler. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429,
    message: string,
    readonly body: { error?: ErrorCode; errors?: Record<string, string[]> } = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthenticated = (message = 'Unauthenticated.') => new HttpError(401, message);
export const forbidden = (message = 'Você não tem permissão para esta ação.', error: ErrorCode = 'forbidden') =>
  new HttpError(403, message, { error });
export const notFound = (message = 'Registro não encontrado.') => new HttpError(404, message, { error: 'not_found' });
export const badRequest = (message: string) => new HttpError(400, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * A pt message that counts: `one` for one, else `other`, by pt's plural rule (as the app's pluralKey). The server
 * writes its messages in pt and each form is its own key of the catalogues, so every language says its singular.
 */
export const byCount = (count: number, one: string, other: string) => (new Intl.PluralRules('pt-PT').select(count) === 'one' ? one : other);

/** 422 with a map of field → messages, from zod issues or given directly; answered in the request's language (app.ts). */
export function validationError(errors: Record<string, string[]>, message = VALIDATION_FAILED_MESSAGE) {
  return new HttpError(422, message, { errors });
}

/** Field names come from the request (`toString`, `constructor`, `__proto__` included): a Map never confuses them with its own. */
export function zodErrors(error: z.ZodError): Record<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors.set(field, [...(errors.get(field) ?? []), issue.message]);
  }
  return Object.fromEntries(errors);
}
