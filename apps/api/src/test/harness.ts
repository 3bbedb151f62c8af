import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { tokenService, type TokenService } from '../auth/tokens';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { companies, memberships, users } from '../db/schema';
import { seed } from '../db/seed';
import { memoryRateLimits } from '../http/rateLimit';
import { createApp, type AppOptions } from '../http/app';
import type { Deps, DepsConfig } from '../http/context';
import { memoryLogger, type Logger, type LogLine } from '../log';
import { outboxMailer } from '../mail/mailer';
import { startFakeZenvia, type FakeZenvia } from './fakeZenvia';

/**
 * One seeded database per test process, shared by every test file the process runs: PGlite in memory by
 * default, or the PostgreSQL of TEST_DATABASE_URL (same migrations, same suite). Requests go straight to
 * `app.fetch`, no port.
 */

export const TEST_SECRET = 'retoma-test-secret';
export const TEST_CONFIG: DepsConfig = {
  accessTokenTtl: 3600,
  publicUrl: 'http://retoma.test',
  resetTokenTtl: 3600,
  inviteTokenTtl: 7 * 24 * 3600,
  trustProxy: false,
  jwtSecret: TEST_SECRET,
  // No test reaches Zenvia: the harness's apps talk to its local fake (`Harness.zenvia`).
  zenviaUrl: 'http://zenvia.invalid',
};
export const REFRESH_WINDOW = 14 * 24 * 3600;

export interface TestResponse<T> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface CallOptions {
  token?: string | null;
  json?: unknown;
  form?: Record<string, string>;
  /** A raw body, sent as is with the given content type. */
  raw?: { body: string; type: string };
  headers?: Record<string, string>;
}

export interface Harness {
  handle: DatabaseHandle;
  db: Database;
  deps: Deps;
  /** Everything logged through `deps.log` (mail, errors) and the request log. */
  lines: LogLine[];
  /** The local fake of Zenvia's SMS API the apps' `zenviaUrl` points at (what it received, refusals to answer). */
  zenvia: FakeZenvia;
  app: ReturnType<typeof createApp>;
  /** A second app on the same database, with its own in-memory state (rate limits). */
  freshApp(options?: AppOptions): ReturnType<typeof createApp>;
  /** Tokens with any lifetime, signed like the server's (expired ones included). */
  tokensWithTtl(ttlSeconds: number): TokenService;
  call<T>(method: string, path: string, options?: CallOptions, app?: ReturnType<typeof createApp>): Promise<TestResponse<T>>;
  /** A fresh access token for a user, without going through /login (which is rate-limited). */
  tokenFor(email: string): Promise<string>;
  userId(email: string): Promise<number>;
  companyId(slug: string): Promise<number>;
  /** A member's personal-link code in a company (the `sck` a sale through their link carries). */
  personalLinkCode(companyId: number, userId: number): Promise<string>;
}

/** Serialises the set-up of a shared PostgreSQL database between the test processes of a run. */
const LOCK_KEY = 72_746_631;

/**
 * PGlite: a fresh in-memory database, migrated and seeded. PostgreSQL (TEST_DATABASE_URL): the first test
 * process of a run wipes, migrates and seeds it; the other processes of the same run (same parent: the
 * Vitest main process) find it ready and share it, so tests never assume they are alone in the database.
 */
async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ memory: true });
    await seed(handle.db);
    return handle;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    await admin.query('create schema if not exists retoma_test');
    await admin.query('create table if not exists retoma_test.run (id int primary key, runner text not null)');
    const runner = `${hostname()}:${process.ppid}`;
    const { rows } = await admin.query<{ runner: string }>('select runner from retoma_test.run where id = 1');
    const fresh = rows[0]?.runner !== runner;
    if (fresh) {
      await admin.query('drop schema if exists drizzle cascade');
      await admin.query('drop schema if exists public cascade');
      await admin.query('create schema public');
    }
    const handle = await openDatabase({ url });
    if (fresh) {
      await seed(handle.db);
      await admin.query('insert into retoma_test.run (id, runner) values (1, $1) on conflict (id) do update set runner = excluded.runner', [
        runner,
      ]);
    }
    return handle;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
}

async function createHarness(): Promise<Harness> {
  const handle = await openTestDatabase();
  const { db } = handle;
  const memory = memoryLogger();
  const log: Logger = memory;
  const tokensWithTtl = (ttlSeconds: number) => tokenService(db, { secret: TEST_SECRET, ttlSeconds, refreshWindowSeconds: REFRESH_WINDOW });
  const zenvia = await startFakeZenvia();
  const deps: Deps = {
    db,
    tokens: tokensWithTtl(TEST_CONFIG.accessTokenTtl),
    config: { ...TEST_CONFIG, zenviaUrl: zenvia.baseUrl },
    log,
    mailer: outboxMailer(log, { logBodies: true }),
  };
  const appOptions: AppOptions = { log: (entry) => memory.info('request', { ...entry }), maxBodyBytes: 64 * 1024 };
  // Each app counts its own attempts (in memory), so one test's login attempts never limit another's.
  const freshApp = (options: AppOptions = {}) => createApp(deps, { ...appOptions, rateLimits: memoryRateLimits(), ...options });
  const app = freshApp();

  const ids = new Map<string, number>();
  async function userId(email: string) {
    const key = `user:${email}`;
    if (!ids.has(key)) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      if (!row) throw new Error(`no user ${email}`);
      ids.set(key, row.id);
    }
    return ids.get(key)!;
  }
  async function companyId(slug: string) {
    const key = `company:${slug}`;
    if (!ids.has(key)) {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
      if (!row) throw new Error(`no company ${slug}`);
      ids.set(key, row.id);
    }
    return ids.get(key)!;
  }

  async function call<T>(method: string, path: string, options: CallOptions = {}, target = app): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = new FormData();
      for (const [key, value] of Object.entries(options.form)) body.append(key, value);
    } else if (options.raw) {
      headers['content-type'] = options.raw.type;
      body = options.raw.body;
    }
    const response = await target.fetch(new Request(`http://retoma.test${path}`, { method, headers, body }));
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  return {
    handle,
    db,
    deps,
    lines: memory.lines,
    zenvia,
    app,
    freshApp,
    tokensWithTtl,
    call,
    userId,
    companyId,
    personalLinkCode: async (company, user) => {
      const [row] = await db
        .select({ sck: memberships.sck })
        .from(memberships)
        .where(and(eq(memberships.companyId, company), eq(memberships.userId, user)));
      if (!row?.sck) throw new Error(`no personal link for user ${user} in company ${company}`);
      return row.sck;
    },
    tokenFor: async (email) => (await deps.tokens.issue(await userId(email))).token,
  };
}

const GLOBAL_KEY = Symbol.for('retoma.api.testHarness');
type HarnessHolder = { [GLOBAL_KEY]?: Promise<Harness> };

/** The process-wide harness: created on first use, then shared by every test file of the process. */
export function getHarness(): Promise<Harness> {
  const holder = globalThis as HarnessHolder;
  holder[GLOBAL_KEY] ??= createHarness();
  return holder[GLOBAL_KEY];
}

export const ADMIN = 'admin@retoma.dev';
export const EDITOR = 'editor@retoma.dev';
export const AGENT = 'atendente@retoma.dev';
