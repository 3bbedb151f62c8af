import type { Ticket } from '@retoma/api-client';
import type { ticketInput } from '@retoma/api-client/schemas';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { catalogos, leadProdutos, leads, produtos, tickets } from '../../db/schema';
import { conflict, forbidden, validationError } from '../../http/errors';
import { can, type Caller, ticketState } from './access';
import { recordActivity } from './history';
import { duplicateMessage, openTicketFor } from './list';
import { getTicket } from './read';

type TicketData = z.output<typeof ticketInput>;

/**
 * The phone as the lead stores it. A Brazilian number typed with its area code (10 or 11 digits) keeps the area
 * code apart, as the predecessor's lead records did; other countries keep every digit in `telefone`.
 */
export function splitPhone(ddi: string, digits: string): { ddd: string; telefone: string } {
  if (ddi === '55' && (digits.length === 10 || digits.length === 11)) return { ddd: digits.slice(0, 2), telefone: digits.slice(2) };
  return { ddd: '', telefone: digits };
}

/** References of a ticket must be the company's, active, and (for the product) one the caller's role works with. */
async function assertReferences(db: Database, caller: Caller, data: TicketData): Promise<void> {
  const companyId = caller.scope.id;
  const [produto, origem, duvida] = await Promise.all([
    db
      .select({ id: produtos.id })
      .from(produtos)
      .where(and(eq(produtos.companyId, companyId), eq(produtos.id, data.produto_id), eq(produtos.status, true))),
    db
      .select({ id: catalogos.id })
      .from(catalogos)
      .where(
        and(eq(catalogos.companyId, companyId), eq(catalogos.kind, 'origem'), eq(catalogos.id, data.origem_id), eq(catalogos.status, true)),
      ),
    db
      .select({ id: catalogos.id })
      .from(catalogos)
      .where(
        and(
          eq(catalogos.companyId, companyId),
          eq(catalogos.kind, 'tipo_duvida'),
          eq(catalogos.id, data.tipo_duvida_id),
          eq(catalogos.status, true),
        ),
      ),
  ]);
  const errors: Record<string, string[]> = {};
  if (produto.length === 0 || (caller.produtos !== null && !caller.produtos.includes(data.produto_id)))
    errors.produto_id = ['Por favor, selecione um produto.'];
  if (origem.length === 0) errors.origem_id = ['Por favor, selecione uma origem.'];
  if (duvida.length === 0) errors.tipo_duvida_id = ['Por favor, selecione uma dúvida.'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The company's lead with this e-mail, created when new (two concurrent creations end with one lead). */
async function leadFor(db: Database, companyId: number, data: TicketData): Promise<number> {
  const byEmail = and(eq(leads.companyId, companyId), eq(sql`lower(${leads.email})`, data.email.toLowerCase()));
  const [existing] = await db.select({ id: leads.id }).from(leads).where(byEmail);
  if (existing) return existing.id;
  await db
    .insert(leads)
    .values({ companyId, nome: data.nome, email: data.email, ddi: data.ddi, ...splitPhone(data.ddi, data.telefone) })
    .onConflictDoNothing();
  const [created] = await db.select({ id: leads.id }).from(leads).where(byEmail);
  return created!.id;
}

async function leadProdutoFor(db: Database, companyId: number, leadId: number, produtoId: number): Promise<number> {
  const pair = and(eq(leadProdutos.companyId, companyId), eq(leadProdutos.leadId, leadId), eq(leadProdutos.produtoId, produtoId));
  await db.insert(leadProdutos).values({ companyId, leadId, produtoId }).onConflictDoNothing();
  const [row] = await db.select({ id: leadProdutos.id }).from(leadProdutos).where(pair);
  return row!.id;
}

/**
 * Runs a write that may hit the one-open-ticket-per-lead-and-product index: a request that raced past the
 * check is answered like the check would have answered it (422), not with a generic duplicate.
 */
async function guardDuplicate<T>(db: Database, companyId: number, data: TicketData, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const open = await openTicketFor(db, companyId, data.email, data.produto_id);
    if (open === null) throw error;
    throw validationError({ email: [duplicateMessage(open)] });
  }
}

/** `POST /tickets`: a manual ticket for a lead (found or created by e-mail) and a product. */
export async function createTicket(db: Database, caller: Caller, data: TicketData): Promise<Ticket> {
  await assertReferences(db, caller, data);
  const companyId = caller.scope.id;
  const open = await openTicketFor(db, companyId, data.email, data.produto_id);
  if (open !== null) throw validationError({ email: [duplicateMessage(open)] });
  const id = await guardDuplicate(db, companyId, data, () =>
    db.transaction(async (tx) => {
      const leadId = await leadFor(tx, companyId, data);
      const leadProdutoId = await leadProdutoFor(tx, companyId, leadId, data.produto_id);
      const [row] = await tx
        .insert(tickets)
        .values({
          companyId,
          leadId,
          produtoId: data.produto_id,
          leadProdutoId,
          origemId: data.origem_id,
          tipoDuvidaId: data.tipo_duvida_id,
          detalhamento: data.detalhamento,
          responsavelType: 'user',
          responsavelId: caller.userId,
        })
        .returning({ id: tickets.id });
      await recordActivity(tx, {
        companyId,
        leadId,
        ticketId: row!.id,
        evento: 'criado',
        acao: 'ticket_created',
        userId: caller.userId,
      });
      return row!.id;
    }),
  );
  return getTicket(db, caller, id);
}

/** Editing or deleting: one's own tickets with the base permission, anyone's with the `_todos` one. */
function assertOwnerOr(
  caller: Caller,
  state: { responsavelType: string; responsavelId: number },
  all: 'ticket_editar_todos' | 'ticket_deletar_todos',
) {
  const own = state.responsavelType === 'user' && state.responsavelId === caller.userId;
  if (!own && !can(caller, all)) throw forbidden('Você só pode alterar os tickets que criou.');
}

/**
 * `PUT /tickets/{id}`: origin, doubt type, product, details, and the lead's name and phone. The e-mail identifies
 * the lead, so it cannot change here (another e-mail is another lead: create a ticket for it).
 */
export async function updateTicket(db: Database, caller: Caller, id: number, data: TicketData): Promise<Ticket> {
  const state = await ticketState(db, caller, id);
  assertOwnerOr(caller, state, 'ticket_editar_todos');
  if (state.status === 2) throw conflict('Tickets fechados não podem ser editados.');
  await assertReferences(db, caller, data);
  const companyId = caller.scope.id;
  const [lead] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, state.leadId));
  if (lead!.email.toLowerCase() !== data.email.toLowerCase())
    throw validationError({ email: ['O e-mail identifica o lead e não pode ser alterado aqui.'] });
  if (data.produto_id !== state.produtoId) {
    const open = await openTicketFor(db, companyId, data.email, data.produto_id);
    if (open !== null) throw validationError({ email: [duplicateMessage(open)] });
  }
  await guardDuplicate(db, companyId, data, () =>
    db.transaction(async (tx) => {
      const leadProdutoId = await leadProdutoFor(tx, companyId, state.leadId, data.produto_id);
      const now = new Date();
      await tx
        .update(leads)
        .set({ nome: data.nome, ddi: data.ddi, ...splitPhone(data.ddi, data.telefone), updatedAt: now })
        .where(and(eq(leads.companyId, companyId), eq(leads.id, state.leadId)));
      await tx
        .update(tickets)
        .set({
          produtoId: data.produto_id,
          leadProdutoId,
          origemId: data.origem_id,
          tipoDuvidaId: data.tipo_duvida_id,
          detalhamento: data.detalhamento,
          updatedAt: now,
        })
        .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)));
      await recordActivity(tx, {
        companyId,
        leadId: state.leadId,
        ticketId: id,
        evento: 'editado',
        acao: 'ticket_edited',
        userId: caller.userId,
      });
    }),
  );
  return getTicket(db, caller, id);
}

/** `DELETE /tickets/{id}`: not closed (closed tickets are history) and not held by someone attending it. */
export async function deleteTicket(db: Database, caller: Caller, id: number): Promise<void> {
  const state = await ticketState(db, caller, id);
  assertOwnerOr(caller, state, 'ticket_deletar_todos');
  if (state.status === 2) throw conflict('Tickets fechados não podem ser removidos.');
  // Conditional, so an agent who starts attending between the check and the delete keeps the ticket.
  const removed = await db
    .delete(tickets)
    .where(
      and(
        eq(tickets.companyId, caller.scope.id),
        eq(tickets.id, id),
        sql`${tickets.status} <> 2`,
        or(isNull(tickets.atendenteId), eq(tickets.atendenteId, caller.userId)),
      ),
    )
    .returning({ id: tickets.id });
  if (removed.length === 0) throw conflict('Este ticket está em atendimento e não pode ser removido.');
}
