import type { AttendResult, Ticket } from '@retoma/api-client';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { tickets, users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { type Caller, ticketsOf, ticketState } from './access';
import { recordActivity } from './history';
import { getTicket } from './read';

/** The ticket the caller attends in this company, if any. */
async function heldBy(db: Database, caller: Caller): Promise<number | null> {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.companyId, caller.scope.id), eq(tickets.atendenteId, caller.userId)));
  return row?.id ?? null;
}

const jaAtendendo = (id: number): AttendResult => ({
  status: 'jaatendendo',
  id,
  msg: `Você já está atendendo o ticket #${id}. Finalize ou cancele esse atendimento antes de iniciar outro.`,
});

/**
 * Takes the lock in ONE conditional UPDATE: it only matches while nobody holds the ticket, the ticket is not
 * closed and is not assigned to another agent. Postgres runs concurrent updates of one row one after the other and
 * re-checks the condition on the row the first one left, so of two agents pressing "atender" together exactly one
 * gets the row back. The partial unique index (company_id, atendente_id) refuses a second ticket for one agent,
 * even from two tabs at once. The "attendance started" entry is written in the same transaction.
 */
async function claim(db: Database, caller: Caller, id: number): Promise<{ id: number; leadId: number } | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(tickets)
      .set({ atendenteId: caller.userId, atendenteDesde: now })
      .where(
        ticketsOf(
          caller,
          and(
            eq(tickets.id, id),
            isNull(tickets.atendenteId),
            sql`${tickets.status} <> 2`,
            or(isNull(tickets.designadoId), eq(tickets.designadoId, caller.userId)),
          ),
        ),
      )
      .returning({ id: tickets.id, leadId: tickets.leadId });
    if (!row) return null;
    await recordActivity(tx, {
      companyId: caller.scope.id,
      leadId: row.leadId,
      ticketId: row.id,
      evento: 'atendimento_iniciado',
      acao: 'attendance_started',
      userId: caller.userId,
      createdAt: now,
    });
    return row;
  });
}

async function nameOf(db: Database, userId: number) {
  const [user] = await db.select({ id: users.id, name: users.name, avatar: users.avatar }).from(users).where(eq(users.id, userId));
  return user ?? { id: userId, name: '', avatar: null };
}

/** `POST /atender-ticket {id}`. */
export async function attendTicket(db: Database, caller: Caller, id: number): Promise<AttendResult> {
  // A claim can lose to a cancel or finish that frees the ticket right after our read: try again then.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await heldBy(db, caller);
    if (current === id) return { status: 'ok', id };
    if (current !== null) return jaAtendendo(current);
    try {
      if (await claim(db, caller, id)) return { status: 'ok', id };
    } catch (error) {
      // The same agent claimed another ticket at the same moment (two tabs): that one stands.
      if (!isUniqueViolation(error)) throw error;
      const other = await heldBy(db, caller);
      if (other !== null) return other === id ? { status: 'ok', id } : jaAtendendo(other);
      continue;
    }
    const state = await ticketState(db, caller, id);
    if (state.status === 2) return { status: 'fechado', id, msg: 'Este ticket já encontra-se fechado.' };
    if (state.atendenteId === caller.userId) return { status: 'ok', id };
    if (state.atendenteId !== null) {
      const atendente = await nameOf(db, state.atendenteId);
      return { status: 'atendendo', id, atendente, msg: `Este ticket está sendo atendido por ${atendente.name}.` };
    }
    if (state.designadoId !== null && state.designadoId !== caller.userId) {
      const atendente = await nameOf(db, state.designadoId);
      return {
        status: 'atendendo',
        id,
        atendente,
        msg: `Este ticket aguarda o retorno de ${atendente.name}. Peça a transferência para atendê-lo.`,
      };
    }
  }
  throw conflict('O ticket mudou enquanto o atendimento era iniciado. Tente novamente.');
}

/** `POST /cancelar-atendimento-ticket {id}`: releases the lock and records nothing (no outcome happened). */
export async function cancelAttendance(db: Database, caller: Caller, id: number): Promise<Ticket> {
  const released = await db
    .update(tickets)
    .set({ atendenteId: null, atendenteDesde: null })
    .where(ticketsOf(caller, and(eq(tickets.id, id), eq(tickets.atendenteId, caller.userId))))
    .returning({ id: tickets.id });
  if (released.length === 0) {
    await ticketState(db, caller, id); // 404 for a ticket that is not there
    throw conflict('Você não está atendendo este ticket.');
  }
  return getTicket(db, caller, id);
}
