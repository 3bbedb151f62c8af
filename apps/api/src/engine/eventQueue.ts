import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contas, integracoes, platformEvents } from '../db/schema';
import type { Logger } from '../log';
import { PLATFORMS, type NormalisedEvent } from '../platforms';
import { applyEvent, type Account, type IntakeResult } from './intake';

// A burst of platform events must not make the platform wait (it retries what times out, and gives up on an address
// that keeps failing). The webhook applies an event at once while the process has a free slot; beyond that it keeps
// the event, with its body, as `pending` and answers: one insert. The engine worker applies the pending events,
// oldest first, each in its own transaction, as the webhook would have.

/** Tries of a pending event before it is given up as `failed` (with the last reason). */
export const MAX_EVENT_TRIES = 5;

/** Keeps a valid event to be applied later; a replay of one already kept (or applied) is `replayed`. */
export async function queueEvent(db: Database, account: Account, event: NormalisedEvent, body: unknown): Promise<IntakeResult> {
  const [kept] = await db
    .insert(platformEvents)
    .values({
      companyId: account.companyId,
      contaId: account.id,
      event: event.name,
      outcome: 'pending',
      externalId: event.externalId,
      payload: body,
    })
    .onConflictDoNothing()
    .returning({ id: platformEvents.id });
  return { outcome: kept ? 'queued' : 'replayed' };
}

/**
 * Applies the oldest pending event no other worker holds (FOR UPDATE SKIP LOCKED): parsed again by its platform's
 * adapter, applied, and its body cleared. A failure counts as a try. Returns false when none is waiting.
 */
async function applyOldestPending(db: Database, options: QueueOptions): Promise<boolean> {
  let claimed: number | null = null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: platformEvents.id,
          contaId: platformEvents.contaId,
          companyId: platformEvents.companyId,
          payload: platformEvents.payload,
          platform: integracoes.slug,
        })
        .from(platformEvents)
        .innerJoin(contas, eq(contas.id, platformEvents.contaId))
        .innerJoin(integracoes, eq(integracoes.id, contas.integracaoId))
        .where(
          and(
            eq(platformEvents.outcome, 'pending'),
            options.companyId === undefined ? undefined : eq(platformEvents.companyId, options.companyId),
          ),
        )
        .orderBy(asc(platformEvents.receivedAt), asc(platformEvents.id))
        .limit(1)
        .for('update', { of: platformEvents, skipLocked: true });
      if (!row) return false;
      claimed = row.id;
      const parsed = PLATFORMS.get(row.platform)?.parse(row.payload);
      // The webhook checked it before keeping it; only a change of the platform's adapter since could refuse it now.
      if (!parsed?.ok || !parsed.event) throw new Error('O evento guardado não é mais reconhecido pela plataforma.');
      await tx.update(platformEvents).set({ outcome: 'processed', payload: null }).where(eq(platformEvents.id, row.id));
      await applyEvent(tx, { id: row.contaId, companyId: row.companyId }, parsed.event, row.id);
      return true;
    });
  } catch (error) {
    if (claimed === null) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    options.log.error('platform event failed', { id: claimed, reason });
    await recordFailedTry(db, claimed, reason);
    return true;
  }
}

/** After a failed try the event waits for the next one, or is given up (and its body cleared) at the last. */
async function recordFailedTry(db: Database, id: number, reason: string) {
  const last = sql`${platformEvents.tentativas} + 1 >= ${MAX_EVENT_TRIES}`;
  await db
    .update(platformEvents)
    .set({
      tentativas: sql`${platformEvents.tentativas} + 1`,
      outcome: sql`case when ${last} then 'failed' else 'pending' end`,
      payload: sql`case when ${last} then null else ${platformEvents.payload} end`,
      error: reason,
    })
    // Two lanes may have tried it at once: once given up, it stays as it is.
    .where(and(eq(platformEvents.id, id), eq(platformEvents.outcome, 'pending')));
}

interface QueueOptions {
  log: Logger;
  /** Only this company's events (the tests keep to their own company). */
  companyId?: number;
}

/**
 * Applies pending events, oldest first, `concurrency` at a time (each lane takes the oldest one no other holds), until
 * none is left or `limit` were tried: a worker's pass also has sends to make, which a long backlog must not starve.
 * Returns how many were tried.
 */
export async function applyPendingEvents(db: Database, options: QueueOptions & { limit?: number; concurrency?: number }): Promise<number> {
  const limit = options.limit ?? 200;
  let taken = 0;
  // A lane stops when it finds no event it can take; the others go on (the one they hold may need another try).
  const lane = async () => {
    while (taken < limit) {
      taken += 1;
      if (!(await applyOldestPending(db, options))) {
        taken -= 1;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, lane));
  return taken;
}
