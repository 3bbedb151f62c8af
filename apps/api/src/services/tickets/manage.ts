import type { Ticket } from '@retoma/api-client';
import type { reopenTicketInput, transferTicketInput } from '@retoma/api-client/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { agendamentos, memberships, tickets, users } from '../../db/schema';
import { conflict, validationError } from '../../http/errors';
import { notifyReopen, notifyTransfer } from '../notifications';
import { type Caller, ticketState } from './access';
import { recordActivity } from './history';
import { getTicket } from './read';

/**
 * `POST /ticketsTransferir {ticket_id, user_id}`: the ticket (and its pending returns) now wait for another active
 * member. Whoever held it loses the lock: a manager can free a ticket an agent left open.
 */
export async function transferTicket(db: Database, caller: Caller, data: z.output<typeof transferTicketInput>): Promise<Ticket> {
  const companyId = caller.scope.id;
  const [target] = await db
    .select({ id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, data.user_id), eq(memberships.status, 'active')));
  if (!target) throw validationError({ user_id: ['Selecione um usuário ativo da empresa.'] });
  await db.transaction(async (tx) => {
    const state = await ticketState(tx, caller, data.ticket_id, { lock: true });
    if (state.status === 2) throw conflict('Tickets fechados não podem ser transferidos. Reabra o ticket antes.');
    const now = new Date();
    await tx
      .update(tickets)
      .set({
        designadoId: target.id,
        // The target keeps the lock if they already hold it; anyone else's attendance ends here.
        ...(state.atendenteId !== target.id ? { atendenteId: null, atendenteDesde: null } : {}),
        updatedAt: now,
      })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, state.id)));
    await tx
      .update(agendamentos)
      .set({ responsavelId: target.id, updatedAt: now })
      .where(and(eq(agendamentos.companyId, companyId), eq(agendamentos.ticketId, state.id), isNull(agendamentos.concluidoEm)));
    await recordActivity(tx, {
      companyId,
      leadId: state.leadId,
      ticketId: state.id,
      evento: 'transferido',
      acao: 'ticket_transferred',
      valores: { usuario: target.name },
      userId: caller.userId,
      properties: { user_id: target.id },
      createdAt: now,
    });
    await notifyTransfer(tx, { companyId, ticketId: state.id, userId: caller.userId, toUserId: target.id, at: now });
  });
  return getTicket(db, caller, data.ticket_id);
}

/**
 * `POST /ticketsReabrir {ticket_id}`: a closed ticket becomes "reaberto" (3), open to any agent again; its count of
 * waits starts over. Refused when the lead already has another open ticket for the product.
 */
export async function reopenTicket(db: Database, caller: Caller, data: z.output<typeof reopenTicketInput>): Promise<Ticket> {
  const companyId = caller.scope.id;
  try {
    await db.transaction(async (tx) => {
      const state = await ticketState(tx, caller, data.ticket_id, { lock: true });
      if (state.status !== 2) throw conflict('Somente tickets fechados podem ser reabertos.');
      const now = new Date();
      await tx
        .update(tickets)
        .set({ status: 3, designadoId: null, reabertoEm: now, fechadoEm: null, updatedAt: now })
        .where(and(eq(tickets.companyId, companyId), eq(tickets.id, state.id)));
      await recordActivity(tx, {
        companyId,
        leadId: state.leadId,
        ticketId: state.id,
        evento: 'reaberto',
        acao: 'ticket_reopened',
        userId: caller.userId,
        createdAt: now,
      });
      await notifyReopen(tx, { companyId, ticketId: state.id, userId: caller.userId, at: now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('O lead já tem outro ticket aberto para este produto: atenda aquele.');
    throw error;
  }
  return getTicket(db, caller, data.ticket_id);
}
