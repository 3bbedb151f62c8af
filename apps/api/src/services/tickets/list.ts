import type { Paginator, Ticket, TicketCounts, TicketProductCheck } from '@retoma/api-client';
import { ticketCountsQuery, type ticketListQuery, type ticketProductCheckQuery } from '@retoma/api-client/schemas';
import { and, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { anyOf, preparedStatement } from '../../db/prepared';
import { leadProdutos, leads, produtos, ticketCounts, tickets } from '../../db/schema';
import { validationError } from '../../http/errors';
import { orderOf, paginate, searchOf } from '../pagination';
import { type Caller, ticketsOf } from './access';
import { endOfBusinessDay, startOfBusinessDay } from './dates';
import { ticketsByIds, toWireTickets } from './read';

export type TicketTab = 'todos' | 'abertos' | 'fechados';
type Filters = z.output<typeof ticketCountsQuery>;

/**
 * The tab as a literal predicate: it must read exactly like the partial indexes' `status <> 2` / `status = 2`
 * (a bound parameter would keep the planner from proving the index applies).
 */
const OPEN = sql`${tickets.status} <> 2`;
const CLOSED = sql`${tickets.status} = 2`;
const TAB: Record<TicketTab, SQL | undefined> = { todos: undefined, abertos: OPEN, fechados: CLOSED };

const MAX_ID = 2_147_483_647;

/**
 * Search: the ticket number, or the lead's e-mail, name or phone (anywhere in the text; the phone also by its
 * digits, with or without the area code, so "(11) 98765-4321" finds DDD 11 + "987654321"). The leads are matched
 * first, through their trigram indexes.
 */
function searchCondition(caller: Caller, db: Database, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const digits = term.replace(/\D/g, '');
  const asNumber = /^#?\d+$/.test(term) ? Number(digits) : Number.NaN;
  // Only a term that reads as a phone number ("(11) 98765-4321") is searched by its digits: an e-mail with digits
  // in it ("lead42@...") is not a phone.
  const phone = /^[\d\s()+.-]+$/.test(term) && digits.length >= 4;
  const byDigits = phone && digits !== term ? searchOf(digits, [leads.telefone]) : undefined;
  // A Brazilian number typed with its area code: the area code is kept apart from the number.
  const withAreaCode =
    phone && digits.length >= 10 ? and(eq(leads.ddd, digits.slice(0, 2)), searchOf(digits.slice(2), [leads.telefone])) : undefined;
  // One arm per column, united: each arm can use its own trigram index, where one OR over the three columns makes
  // the planner scan every lead (and ILIKE over 100 000 rows is slow).
  const arm = (condition: SQL | undefined) =>
    db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.companyId, caller.scope.id), condition));
  const arms = [leads.email, leads.nome, leads.telefone].map((column) => arm(searchOf(term, [column])));
  if (byDigits) arms.push(arm(byDigits));
  if (withAreaCode) arms.push(arm(withAreaCode));
  const [first, second, ...rest] = arms;
  const matchingLeads = union(first!, second!, ...rest);
  return or(
    Number.isSafeInteger(asNumber) && asNumber > 0 && asNumber <= MAX_ID ? eq(tickets.id, asNumber) : undefined,
    inArray(tickets.leadId, matchingLeads),
  );
}

function filterCondition(db: Database, caller: Caller, q: Filters): SQL {
  const responsavelType = q.responsavel_type ?? (q.responsavel_id ? 'user' : undefined);
  return ticketsOf(
    caller,
    and(
      q.produto_id ? eq(tickets.produtoId, q.produto_id) : undefined,
      q.origem_id ? eq(tickets.origemId, q.origem_id) : undefined,
      responsavelType ? eq(tickets.responsavelType, responsavelType) : undefined,
      q.responsavel_id ? eq(tickets.responsavelId, q.responsavel_id) : undefined,
      q.dt_inicio ? gte(tickets.createdAt, startOfBusinessDay(q.dt_inicio, caller.scope.timeZone)) : undefined,
      q.dt_fim ? lt(tickets.createdAt, endOfBusinessDay(q.dt_fim, caller.scope.timeZone)) : undefined,
      searchCondition(caller, db, q.search),
    ),
  );
}

/** Every filter of the lists but the product: read from the schema, so a filter added there is counted exactly. */
const COUNTED_FILTERS = (Object.keys(ticketCountsQuery.shape) as Array<keyof Filters>).filter((filter) => filter !== 'produto_id');

const keptSum = (which?: SQL) =>
  sql<number>`coalesce(sum(${ticketCounts.n}) ${which ? sql`filter (where ${which})` : sql``}, 0)`.mapWith(Number);

/**
 * The kept counts' statement for one shape of the filter: the caller's products or all of them, one product or all.
 * Prepared (db/prepared.ts), like the page's rows: building it per call cost the server about as much as reading it.
 */
const keptCountsStatement = (ofRole: boolean, oneProduct: boolean) =>
  preparedStatement((db) =>
    db
      .select({ abertos: keptSum(sql`not ${ticketCounts.closed}`), fechados: keptSum(sql`${ticketCounts.closed}`), todos: keptSum() })
      .from(ticketCounts)
      .where(
        and(
          eq(ticketCounts.companyId, sql.placeholder('companyId')),
          ofRole ? anyOf(ticketCounts.produtoId, 'produtos') : undefined,
          oneProduct ? eq(ticketCounts.produtoId, sql.placeholder('produtoId')) : undefined,
        ),
      )
      .prepare(`ticket_kept_counts${ofRole ? '_of_role' : ''}${oneProduct ? '_of_product' : ''}`),
  );
