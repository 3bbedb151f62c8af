import type { AppNotification, NotificationKind, NotificationPreferences, NotificationValues } from '@retoma/api-client';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from './columns';
import { companyId, companyRow, userId } from './scope';
import { tickets } from './tickets';

// What users are told about, and how they want to be told.

/**
 * A notification of one user in one company: a ticket transferred to them, a ticket they attended reopened, a
 * return of theirs that came due. It stores what happened (`acao` and its values), never a sentence: the app
 * words it in the language of whoever reads it.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...companyRow(),
    userId: userId(),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    icon: text('icon').notNull(),
    category: text('category').$type<AppNotification['data']['category']>().notNull(),
    /** What it tells, worded by the app in the reader's language; null only for old notifications not recognised. */
    acao: text('acao').$type<NotificationKind>(),
    valores: jsonb('valores')
      .$type<NotificationValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The pt texts old notifications were written with; kept (and shown as written) only where `acao` is null. */
    title: text('title'),
    message: text('message'),
    /** When what it tells happened (for a return: the moment it was due). Lists are newest first by it. */
    time: at('time').notNull(),
    /** Names the event, so the same thing is never notified twice (`retorno:{agendamento}:{due time}`). */
    dedupeKey: text('dedupe_key').notNull(),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_company_user_time_idx').on(t.companyId, t.userId, t.time, t.id),
    uniqueIndex('notifications_company_user_dedupe_unique').on(t.companyId, t.userId, t.dedupeKey),
  ],
);

/**
 * The channels a user chose per notification event in one company. No row, or an event missing from it, means
 * the default (see services/notificationPreferences.ts), so events added later start on it.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    companyId: companyId(),
    userId: userId(),
    channels: jsonb('channels').$type<Partial<NotificationPreferences>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);
