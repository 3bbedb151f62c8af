import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { unauthenticated } from './errors';
import { namedLocale } from './language';

/** An expired (but renewable) token gets this message: the client refreshes once, then retries. */
export const TOKEN_EXPIRED_MESSAGE = 'Token has expired.';

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthenticated();
  const result = await c.var.deps.tokens.check(token);
  if (!result.ok) throw unauthenticated(result.reason === 'expired' ? TOKEN_EXPIRED_MESSAGE : undefined);
  c.set('userId', result.userId);
  c.set('tokenId', result.tokenId);
  await c.var.presence.seen(result.userId, namedLocale(c.req.header('accept-language')));
  await next();
};
