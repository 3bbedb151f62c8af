import type { Context } from 'hono';
import type { z } from 'zod';
import { validationError, zodErrors } from './errors';

/** Reads a JSON or form body; a body that is not an object is treated as empty so validation can name the fields. */
async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const json: unknown = await c.req.json().catch(() => null);
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  }
  if (type.includes('form')) return (await c.req.parseBody()) as Record<string, unknown>;
  return {};
}

/** Every write goes through its schema: unknown keys are dropped (no mass assignment), bad input is a 422. */
export async function readInput<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const { _method: _ignored, ...body } = await readBody(c);
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(zodErrors(result.error));
  return result.data;
}
