import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

/**
 * Fixed-window limit per client address and route, in memory (one server process). Enough to slow down
 * credential stuffing on login, register and password reset.
 */
export function rateLimit({ limit, windowMs }: { limit: number; windowMs: number }): MiddlewareHandler {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return async (c, next) => {
    const now = Date.now();
    const client = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.env?.incoming?.socket?.remoteAddress || 'local';
    const key = `${client} ${c.req.path}`;
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      hits.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > limit) {
      const retryAfter = Math.ceil((entry.resetAt - now) / 1000);
      throw new HttpError(429, 'Muitas tentativas. Tente novamente em instantes.', { error: 'rate_limited' }, { 'Retry-After': String(retryAfter) });
    }
    await next();
  };
}