const KEPT_COUNTS = [false, true].map((ofRole) => [false, true].map((oneProduct) => keptCountsStatement(ofRole, oneProduct)));

/**
 * The three tab counters from the kept counts (`ticket_counts`), when no filter but the products applies: a few rows
 * per company instead of every ticket. Undefined when another filter is set; that one is counted exactly.
 */
function keptCounts(db: Database, caller: Caller, q: Filters) {
  if (COUNTED_FILTERS.some((filter) => q[filter] !== undefined && q[filter] !== '')) return undefined;
  const statement = KEPT_COUNTS[Number(caller.produtos !== null)]![Number(Boolean(q.produto_id))]!;
  return statement(db).execute({ companyId: caller.scope.id, produtos: caller.produtos, produtoId: q.produto_id });
}

/** The rows of one tab with the list's filters. */
export function listCondition(db: Database, caller: Caller, tab: TicketTab, q: z.output<typeof ticketListQuery>): SQL | undefined {
  return and(
    filterCondition(db, caller, q),
    TAB[tab],
    tab === 'todos' && q.status !== undefined ? eq(tickets.status, q.status) : undefined,
  );
}

/**
 * `GET /tickets`, `/ticketsAbertos`, `/ticketsFechados`. The page's ids are picked on `tickets` alone (its
 * indexes), and the joins run for those rows only, so a deep page does not drag every skipped row through them.
 */
export async function listTickets(
  db: Database,
  caller: Caller,
  tab: TicketTab,
  q: z.output<typeof ticketListQuery>,
): Promise<Paginator<Ticket>> {
  const where = listCondition(db, caller, tab, q);
  const order = orderOf(
    q.sort,
    { id: tickets.id, created_at: tickets.createdAt, updated_at: tickets.updatedAt, status: tickets.status },
    '-created_at',
    tickets.id,
    { filterFirst: Boolean(q.search) },
  );
  // The page's ids first, on `tickets` and its indexes alone; then the rows for those ids as constants, so the
  // planner never weighs joining every ticket against the page.
  return paginate(
    q,
    async (window) => {
      const page = await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
      const ids = page.map((row) => row.id);
      const found = ids.length > 0 ? await ticketsByIds(db, caller.scope.id, ids) : [];
      const byId = new Map(found.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    totalOf(db, caller, tab, q, where),
    toWireTickets,
  );
}

/** A tab's total: kept, unless a filter (or one status of the whole list) needs it counted. */
async function totalOf(db: Database, caller: Caller, tab: TicketTab, q: z.output<typeof ticketListQuery>, where: SQL | undefined) {
  const kept = q.status === undefined ? keptCounts(db, caller, q) : undefined;
  if (!kept) return db.select({ n: count() }).from(tickets).where(where);
  const [counts] = await kept;
  return [{ n: counts?.[tab] ?? 0 }];
}

/** `GET /ticketsNum`: the three tab counters, kept or, with a filter, counted in one pass. */
export async function countTickets(db: Database, caller: Caller, q: Filters): Promise<TicketCounts> {
  const [row] = await (keptCounts(db, caller, q) ?? countedTabs(db, caller, q));
  return { abertos: row?.abertos ?? 0, fechados: row?.fechados ?? 0, todos: row?.todos ?? 0 };
}

function countedTabs(db: Database, caller: Caller, q: Filters) {
  return db
    .select({
      abertos: sql<number>`count(*) filter (where ${OPEN})`.mapWith(Number),
      fechados: sql<number>`count(*) filter (where ${CLOSED})`.mapWith(Number),
      todos: count(),
    })
    .from(tickets)
    .where(filterCondition(db, caller, q));
}

/** The company's open ticket for a lead (by e-mail) and a product, if any. */
export async function openTicketFor(db: Database, companyId: number, email: string, produtoId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(leadProdutos, eq(leadProdutos.id, tickets.leadProdutoId))
    .innerJoin(leads, eq(leads.id, leadProdutos.leadId))
    .where(
      and(
        eq(tickets.companyId, companyId),
        OPEN,
        eq(leadProdutos.produtoId, produtoId),
        eq(sql`lower(${leads.email})`, email.trim().toLowerCase()),
      ),
    );
  return row?.id ?? null;
}

export const duplicateMessage = (ticketId: number) => `Este lead já possui um ticket aberto para este produto (#${ticketId}).`;

/** `GET /verificaTicketProduto?email&produto_id`: blocks a second open ticket for one lead and product. */
export async function checkTicketProduct(
  db: Database,
  caller: Caller,
  q: z.output<typeof ticketProductCheckQuery>,
): Promise<TicketProductCheck> {
  const [produto] = await db
    .select({ id: produtos.id })
    .from(produtos)
    .where(and(eq(produtos.companyId, caller.scope.id), eq(produtos.id, q.produto_id)));
  if (!produto) throw validationError({ produto_id: ['Produto inválido.'] });
  const ticketId = await openTicketFor(db, caller.scope.id, q.email, q.produto_id);
  return ticketId === null
    ? { verificacao: false, message: null, ticket_id: null }
    : { verificacao: true, message: duplicateMessage(ticketId), ticket_id: ticketId };
}
