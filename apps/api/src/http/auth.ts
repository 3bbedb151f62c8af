import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { unauthenticated } from './errors';
import { namedLocale } from './language';

/** An expired (but renewable) token gets this message: the client refreshes once, then retries. */
export const TOKEN_EXPIRED_MESSAGE = 'Token has expired.';

/** The request's bearer token; none is a 401. */
export function bearerToken(c: Context<AppEnv>): string {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthenticated();
  return token;
}

/** Session calls: a usable token. Company calls check theirs together with the company (http/company.ts). */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const result = await c.var.deps.tokens.check(bearerToken(c));
  if (!result.ok) throw unauthenticated(result.reason === 'expired' ? TOKEN_EXPIRED_MESSAGE : undefined);
  c.set('userId', result.userId);
  c.set('tokenId', result.tokenId);
  await c.var.presence.seen(result.userId, namedLocale(c.req.header('accept-language')));
  await next();
};
