import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, notFound, validationError, zodErrors } from './errors';

/**
 * Reads a JSON or form body. Malformed JSON is a 400; a JSON value that is not an object (or no body at all)
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
  if (type.includes('form')) return (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  return {};
}

/** Every write goes through its schema: unknown keys are dropped (no mass assignment), bad input is a 422. */
export async function readInput<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const { _method: _ignored, ...body } = await readBody(c);
  const result = await schema.safeParseAsync(body);
  if (!result.success) throw validationError(zodErrors(result.error));
  return result.data;
}

/** Query parameters through their schema (pagination, filters, sort): bad values are a 422 naming the parameter. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
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
