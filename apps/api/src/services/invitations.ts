import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberships } from '../db/schema';

/**
 * The person accepts every invitation waiting for them: by choosing a password from an invitation's link, or (an
 * existing account, whose e-mail says "log in") by logging in. The seat was already counted when they were invited.
 */
export async function acceptInvitations(db: Pick<Database, 'update'>, userId: number): Promise<void> {
  await db
    .update(memberships)
    .set({ status: 'active', updatedAt: new Date() })
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'pending')));
}
