import { sql, type SQL } from 'drizzle-orm';
import { agendamentoReservas, campanhaContatos, tickets } from '../db/schema';

/**
 * A scheduling campaign's contacts on the campaign's contacts list: pending while the ticket their booking became
 * is not finished (closed, status 2), closed once it is (or once the contact left: the campaign was switched off).
 * A subquery, so the list and its count read it alike.
 */
export const bookingPending: SQL = sql`(${campanhaContatos.ticketId} is null or exists (select 1 from ${tickets} where ${tickets.id} = ${campanhaContatos.ticketId} and ${tickets.status} <> 2))`;

/** The slot a contact booked last (null for the other kinds' contacts). */
export const agendadoPara =
  sql<Date | null>`(select max(${agendamentoReservas.horario}) from ${agendamentoReservas} where ${agendamentoReservas.contatoId} = ${campanhaContatos.id})`.mapWith(
    agendamentoReservas.horario,
  );
