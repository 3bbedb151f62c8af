import { ADMIN_ROLE, isAllowed, type PermissionName } from '@retoma/api-client';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tickets, users } from '../../db/schema';
import type { CompanyScope } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';

/** Who is acting: the company scope the middleware established and the user's id. */
export interface Caller {
  scope: CompanyScope;
  userId: number;
  /** null: every product of the company; else the products the caller's role may work with. */
  produtos: number[] | null;
}

export const can = (caller: Caller, permission: PermissionName) => isAllowed(caller.scope.rules, caller.scope.role, permission);

/**
 * Roles without "all products" only work with the products listed for them (settings › funções): their members
 * neither see nor attend tickets of other products. The list is read with the company (http/company.ts).
 */
export function callerOf(scope: CompanyScope, userId: number): Caller {
  return { scope, userId, produtos: scope.role === ADMIN_ROLE ? null : scope.produtos };
}

/** The caller's tickets: of the company, on products the caller may see. */
export function ticketsOf(caller: Caller, extra?: SQL): SQL {
  const byProduct = caller.produtos === null ? undefined : inArray(tickets.produtoId, caller.produtos.length > 0 ? caller.produtos : [0]);
  return and(eq(tickets.companyId, caller.scope.id), byProduct, extra)!;
}

export const TICKET_NOT_FOUND = 'Ticket não encontrado.';

const stateColumns = {
  id: tickets.id,
  status: tickets.status,
  leadId: tickets.leadId,
  produtoId: tickets.produtoId,
  leadProdutoId: tickets.leadProdutoId,
  atendenteId: tickets.atendenteId,
  designadoId: tickets.designadoId,
  responsavelType: tickets.responsavelType,
  responsavelId: tickets.responsavelId,
  reabertoEm: tickets.reabertoEm,
};
const selectState = (db: Database) => db.select(stateColumns).from(tickets);
export type TicketState = Awaited<ReturnType<typeof selectState>>[number];

/**
 * The columns actions decide on. `lock` takes the row lock (inside a transaction), so a concurrent finish,
 * cancel or transfer of the same ticket waits for this one instead of interleaving with it.
 */
export async function ticketState(db: Database, caller: Caller, id: number, { lock = false } = {}): Promise<TicketState> {
  const query = selectState(db).where(ticketsOf(caller, eq(tickets.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return row;
}

/** The attend screen's actions (messages, calls, finishing) belong to the agent holding the ticket. */
export function assertHolder(state: TicketState, caller: Caller): void {
  if (state.atendenteId !== caller.userId) throw conflict('Você não está atendendo este ticket. Inicie o atendimento antes.');
}

/** Reading a ticket: the detail permission, or holding it (the attend screen of an agent without the detail view). */
export function assertCanRead(state: TicketState, caller: Caller): void {
  if (can(caller, 'ticket_detalhar')) return;
  if (can(caller, 'ticket_atender') && state.atendenteId === caller.userId) return;
  throw forbidden();
}

export async function userName(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
