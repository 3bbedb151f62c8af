import type { ValidationLocale } from '@retoma/api-client';
import { and, eq, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { announceChange } from '../db/changes';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * Presence the way the team inboxes show it (Slack, Chatwoot, Help Scout): a person is online while they are at
 * work in the app, and turns offline a while after they stop. We read it from what the app already does rather
 * than from a heartbeat: every screen and every action of the desk is an authenticated call, so an agent at work
 * is seen without any extra traffic, and a tab forgotten open over lunch does not keep someone "online" (a
 * heartbeat would, and a supervisor would hand them tickets). Ten minutes of silence, like Slack's "away".
 */
export const PRESENCE_WINDOW_SECONDS = 10 * 60;

/** Activity is written at most this often per person: one small UPDATE a minute, whatever the number of calls. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** Past this many people remembered, the ones not seen within the write interval are forgotten (a bounded map). */
const REMEMBERED_LIMIT = 10_000;

/** Whether the user of the row was active within the window; a comparison the database makes with its own clock. */
export const isOnline: SQL<boolean> = sql<boolean>`coalesce(${users.lastSeenAt} > now() - make_interval(secs => ${PRESENCE_WINDOW_SECONDS}), false)`;

interface Seen {
  at: number;
  language: ValidationLocale | null;
}

/**
 * Records people's activity and the language their app speaks. What was written is remembered in this process, so
 * most calls cost nothing; the write itself is conditional on the stored time, so several processes together still
 * write about once a minute per person. A logout is announced to every process (`db/changes.ts`), which forgets the
 * person, so their next call after logging in again anywhere shows them online at once. A language changed through
 * another process is not announced: a process that remembers the one before may leave it stored for up to a minute
 * (switched and switched back within it), until its next write stores the language of its call.
 */
export function presenceRecorder(db: Database) {
  const written = new Map<number, Seen>();

  function forgetStale(now: number) {
    if (written.size < REMEMBERED_LIMIT) return;
    for (const [userId, seen] of written) if (now - seen.at >= ACTIVITY_WRITE_INTERVAL_MS) written.delete(userId);
  }

  /**
   * The person made an authenticated call. `language` is the one their app asked the answer in (null when the call
   * named none of ours): a change of language in the app reaches the server with the next call and is kept at once.
   */
  async function seen(userId: number, language: ValidationLocale | null): Promise<void> {
    const now = Date.now();
    const last = written.get(userId);
    const languageChanged = language !== null && language !== last?.language;
    if (last && now - last.at < ACTIVITY_WRITE_INTERVAL_MS && !languageChanged) return;
    const due = or(
      isNull(users.lastSeenAt),
      lt(users.lastSeenAt, sql`now() - make_interval(secs => ${ACTIVITY_WRITE_INTERVAL_MS / 1000})`),
    );
    const newLanguage = language === null ? undefined : or(isNull(users.language), ne(users.language, language));
    await db
      .update(users)
      .set({ lastSeenAt: sql`now()`, ...(language !== null && { language }) })
      .where(and(eq(users.id, userId), newLanguage ? or(due, newLanguage) : due));
    forgetStale(now);
    written.set(userId, { at: now, language: language ?? last?.language ?? null });
  }

  /** The person logged out: offline at once, whatever their last call. */
  async function left(userId: number): Promise<void> {
    written.delete(userId);
    await db.update(users).set({ lastSeenAt: null }).where(eq(users.id, userId));
    await announceChange(db, { kind: 'presence', userId });
  }

  /** What this process wrote of the person (or of everyone) may be wrong now: their next call writes again. */
  function forget(userId?: number): void {
    if (userId === undefined) written.clear();
    else written.delete(userId);
  }

  return { seen, left, forget };
}
export type PresenceRecorder = ReturnType<typeof presenceRecorder>;
