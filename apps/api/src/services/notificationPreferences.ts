import { NOTIFICATION_EVENTS, type NotificationChannel, type NotificationPreferences } from '@retoma/api-client';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notificationPreferences as table } from '../db/schema';

/** Until the user chooses, every event goes to the bell and the notifications page only (no e-mail). */
const DEFAULT_CHANNELS: readonly NotificationChannel[] = ['database'];

const withDefaults = (saved: Partial<NotificationPreferences>): NotificationPreferences =>
  Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, saved[event] ?? [...DEFAULT_CHANNELS]])) as NotificationPreferences;

/** `GET notifications/1`: the caller's channels for every event in this company. */
export async function getNotificationPreferences(db: Database, companyId: number, userId: number): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ channels: table.channels })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.userId, userId)));
  return withDefaults(row?.channels ?? {});
}

/**
 * `PUT confignotifications/1`: the events given take their new channels, the others keep theirs. Merged in the
 * database (jsonb `||`), so two saves at once each keep the other's events.
 */
export async function saveNotificationPreferences(
  db: Database,
  companyId: number,
  userId: number,
  chosen: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const [row] = await db
    .insert(table)
    .values({ companyId, userId, channels: chosen })
    .onConflictDoUpdate({
      target: [table.companyId, table.userId],
      set: { channels: sql`${table.channels} || excluded.channels`, updatedAt: new Date() },
    })
    .returning({ channels: table.channels });
  return withDefaults(row!.channels);
}
