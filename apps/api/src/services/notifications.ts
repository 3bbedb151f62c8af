import {
  NOTIFICATION_ICONS,
  NOTIFICATION_WINDOW_DAYS,
  UNREAD_NOTIFICATIONS_LIMIT,
  type AppNotification,
  type Paginator,
} from '@retoma/api-client';
import type { notificationListQuery } from '@retoma/api-client/schemas';
import { and, count, desc, eq, gt, gte, isNull, lte, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { agendamentos, atendimentos, leads, memberships, notifications, tickets, users } from '../db/schema';
import { paginateSelect } from './pagination';

type Row = typeof notifications.$inferSelect;
type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt' | 'createdAt'>;

const DAY = 86_400_000;
const windowStart = (now: Date) => new Date(now.getTime() - NOTIFICATION_WINDOW_DAYS * DAY);

const toNotification = (row: Row): AppNotification => ({
  id: String(row.id),
  data: {
    icon: row.icon,
    category: row.category,
    acao: row.acao,
    valores: row.valores,
    // Only an old notification that no kind was recognised in keeps its texts (shown as written).
    title: row.acao === null ? row.title : null,
    message: row.acao === null ? row.message : null,
    time: row.time.toISOString(),
    ticket_id: row.ticketId,
  },
  read_at: row.readAt ? row.readAt.toISOString() : null,
  created_at: row.createdAt.toISOString(),
});

/** Stores notifications; one already made for the same event (same dedupe key) is kept as it is. */
async function notify(db: Database, entries: NewNotification[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(notifications)
    .values(entries)
    .onConflictDoNothing({ target: [notifications.companyId, notifications.userId, notifications.dedupeKey] });
}

/** The ticket's lead, as the texts name it (with the ticket's number, `ticket_id`). */
async function leadOf(db: Database, companyId: number, ticketId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ lead: leads.nome })
    .from(tickets)
    .innerJoin(leads, eq(leads.id, tickets.leadId))
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
  return row?.lead;
}

async function nameOf(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

export interface TicketEvent {
  companyId: number;
  ticketId: number;
  /** Who acted. */
  userId: number;
  at: Date;
}

/** A ticket was transferred to `toUserId`: they are told, unless they moved it to themselves. */
export async function notifyTransfer(db: Database, event: TicketEvent & { toUserId: number }): Promise<void> {
  if (event.toUserId === event.userId) return;
  const [usuario, lead] = [await nameOf(db, event.userId), await leadOf(db, event.companyId, event.ticketId)];
  await notify(db, [
    {
      companyId: event.companyId,
      userId: event.toUserId,
      ticketId: event.ticketId,
      icon: NOTIFICATION_ICONS.transferido,
      category: 'primary',
      acao: 'ticket_transferred',
      valores: { usuario, ...(lead !== undefined && { lead }) },
      time: event.at,
      dedupeKey: `transferido:${event.ticketId}:${event.at.getTime()}`,
    },
  ]);
}

/** A closed ticket was reopened: the active members who attended it are told (not the one who reopened it). */
export async function notifyReopen(db: Database, event: TicketEvent): Promise<void> {
  const attendants = await db
    .selectDistinct({ id: atendimentos.atendenteId })
    .from(atendimentos)
    .innerJoin(
      memberships,
      and(
        eq(memberships.companyId, atendimentos.companyId),
        eq(memberships.userId, atendimentos.atendenteId),
        eq(memberships.status, 'active'),
      ),
    )
    .where(
      and(
        eq(atendimentos.companyId, event.companyId),
        eq(atendimentos.ticketId, event.ticketId),
        ne(atendimentos.atendenteId, event.userId),
      ),
    );
  if (attendants.length === 0) return;
  const [usuario, lead] = [await nameOf(db, event.userId), await leadOf(db, event.companyId, event.ticketId)];
  await notify(
    db,
    attendants.map(({ id }) => ({
      companyId: event.companyId,
      userId: id,
      ticketId: event.ticketId,
      icon: NOTIFICATION_ICONS.reaberto,
      category: 'warning' as const,
      acao: 'ticket_reopened' as const,
      valores: { usuario, ...(lead !== undefined && { lead }) },
      time: event.at,
      dedupeKey: `reaberto:${event.ticketId}:${event.at.getTime()}`,
    })),
  );
}

/**
 * A return comes due with the clock, not with a request: the user's returns that came due in the window and are
 * still pending become notifications when their notifications are read (each due moment once — a rescheduled
 * return is notified again at its new time).
 */
export async function notifyDueReturns(db: Database, companyId: number, userId: number, now: Date): Promise<void> {
  const due = await db
    .select({ id: agendamentos.id, ticketId: agendamentos.ticketId, when: agendamentos.dataAgendamento, lead: leads.nome })
    .from(agendamentos)
    .innerJoin(tickets, eq(tickets.id, agendamentos.ticketId))
    .innerJoin(leads, eq(leads.id, agendamentos.leadId))
    .where(
      and(
        eq(agendamentos.companyId, companyId),
        eq(agendamentos.responsavelId, userId),
        isNull(agendamentos.concluidoEm),
        ne(tickets.status, 2),
        gt(agendamentos.dataAgendamento, windowStart(now)),
        lte(agendamentos.dataAgendamento, now),
      ),
    );
  await notify(
    db,
    due.map((row) => ({
      companyId,
      userId,
      ticketId: row.ticketId,
      icon: NOTIFICATION_ICONS.retorno,
      category: 'danger' as const,
      acao: 'return_due' as const,
      valores: { lead: row.lead },
      time: row.when,
      dedupeKey: `retorno:${row.id}:${row.when.getTime()}`,
    })),
  );
}

const mine = (companyId: number, userId: number, now: Date) =>
  and(eq(notifications.companyId, companyId), eq(notifications.userId, userId), gte(notifications.time, windowStart(now)));

/** `GET notifications/todas`: the last week's notifications, newest first. */
export async function listNotifications(
  db: Database,
  companyId: number,
  userId: number,
  q: z.output<typeof notificationListQuery>,
): Promise<Paginator<AppNotification>> {
  const now = new Date();
  await notifyDueReturns(db, companyId, userId, now);
  const where = mine(companyId, userId, now);
  return paginateSelect(
    q,
    db.select().from(notifications).where(where).orderBy(desc(notifications.time), desc(notifications.id)),
    db.select({ n: count() }).from(notifications).where(where),
    (rows) => rows.map(toNotification),
  );
}

/** `GET notifications/nlidas`: the last week's unread notifications, newest first (at most UNREAD_NOTIFICATIONS_LIMIT). */
export async function unreadNotifications(db: Database, companyId: number, userId: number): Promise<AppNotification[]> {
  const now = new Date();
  await notifyDueReturns(db, companyId, userId, now);
  const rows = await db
    .select()
    .from(notifications)
    .where(and(mine(companyId, userId, now), isNull(notifications.readAt)))
    .orderBy(desc(notifications.time), desc(notifications.id))
    .limit(UNREAD_NOTIFICATIONS_LIMIT);
  return rows.map(toNotification);
}

/** `POST notifications/setlidas`: every unread notification of the caller in the company is read now. */
export async function markAllRead(db: Database, companyId: number, userId: number): Promise<{ marcadas: number }> {
  const marked = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.companyId, companyId), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marcadas: marked.length };
}
