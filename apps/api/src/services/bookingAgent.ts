import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberships } from '../db/schema';
import { validationError } from '../http/errors';

/** The member of `companyId` with this id who may receive bookings (an active member), or null. */
export async function activeAgent(db: Database, companyId: number, userId: unknown): Promise<number | null> {
  if (typeof userId !== 'number') return null;
  const [member] = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId), eq(memberships.status, 'active')));
  return member?.id ?? null;
}

/** A scheduling campaign's agent must be an active member of the company (another company's user is refused). */
export async function assertBookingAgent(db: Database, companyId: number, config: Record<string, unknown>): Promise<void> {
  if (config.atendente_id === null || config.atendente_id === undefined) return;
  if ((await activeAgent(db, companyId, config.atendente_id)) === null)
    throw validationError({ 'config.atendente_id': ['Selecione um atendente ativo da empresa.'] });
}
