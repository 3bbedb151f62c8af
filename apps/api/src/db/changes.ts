import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from '../log';
import type { Database } from './client';

/**
 * What one server process keeps in memory and another process's write can make wrong: a company's permission rules
 * (`services/identity.ts`) and what the presence recorder last wrote of a person (`services/presence.ts`). The
 * writer announces the change through PostgreSQL (NOTIFY), and every process listening drops what it kept.
 */
export type Change = { kind: 'permissions'; companyId: number } | { kind: 'presence'; userId: number };

export const CHANGES_CHANNEL = 'retoma_changes';
/** The listening connection's `application_name`, so it can be told apart in `pg_stat_activity`. */
export const LISTENER_NAME = 'retoma changes';

const KINDS = new Set<Change['kind']>(['permissions', 'presence']);

/**
 * Tells every listening process. Inside a transaction PostgreSQL delivers it when the transaction commits (and
 * never if it rolls back), so no process reads the old state again after being told. On PGlite nobody listens
 * (one process): the call costs a statement and changes nothing.
 */
export async function announceChange(db: Database, change: Change): Promise<void> {
  const id = change.kind === 'permissions' ? change.companyId : change.userId;
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`${change.kind}:${id}`})`);
}

/** A notification's payload, `kind:id`; undefined for anything else on the channel. */
export function parseChange(payload: string | undefined): Change | undefined {
  const [kind, raw] = (payload ?? '').split(':');
  const id = Number(raw);
  if (!KINDS.has(kind as Change['kind']) || !Number.isSafeInteger(id)) return undefined;
  return kind === 'permissions' ? { kind, companyId: id } : { kind: 'presence', userId: id };
}

export interface ChangeHandlers {
  /** Another process (or this one) announced a change. */
  changed(change: Change): void;
  /**
   * Whether announcements reach this process: false when the listening connection is lost (nothing that is kept
   * can be trusted from then on), true once it listens again. Called before the first `changed` of each connection,
   * so whatever was kept before it is dropped: announcements made while nobody listened are gone for good.
   */
  listening(live: boolean): void;
}

export interface ChangeListener {
  /** Settles after the first attempt to listen (it failed or not: `listening` says which). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** Waits between attempts to listen again, doubling up to the last. */
const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * Listens on a connection of its own (the pool's connections come and go) and connects again whenever it is lost,
 * for as long as it runs. TCP keepalive finds a connection that died without a word (a restarted database host).
 */
export function listenForChanges(url: string, handlers: ChangeHandlers, log: Logger): ChangeListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  function lost(which: pg.Client, reason: string) {
    if (client !== which) return;
    client = undefined;
    handlers.listening(false);
    which.end().catch(() => undefined);
    if (stopped) return;
    log.warn('change listener lost its connection', { reason });
    schedule();
  }

  function schedule() {
    retry = setTimeout(() => void connect(), RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
    retry.unref();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      const change = message.channel === CHANGES_CHANNEL ? parseChange(message.payload) : undefined;
      if (change && client === next) handlers.changed(change);
    });
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => undefined);
      if (stopped) return;
      failures += 1;
      log.warn('change listener could not listen', { reason: error instanceof Error ? error.message : String(error), attempt: failures });
      schedule();
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    failures = 0;
    client = next;
    handlers.listening(true);
  }

  const ready = connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await ready;
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}
