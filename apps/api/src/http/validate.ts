import type { ValidationLocale } from '@retoma/api-client';
import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest, notFound, validationError, zodErrors } from './errors';
import { requestLocale } from './language';

/**
 * zod's own messages (a wrong type, a rule without a message of its own) in the request's language: the schemas'
 * messages take precedence over these and are translated with the whole 422 body; pt is zod's global setting (app.ts).
 */
const ZOD_LOCALES: Record<Exclude<ValidationLocale, 'pt'>, z.core.$ZodErrorMap> = {
  en: z.locales.en().localeError,
  de: z.locales.de().localeError,
  fr: z.locales.fr().localeError,
};

function parseParams(c: Context): z.core.ParseContext<z.core.$ZodIssue> | undefined {
  const locale = requestLocale(c);
  return locale === 'pt' ? undefined : { error: ZOD_LOCALES[locale] };
}

/**
 * Reads a JSON or form body. A malformed one is a 400; a JSON value that is not an object (or no body at all)
 * is treated as empty so validation can name the missing fields.
 */
async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest('O corpo da requisição não é um JSON válido.');
    }
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  }
  if (type.includes('form')) {
    try {
      return (await c.req.parseBody({ all: true })) as Record<string, unknown>;
    } catch {
      throw badRequest('O corpo da requisição não é um formulário válido.');
    }
  }
  return {};
}

/**
 * Text no field may hold: the NUL character (PostgreSQL refuses it in text) and halves of a UTF-16 pair without
 * their other half (they are not characters at all, and cannot be written as UTF-8). Checked on every body and
 * query before any schema, so no route can forget it.
 */
const UNWRITABLE_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const UNWRITABLE_TEXT_MESSAGE = 'O texto contém caracteres inválidos.';

/** Where in `value` (a parsed body or query) a text holds an unwritable character: the field paths. */
function unwritableFields(value: unknown, path: string, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (UNWRITABLE_TEXT.test(value)) found.push(path || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unwritableFields(item, path ? `${path}.${index}` : String(index), found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNWRITABLE_TEXT.test(key)) found.push(path || '_');
      else unwritableFields(item, path ? `${path}.${key}` : key, found);
    }
  }
  return found;
}

/** Whether a request path, once decoded, holds text no record can be named by (its percent-encoding may be broken too). */
export function isUnwritablePath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  return UNWRITABLE_TEXT.test(decoded);
}

function assertWritable(input: unknown) {
  const fields = unwritableFields(input, '');
  if (fields.length > 0) throw validationError(Object.fromEntries(fields.map((field) => [field, [UNWRITABLE_TEXT_MESSAGE]])));
}

/** Every write goes through its schema: unknown keys are dropped (no mass assignment), bad input is a 422. */
export async function readInput<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const { _method: _ignored, ...body } = await readBody(c);
  assertWritable(body);
  const result = await schema.safeParseAsync(body, parseParams(c));
  if (!result.success) throw validationError(zodErrors(result.error));
  return result.data;
}

/** Query parameters through their schema (pagination, filters, sort): bad values are a 422 naming the parameter. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const query = c.req.query();
  assertWritable(query);
  const result = schema.safeParse(query, parseParams(c));
  if (!result.success) throw validationError(zodErrors(result.error));
  return result.data;
}

/** A numeric path id; anything else cannot name a record, so it is a 404 like a missing one. */
export function pathId(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}
