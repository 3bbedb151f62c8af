import type { Paginator, Transaction, TransactionCredit, TransactionDetail } from '@retoma/api-client';
import type { transactionListQuery } from '@retoma/api-client/schemas';
import { and, count, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { campanhaPassos, campanhas, leads, produtos, transacoes, users, vendasRecuperadas } from '../db/schema';
import { notFound } from '../http/errors';
import { orderOf, paginateSelect, searchOf, whenGiven } from './pagination';
import type { Caller } from './tickets/access';
import { iso, isoOrNull } from './tickets/dates';
import { addDays, dayIn, endOfDayIn, startOfDayIn } from './timeZone';
import { toTransaction, transactionColumns } from './transactionRows';
import { transactionsOf } from './transactions';

type ListQuery = z.output<typeof transactionListQuery>;

/** Without a period the list shows the last 30 days, today included, as the screen opens. */
export const DEFAULT_PERIOD_DAYS = 30;

/** The period's days in the company's zone: as given, the missing end today, the missing start 30 days before the end. */
export function periodOf(q: Pick<ListQuery, 'dt_inicio' | 'dt_fim'>, zone: string, now = new Date()) {
  const last = q.dt_fim ?? dayIn(now, zone);
  const first = q.dt_inicio ?? addDays(last, 1 - DEFAULT_PERIOD_DAYS);
  return { first, last };
}

/** Up to this many leads matching a search are named by id; more, and they are matched in the same query. */
const LEAD_MATCHES = 500;

/**
 * The list's filter: the caller's transactions received in the period, of the product, status and payment type
 * asked, whose code or lead (name or e-mail) holds the search. The leads are searched first on their own trigram
 * indexes and named by id, so the code's trigram index and the (company, lead) index answer the search together
 * (a bitmap OR) instead of the period's transactions being read one by one.
 */
async function filterOf(db: Database, caller: Caller, q: ListQuery): Promise<SQL> {
  const zone = caller.scope.timeZone;
  const { first, last } = periodOf(q, zone);
  let search: SQL | undefined;
  if (q.search) {
    // A builder, not a query: `.limit` changes the query it is called on, and the fallback must match every lead.
    const matching = () =>
      db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.companyId, caller.scope.id), searchOf(q.search, [leads.nome, leads.email])));
    const found = await matching().limit(LEAD_MATCHES + 1);
    const byLead =
      found.length > LEAD_MATCHES
        ? inArray(transacoes.leadId, matching())
        : found.length > 0
          ? inArray(
              transacoes.leadId,
              found.map((row) => row.id),
            )
          : undefined;
    search = or(searchOf(q.search, [transacoes.transaction]), byLead);
  }
  return transactionsOf(
    caller,
    and(
      gte(transacoes.createdAt, startOfDayIn(first, zone)),
      lt(transacoes.createdAt, endOfDayIn(last, zone)),
      whenGiven(transacoes.produtoId, q.produto_id),
      whenGiven(transacoes.status, q.status),
      whenGiven(transacoes.paymentType, q.payment_type),
      search,
    ),
  );
}

const SORTS = {
  created_at: transacoes.createdAt,
  purchase_date: transacoes.purchaseDate,
  full_price: transacoes.fullPrice,
  id: transacoes.id,
};

/** `GET /transacaos`: one page of the period's transactions, newest first unless sorted otherwise. */
export async function listTransactions(db: Database, caller: Caller, q: ListQuery): Promise<Paginator<Transaction>> {
  const where = await filterOf(db, caller, q);
  return paginateSelect(
    q,
    db
      .select(transactionColumns)
      .from(transacoes)
      .innerJoin(leads, eq(leads.id, transacoes.leadId))
      .innerJoin(produtos, eq(produtos.id, transacoes.produtoId))
      .where(where)
      .orderBy(...orderOf(q.sort, SORTS, '-created_at', transacoes.id, { filterFirst: q.search !== undefined })),
    db.select({ n: count() }).from(transacoes).where(where),
    (rows) => rows.map(toTransaction),
  );
}

/** Who a recovered sale is credited to, if it is one (the engine writes one row per transaction at most). */
async function creditOf(db: Database, companyId: number, transacaoId: number): Promise<TransactionCredit | null> {
  const [row] = await db
    .select({
      origem: vendasRecuperadas.origem,
      valor: vendasRecuperadas.valor,
      recuperadaEm: vendasRecuperadas.recuperadaEm,
      revertidaEm: vendasRecuperadas.revertidaEm,
      motivoReversao: vendasRecuperadas.motivoReversao,
      usuario: { id: users.id, name: users.name, avatar: users.avatar },
      campanha: { id: campanhas.id, nome: campanhas.nome, tipo: campanhas.tipo },
      passo: { id: campanhaPassos.id, canal: campanhaPassos.canal, posicao: campanhaPassos.posicao },
      ticketId: vendasRecuperadas.ticketId,
    })
    .from(vendasRecuperadas)
    .leftJoin(users, eq(users.id, vendasRecuperadas.usuarioId))
    .leftJoin(campanhas, eq(campanhas.id, vendasRecuperadas.campanhaId))
    .leftJoin(campanhaPassos, eq(campanhaPassos.id, vendasRecuperadas.passoId))
    .where(and(eq(vendasRecuperadas.companyId, companyId), eq(vendasRecuperadas.transacaoId, transacaoId)));
  if (!row) return null;
  return {
    origem: row.origem,
    valor: row.valor,
    recuperada_em: iso(row.recuperadaEm),
    revertida_em: isoOrNull(row.revertidaEm),
    motivo_reversao: row.motivoReversao,
    usuario: row.usuario,
    campanha: row.campanha,
    passo: row.passo,
    ticket_id: row.ticketId,
  };
}

/** `GET /transacaos/{id}`: the transaction whole, with the buyer's contact data and the sale's credit. */
export async function getTransactionDetail(db: Database, caller: Caller, id: number): Promise<TransactionDetail> {
  const [row] = await db
    .select({
      ...transactionColumns,
      lead: {
        id: leads.id,
        nome: leads.nome,
        email: leads.email,
        cpf: leads.cpf,
        ddi: leads.ddi,
        ddd: leads.ddd,
        telefone: leads.telefone,
      },
    })
    .from(transacoes)
    .innerJoin(leads, eq(leads.id, transacoes.leadId))
    .innerJoin(produtos, eq(produtos.id, transacoes.produtoId))
    .where(transactionsOf(caller, eq(transacoes.id, id)));
  if (!row) throw notFound('Transação não encontrada.');
  return { ...toTransaction(row), lead: row.lead, credito: await creditOf(db, caller.scope.id, id) };
}
