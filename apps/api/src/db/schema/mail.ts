import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { companies } from './owners';
import { companyId } from './scope';

// What the server sends: every e-mail, and the messages of each month measured against the plan.

/** Every e-mail the server sends is written here first (and logged in local mode). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** null: not sent on behalf of a company (password reset). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The sender's name the recipient sees (a campaign e-mail's); null: the company's sender name. */
    fromName: text('from_name'),
    /** Where answers go (a campaign e-mail's reply-to); null: to the sender's address. */
    replyTo: text('reply_to'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    /** Delivery tries so far (SMTP); the worker gives up after a few. */
    attempts: integer('attempts').notNull().default(0),
    /** Not retried before this moment (backoff after a failed try). */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** Why the last try failed, as the mail server said it. */
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_company_created_idx').on(t.companyId, t.createdAt),
    index('outbox_to_idx').on(t.toEmail),
    // The delivery worker's queue: what is still to send, soonest first.
    index('outbox_pending_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** Messages sent per company and month, measured against the plan. */
export const companyUsage = pgTable(
  'company_usage',
  {
    companyId: companyId(),
    /** First day of the month. */
    mes: date('mes').notNull(),
    numeroEmails: integer('numero_emails').notNull().default(0),
    numeroSms: integer('numero_sms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.mes] })],
);
