import type { LeadRemoval, LeadTicket, Paginator, Transaction } from '@retoma/api-client';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { campanhaContatos, envios, leads, produtos, tickets, transacoes, users, vendasRecuperadas } from '../db/schema';
import { conflict } from '../http/errors';
import { recordChange } from './audit';
import { findLead } from './leads';
import { paginateSelect, type PageRequest } from './pagination';
import { actorOf } from './tickets/history';
import { toTransaction, transactionColumns } from './transactionRows';

/** `GET /leads/{id}/exclusao`: what deleting the lead would take with it, counted before anyone confirms. */
export async function leadRemoval(db: Database, companyId: number, id: number): Promise<LeadRemoval> {
  await findLead(db, companyId, id);
  const byLead = (table: { companyId: AnyPgColumn; leadId: AnyPgColumn }) => and(eq(table.companyId, companyId), eq(table.leadId, id));
  const contatos = db.select({ id: campanhaContatos.id }).from(campanhaContatos).where(byLead(campanhaContatos));
  const [[sales], [credits], [ticketRows], [campaigns], [sends]] = await Promise.all([
    db.select({ n: count() }).from(transacoes).where(byLead(transacoes)),
    db.select({ n: count() }).from(vendasRecuperadas).where(byLead(vendasRecuperadas)),
    db.select({ n: count() }).from(tickets).where(byLead(tickets)),
    db.select({ n: count() }).from(campanhaContatos).where(byLead(campanhaContatos)),
    db
      .select({ n: count() })
      .from(envios)
      .where(and(eq(envios.companyId, companyId), inArray(envios.contatoId, contatos))),
  ]);
  const removal = {
    transacoes: sales?.n ?? 0,
    vendas_recuperadas: credits?.n ?? 0,
    tickets: ticketRows?.n ?? 0,
    campanhas: campaigns?.n ?? 0,
    envios: sends?.n ?? 0,
  };
  return { ...removal, pode_excluir: removal.transacoes === 0 && removal.vendas_recuperadas === 0 && removal.tickets === 0 };
}

/**
 * `DELETE /leads/{id}`: the lead goes with its campaign entries, sends and history. A lead with sales or tickets is
 * refused: deleting would take sales figures, commissions and the agents' work with it; erasing is the way out.
 */
export async function deleteLead(db: Database, companyId: number, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removal = await leadRemoval(tx, companyId, id);
    if (!removal.pode_excluir)
      throw conflict(
        'Este lead tem vendas ou tickets: excluí-lo apagaria esse histórico. Anonimize os dados dele (LGPD) em vez de excluir.',
      );
    await tx.delete(leads).where(and(eq(leads.companyId, companyId), eq(leads.id, id)));
    // The label names the record, not the person: the trail outlives the lead's data.
    await recordChange(tx, {
      companyId,
      actorId,
      area: 'leads',
      action: 'delete',
      entityId: id,
      label: `Lead #${id}`,
      before: { campanhas: removal.campanhas, envios: removal.envios },
      after: null,
    });
  });
}

/** `GET /leads/{id}/transacoes`: the detail's tab, newest first. */
export async function leadTransactionsPage(db: Database, companyId: number, id: number, q: PageRequest): Promise<Paginator<Transaction>> {
  await findLead(db, companyId, id);
  const where = and(eq(transacoes.companyId, companyId), eq(transacoes.leadId, id));
  return paginateSelect(
    q,
    db
      .select(transactionColumns)
      .from(transacoes)
      .innerJoin(leads, eq(leads.id, transacoes.leadId))
      .innerJoin(produtos, eq(produtos.id, transacoes.produtoId))
      .where(where)
      .orderBy(desc(transacoes.createdAt), desc(transacoes.id)),
    db.select({ n: count() }).from(transacoes).where(where),
    (rows) => rows.map(toTransaction),
  );
}

/** `GET /leads/{id}/tickets`: the detail's tab, newest first, with who opened each. */
export async function leadTicketsPage(db: Database, companyId: number, id: number, q: PageRequest): Promise<Paginator<LeadTicket>> {
  await findLead(db, companyId, id);
  const where = and(eq(tickets.companyId, companyId), eq(tickets.leadId, id));
  return paginateSelect(
    q,
    db
      .select({
        id: tickets.id,
        status: tickets.status,
        produto: { id: produtos.id, nome: produtos.nome, cor: produtos.cor },
        responsavelType: tickets.responsavelType,
        responsavelId: tickets.responsavelId,
        responsavelNome: tickets.responsavelNome,
        user: { id: users.id, name: users.name, avatar: users.avatar },
        detalhamento: tickets.detalhamento,
        createdAt: tickets.createdAt,
        fechadoEm: tickets.fechadoEm,
      })
      .from(tickets)
      .innerJoin(produtos, eq(produtos.id, tickets.produtoId))
      .leftJoin(users, and(eq(tickets.responsavelType, 'user'), eq(users.id, tickets.responsavelId)))
      .where(where)
      .orderBy(desc(tickets.createdAt), desc(tickets.id)),
    db.select({ n: count() }).from(tickets).where(where),
    (rows) =>
      rows.map((row) => ({
        id: row.id,
        status: row.status,
        produto: row.produto,
        responsavel: actorOf(row.responsavelType, row.responsavelId, row.responsavelNome, row.user?.id ? row.user : null),
        detalhamento: row.detalhamento,
        created_at: row.createdAt.toISOString(),
        fechado_em: row.fechadoEm?.toISOString() ?? null,
      })),
  );
}
