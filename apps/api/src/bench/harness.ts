import { tokenService } from '../auth/tokens';
import type { Database } from '../db/client';
import { createApp, type AppOptions } from '../http/app';
import { createLogger } from '../log';
import { outboxMailer } from '../mail/mailer';

/**
 * What the benches share: the real app over a database (routing, auth, permissions, SQL, JSON; no network, a
 * silent log, the outbox for mail) and the timing of its requests.
 */

export const silentLog = createLogger(() => undefined);

export const benchConfig = {
  accessTokenTtl: 3600,
  publicUrl: 'http://bench',
  resetTokenTtl: 3600,
  inviteTokenTtl: 3600,
  trustProxy: false,
  jwtSecret: 'bench',
  zenviaUrl: 'http://zenvia.invalid',
};

export function benchApp(db: Database, options: AppOptions = {}) {
  const tokens = tokenService(db, { secret: 'bench', ttlSeconds: 3600, refreshWindowSeconds: 3600 });
  const app = createApp(
    { db, tokens, log: silentLog, mailer: outboxMailer(silentLog, { logBodies: false }), config: benchConfig },
    options,
  );
  /** The `authorization` header of a user's session. */
  const bearer = async (userId: number) => `Bearer ${(await tokens.issue(userId)).token}`;
  return { app, bearer };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Times `runs` requests of `path` after `warmup` unmeasured ones (any answer but 200 stops the bench): p50, p95 in ms. */
export async function timeRequests(
  app: ReturnType<typeof benchApp>['app'],
  path: string,
  authorization: string,
  { runs, warmup }: { runs: number; warmup: number },
) {
  const times: number[] = [];
  for (let i = 0; i < runs + warmup; i += 1) {
    const t0 = performance.now();
    const res = await app.fetch(new Request(`http://bench${path}`, { headers: { authorization } }));
    await res.text();
    if (res.status !== 200) throw new Error(`${path} → ${res.status}`);
    if (i >= warmup) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
