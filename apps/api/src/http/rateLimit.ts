import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { HttpError } from './errors';

/**
 * Fixed-window limit per client address and route, in memory (one server process). Enough to slow down
 * credential stuffing on login, register and password reset. The key is the route pattern, not the concrete
 * path, so `/find/{token}` guesses share one budget. The client address comes from the socket; the
 * X-Forwarded-For header only counts when the server is configured to sit behind a proxy, as anyone can send it.
 */
export function rateLimit({ limit, windowMs }: { limit: number; windowMs: number }): MiddlewareHandler<AppEnv> {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return async (c, next) => {
    const now = Date.now();
    const forwarded = c.var.deps.config.trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
    const key = `${forwarded || socket || 'local'} ${c.req.method} ${c.req.routePath}`;
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      hits.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
      throw new HttpError(
        429,
        'Muitas tentativas. Tente novamente em instantes.',
        { error: 'rate_limited' },
        { 'Retry-After': String(retryAfter) },
      );
    }
    // Expired windows are dropped now and then, so the map does not grow with every address ever seen.
    if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
    await next();
  };
}
