import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './owners';
import { companyId } from './scope';

// The company's extensions: providers it connects with its own credentials.

/**
 * The company's own Zenvia SMS account (`extensoes/zenvia`): when active, the engine sends the company's SMS with it
 * instead of the server's account. The token is write-only: responses say whether it is set and at most its last four
 * characters, cut in SQL, as the platform accounts' tokens are (`contas`).
 */
export const extensaoZenvia = pgTable('extensao_zenvia', {
  companyId: companyId().primaryKey(),
  token: text('token').notNull(),
  /** The sender id registered on Zenvia (the account's keyword), the `from` of every SMS. */
  remetente: text('remetente').notNull(),
  /** Off: the settings stay, and the company's SMS go through the server's account or the outbox. */
  ativa: boolean('ativa').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** Who saved them last (null when that person was deleted). */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
