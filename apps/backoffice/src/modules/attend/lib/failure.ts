import { ApiError, ValidationError } from '@retoma/api-client';

/** What a form shows after a failed check or call: messages under fields, and one for the whole form. */
export interface Failure<F extends string = string> {
  fields: Partial<Record<F, string>>;
  message?: string;
}

export const NO_FAILURE: Failure<never> = { fields: {} };

/**
 * Field messages of a failed schema check (zod issues), in the user's language (`translate`, from
 * `useValidationMessage`), joined with commas under the first segment of each issue's path, as the server's 422
 * are shown.
 */
export function issuesToFailure<F extends string>(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  translate: (message: string) => string,
): Failure<F> {
  const fields: Record<string, string> = {};
  for (const { path, message } of issues) {
    const field = String(path[0] ?? '');
    const text = translate(message);
    fields[field] = fields[field] ? `${fields[field]}, ${text}` : text;
  }
  return { fields: fields as Partial<Record<F, string>> };
}

/**
 * A failed call: a 422's messages go under the form's own fields; messages for fields the form does not show, and
 * every other API error (409 "not attending this ticket", 500...), go to the whole form with the server's text.
 * Anything that is not an API error is a bug and is thrown again.
 */
export function failureOf<F extends string>(error: unknown, formFields: readonly F[]): Failure<F> {
  if (error instanceof ValidationError) {
    const all = error.fieldMessages();
    const fields: Partial<Record<F, string>> = {};
    const others: string[] = [];
    for (const [field, message] of Object.entries(all)) {
      if ((formFields as readonly string[]).includes(field)) fields[field as F] = message;
      else others.push(message);
    }
    return { fields, message: others.length > 0 ? others.join(' ') : Object.keys(fields).length === 0 ? error.message : undefined };
  }
  if (error instanceof ApiError) return { fields: {}, message: error.message };
  throw error;
}
