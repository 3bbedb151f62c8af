import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Attempt counters of the rate limits (http/rateLimit.ts), one row per key and window. In the database, not in a
 * process's memory, so every process of the server counts against the same budget.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  /** `login address 203.0.113.7`, `login account 203.0.113.7 ana@…`: what is limited, and for whom. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: at('reset_at').notNull(),
});
