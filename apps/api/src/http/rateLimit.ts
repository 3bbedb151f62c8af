import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import type { AppEnv } from './context';
import { HttpError } from './errors';

/** Counts one attempt under `key` in a window of `windowMs`: the attempts so far in it, and when it ends. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }>;
}

/**
 * The server's store: one row per key in PostgreSQL, counted by a single upsert, so several processes of the
 * server share each budget and two concurrent attempts are both counted.
 */
export function databaseRateLimits(db: Database): RateLimitStore {
  let calls = 0;
  return {
    async hit(key, windowMs) {
      const resetAt = new Date(Date.now() + windowMs);
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ key, hits: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            hits: sql`case when ${rateLimitWindows.resetAt} <= now() then 1 else ${rateLimitWindows.hits} + 1 end`,
            resetAt: sql`case when ${rateLimitWindows.resetAt} <= now() then excluded.reset_at else ${rateLimitWindows.resetAt} end`,
          },
        })
        .returning({ hits: rateLimitWindows.hits, resetAt: rateLimitWindows.resetAt });
      // Ended windows are swept now and then, so the table keeps only the current ones.
      if (++calls % 500 === 0) await db.delete(rateLimitWindows).where(sql`${rateLimitWindows.resetAt} < now() - interval '1 hour'`);
      return { hits: row!.hits, resetAt: row!.resetAt.getTime() };
    },
  };
}

/** A store in this process's memory: for tests, where each app gets budgets of its own. */
export function memoryRateLimits(): RateLimitStore {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { hits: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.hits += 1;
      return { ...entry };
    },
  };
}

/**
 * The client's address: from the socket; the X-Forwarded-For header only counts when the server is configured to
 * sit behind a proxy, as anyone can send it.
 */
function clientAddress(c: Context<AppEnv>): string {
  const forwarded = c.var.deps.config.trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  return forwarded || socket || 'local';
}

/** The account a request is about (the e-mail it names), read from its JSON body; undefined when it names none. */
async function accountOf(c: Context<AppEnv>, field: string): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await c.req.text());
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
    return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : undefined;
  } catch {
    return undefined;
  }
}

export interface RateLimitRule {
  /** Names the budget: routes with the same name share it. */
  name: string;
  windowMs: number;
  /** Attempts per address in a window: the ceiling for a whole office behind one address. */
  perAddress: number;
  /**
   * Attempts per address at one account (the body's e-mail field): what stops guessing one person's password
   * without locking out their colleagues on the same network.
   */
  perAccount?: { field: string; limit: number };
}

export const RATE_LIMITED_MESSAGE = 'Muitas tentativas. Tente novamente em {seconds} s.';

/**
 * Limits attempts per client address and, where the request names an account, per address and account. The
 * 429 says when to try again (in its message and in Retry-After).
 */
export function rateLimit(rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const address = clientAddress(c);
    const budgets: Array<{ key: string; limit: number }> = [{ key: `${rule.name} address ${address}`, limit: rule.perAddress }];
    if (rule.perAccount) {
      const account = await accountOf(c, rule.perAccount.field);
      if (account) budgets.push({ key: `${rule.name} account ${address} ${account}`, limit: rule.perAccount.limit });
    }
    for (const { key, limit } of budgets) {
      const { hits, resetAt } = await c.var.limits.hit(key, rule.windowMs);
      if (hits > limit) {
        const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
        throw new HttpError(
          429,
          RATE_LIMITED_MESSAGE.replace('{seconds}', String(seconds)),
          { error: 'rate_limited' },
          { 'Retry-After': String(seconds) },
        );
      }
    }
    await next();
  };
}
