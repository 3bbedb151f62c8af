import { sql, type SQL } from 'drizzle-orm';
import { campanhaContatos, tickets } from '../db/schema';

/**
 * The cancelled-purchases campaign works by tickets: its contact is pending while the ticket the engine opened for
 * it is not closed (status 2). A subquery by the ticket's key, so the list's count needs no join.
 */
export const ticketOpen: SQL = sql`exists (select 1 from ${tickets} where ${tickets.id} = ${campanhaContatos.ticketId} and ${tickets.status} <> 2)`;
