import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { notifyDueReturns, notifyReopen } from '../services/notifications';
import type { Database } from './client';
import { agendamentos, atividades, notifications } from './schema';

const DAY = 86_400_000;

/**
 * The demo's notifications, made by the same code the server runs, from what the ticket seed left behind: the
 * reopenings of the last week tell the agents who had attended those tickets, the returns that came due tell
 * their agents. Those older than two days are already read, so the top bar starts with a few unread ones.
 */
export async function seedNotifications(db: Database, companyId: number, now: Date): Promise<void> {
  const reopenings = await db
    .select({ ticketId: atividades.ticketId, userId: atividades.causerId, at: atividades.createdAt })
    .from(atividades)
    .where(
      and(
        eq(atividades.companyId, companyId),
        eq(atividades.evento, 'reaberto'),
        eq(atividades.causerType, 'user'),
        gte(atividades.createdAt, new Date(now.getTime() - 7 * DAY)),
      ),
    );
  for (const { ticketId, userId, at } of reopenings) {
    if (ticketId !== null && userId !== null) await notifyReopen(db, { companyId, ticketId, userId, at });
  }
  const agents = await db
    .selectDistinct({ id: agendamentos.responsavelId })
    .from(agendamentos)
    .where(and(eq(agendamentos.companyId, companyId), isNotNull(agendamentos.responsavelId)));
  for (const { id } of agents) if (id !== null) await notifyDueReturns(db, companyId, id, now);
  await db
    .update(notifications)
    .set({ readAt: sql`${notifications.time} + interval '1 hour'` })
    .where(and(eq(notifications.companyId, companyId), lt(notifications.time, new Date(now.getTime() - 2 * DAY))));
}
