import type { MemberReturn, ReassignResult } from '@retoma/api-client';
import type { reassignInput } from '@retoma/api-client/schemas';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { agendamentos, leads, memberships, tickets, users } from '../db/schema';
import type { CompanyScope } from '../http/context';
import { validationError } from '../http/errors';
import { iso } from './pagination';
import { getMember } from './members';
import { recordActivity } from './tickets/history';

/** A closed ticket keeps its history as it was: only open tickets change hands. */
const CLOSED = 2;

/** `GET /users_companies/{id}/retornos`: the member's pending returns, soonest first. */
export async function memberReturns(db: Database, companyId: number, userId: number): Promise<MemberReturn[]> {
  await getMember(db, companyId, userId);
  const rows = await db
    .select({ id: agendamentos.id, ticketId: agendamentos.ticketId, lead: leads.nome, at: agendamentos.dataAgendamento })
    .from(agendamentos)
    .innerJoin(leads, eq(leads.id, agendamentos.leadId))
    .where(and(eq(agendamentos.companyId, companyId), eq(agendamentos.responsavelId, userId), isNull(agendamentos.concluidoEm)))
    .orderBy(asc(agendamentos.dataAgendamento), asc(agendamentos.id));
  return rows.map((row) => ({ id: row.id, ticket_id: row.ticketId, lead_nome: row.lead, data_agendamento: iso(row.at) }));
}

/**
 * `POST /users_companies/{id}/transferir {user_id}`: everything still waiting for the member (pending returns and
 * the open tickets assigned to them) now waits for another active member; each ticket's history says so.
 */
export async function reassignMember(
  db: Database,
  scope: CompanyScope,
  actorId: number,
  userId: number,
  input: z.output<typeof reassignInput>,
): Promise<ReassignResult> {
  await getMember(db, scope.id, userId);
  const [target] = await db
    .select({ id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, scope.id), eq(memberships.userId, input.user_id), eq(memberships.status, 'active')));
  if (!target || target.id === userId) throw validationError({ user_id: ['Selecione outra pessoa ativa da empresa.'] });
  return db.transaction(async (tx) => {
    const now = new Date();
    const moved = await tx
      .update(agendamentos)
      .set({ responsavelId: target.id, updatedAt: now })
      .where(and(eq(agendamentos.companyId, scope.id), eq(agendamentos.responsavelId, userId), isNull(agendamentos.concluidoEm)))
      .returning({ ticketId: agendamentos.ticketId });
    const assigned = await tx
      .update(tickets)
      .set({ designadoId: target.id, updatedAt: now })
      .where(and(eq(tickets.companyId, scope.id), eq(tickets.designadoId, userId), ne(tickets.status, CLOSED)))
      .returning({ id: tickets.id });
    const ticketIds = [...new Set([...moved.map((m) => m.ticketId), ...assigned.map((t) => t.id)])];
    if (ticketIds.length > 0) {
      const touched = await tx
        .select({ id: tickets.id, leadId: tickets.leadId })
        .from(tickets)
        .where(and(eq(tickets.companyId, scope.id), inArray(tickets.id, ticketIds)));
      for (const ticket of touched) {
        await recordActivity(tx, {
          companyId: scope.id,
          leadId: ticket.leadId,
          ticketId: ticket.id,
          evento: 'transferido',
          acao: 'ticket_transferred',
          valores: { usuario: target.name },
          userId: actorId,
          properties: { user_id: target.id },
          createdAt: now,
        });
      }
    }
    return { agendamentos: moved.length, tickets: assigned.length };
  });
}
