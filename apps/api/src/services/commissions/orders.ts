import type { OrdemContagem, OrdemDetalhe, OrdemGrupo, OrdemPage, OrdemPagamento } from '@retoma/api-client';
import type { ordemFilterQuery, ordemListQuery } from '@retoma/api-client/schemas';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { comissoes, companies, companyLogos, ordensPagamento, users } from '../../db/schema';
import type { CompanyScope } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { recordChange } from '../audit';
import { LOGO_PATH } from '../company';
import { paginate, searchOf } from '../pagination';
import { endOfDayIn, startOfDayIn } from '../timeZone';
import { readyToOrder } from './list';
import { toCents, toReais } from './money';
import { selectComissoes, toComissao } from './rows';

/** How the trail names an order. */
const orderLabel = (id: number) => `Ordem #${id}`;

/**
 * `POST /comissaos/gerarordens`: one order per chosen person with every commission of theirs ready to order
 * (adjustments included), in one transaction: the commissions are locked and claimed by the new order, so two
 * managers generating at once never put one commission in two orders. A person with nothing ready gets none;
 * a selection with nothing ready at all is a 409.
 */
export async function generateOrders(db: Database, companyId: number, actorId: number, userIds: number[]): Promise<OrdemPagamento[]> {
  const created = await db.transaction(async (tx) => {
    const ready = await tx
      .select({ id: comissoes.id, userId: comissoes.userId, valor: comissoes.valor })
      .from(comissoes)
      .where(and(readyToOrder(companyId), inArray(comissoes.userId, userIds)))
      .orderBy(asc(comissoes.id))
      .for('update');
    const ids: number[] = [];
    for (const userId of userIds) {
      const own = ready.filter((row) => row.userId === userId);
      if (own.length === 0) continue;
      const total = toReais(own.reduce((sum, row) => sum + toCents(row.valor), 0));
      const [ordem] = await tx
        .insert(ordensPagamento)
        .values({ companyId, userId, total, geradaPor: actorId })
        .returning({ id: ordensPagamento.id });
      await recordChange(tx, {
        companyId,
        actorId,
        area: 'commissions',
        action: 'create',
        entityId: ordem!.id,
        label: orderLabel(ordem!.id),
        before: null,
        after: { user: { id: userId }, total, comissoes: own.map((row) => row.id) },
      });
      await tx
        .update(comissoes)
        .set({ ordemId: ordem!.id, updatedAt: new Date() })
        .where(
          inArray(
            comissoes.id,
            own.map((row) => row.id),
          ),
        );
      ids.push(ordem!.id);
    }
    if (ids.length === 0) throw conflict('Nenhuma das pessoas escolhidas tem comissões prontas para uma ordem.');
    return ids;
  });
  return ordersById(db, companyId, created);
}

const ordemColumns = {
  id: ordensPagamento.id,
  userId: users.id,
  name: users.name,
  avatar: users.avatar,
  total: ordensPagamento.total,
  quantidade: sql<number>`(select count(*)::int from ${comissoes} where ${comissoes.ordemId} = ${ordensPagamento.id})`,
  pagaEm: ordensPagamento.pagaEm,
  createdAt: ordensPagamento.createdAt,
};

const selectOrdens = (db: Database) =>
  db.select(ordemColumns).from(ordensPagamento).innerJoin(users, eq(users.id, ordensPagamento.userId)).$dynamic();

function toOrdem(row: Awaited<ReturnType<ReturnType<typeof selectOrdens>['execute']>>[number]): OrdemPagamento {
  return {
    id: row.id,
    user: { id: row.userId, name: row.name, avatar: row.avatar },
    total: Number(row.total),
    quantidade: row.quantidade,
    paga_em: row.pagaEm?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

async function ordersById(db: Database, companyId: number, ids: number[]) {
  const rows = await selectOrdens(db)
    .where(and(eq(ordensPagamento.companyId, companyId), inArray(ordensPagamento.id, ids)))
    .orderBy(asc(ordensPagamento.id));
  return rows.map(toOrdem);
}

/** The filter of the orders' tabs: searched by person; the period is when created (pending) or paid (paid). */
function filterOf(scope: CompanyScope, q: z.output<typeof ordemFilterQuery>, paid: boolean): SQL {
  const when = paid ? ordensPagamento.pagaEm : ordensPagamento.createdAt;
  return and(
    eq(ordensPagamento.companyId, scope.id),
    paid ? isNotNull(ordensPagamento.pagaEm) : isNull(ordensPagamento.pagaEm),
    searchOf(q.search, [users.name]),
    q.dt_inicio ? gte(when, startOfDayIn(q.dt_inicio, scope.timeZone)) : undefined,
    q.dt_fim ? lt(when, endOfDayIn(q.dt_fim, scope.timeZone)) : undefined,
  )!;
}

/** `GET /ordems`: pending orders newest first, or paid ones by payment, with the tab's sum. */
export async function listOrdens(db: Database, scope: CompanyScope, q: z.output<typeof ordemListQuery>): Promise<OrdemPage> {
  const paid = q.pago === '1';
  const where = filterOf(scope, q, paid);
  const order = paid
    ? [desc(ordensPagamento.pagaEm), desc(ordensPagamento.id)]
    : [desc(ordensPagamento.createdAt), desc(ordensPagamento.id)];
  const [page, [totals]] = await Promise.all([
    paginate(
      q,
      (window) =>
        selectOrdens(db)
          .where(where)
          .orderBy(...order)
          .limit(window.limit)
          .offset(window.offset),
      db.select({ n: count() }).from(ordensPagamento).innerJoin(users, eq(users.id, ordensPagamento.userId)).where(where),
      (rows) => rows.map(toOrdem),
    ),
    db
      .select({ soma: sql<string>`coalesce(sum(${ordensPagamento.total}), 0)::text` })
      .from(ordensPagamento)
      .innerJoin(users, eq(users.id, ordensPagamento.userId))
      .where(where),
  ]);
  return { ...page, soma: toReais(toCents(totals?.soma ?? '0')) };
}

/** `GET /ordems/contagem`: how many orders each tab holds under the same search and period. */
export async function countOrdens(db: Database, scope: CompanyScope, q: z.output<typeof ordemFilterQuery>): Promise<OrdemContagem> {
  const counted = (paid: boolean) =>
    db
      .select({ n: count() })
      .from(ordensPagamento)
      .innerJoin(users, eq(users.id, ordensPagamento.userId))
      .where(filterOf(scope, q, paid));
  const [[pendentes], [pagas]] = await Promise.all([counted(false), counted(true)]);
  return { pendentes: pendentes?.n ?? 0, pagas: pagas?.n ?? 0 };
}

/** Groups an order's items by product and side, in the order they first appear. */
export function groupsOf(itens: ReturnType<typeof toComissao>[]): OrdemGrupo[] {
  const groups = new Map<string, OrdemGrupo & { cents: number }>();
  for (const item of itens) {
    const key = `${item.produto.id}:${item.natureza}`;
    const group = groups.get(key) ?? { produto: item.produto, natureza: item.natureza, quantidade: 0, valor: 0, cents: 0 };
    group.quantidade += 1;
    group.cents += toCents(item.valor);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ cents, ...group }) => ({ ...group, valor: toReais(cents) }));
}

/** `GET /ordems/{id}`: one order with its items, grouped by product and side, and the company's header and notes. */
export async function getOrdem(db: Database, companyId: number, id: number): Promise<OrdemDetalhe> {
  const [[row], itens, [empresa]] = await Promise.all([
    selectOrdens(db).where(and(eq(ordensPagamento.companyId, companyId), eq(ordensPagamento.id, id))),
    selectComissoes(db)
      .where(and(eq(comissoes.companyId, companyId), eq(comissoes.ordemId, id)))
      .orderBy(asc(comissoes.produtoId), asc(comissoes.natureza), asc(comissoes.id)),
    db
      .select({
        nome: companies.name,
        descricao: companies.descricao,
        rodape: companies.rodape,
        logo: companies.logo,
        logoToken: companyLogos.token,
      })
      .from(companies)
      .leftJoin(companyLogos, eq(companyLogos.companyId, companies.id))
      .where(eq(companies.id, companyId)),
  ]);
  if (!row) throw notFound('Ordem não encontrada.');
  const items = itens.map(toComissao);
  return {
    ...toOrdem(row),
    grupos: groupsOf(items),
    itens: items,
    empresa: {
      nome: empresa!.nome,
      descricao: empresa!.descricao,
      rodape: empresa!.rodape,
      logo: empresa!.logoToken ? `${LOGO_PATH}/${empresa!.logoToken}` : empresa!.logo,
    },
  };
}

/**
 * `POST /ordems/setpago` and `/ordems/unsetpago`: marks the chosen orders of the company paid now (or pending
 * again). Orders already in that state are left as they are. Answers the orders as they stand.
 */
export async function setPaid(db: Database, companyId: number, actorId: number, ids: number[], paid: boolean): Promise<OrdemPagamento[]> {
  const now = new Date();
  await db.transaction(async (tx) => {
    // Each order that changes is recorded with its total and when it had been paid (a reversal says which payment it undid).
    const changed = await tx
      .select({ id: ordensPagamento.id, userId: ordensPagamento.userId, total: ordensPagamento.total, pagaEm: ordensPagamento.pagaEm })
      .from(ordensPagamento)
      .where(
        and(
          eq(ordensPagamento.companyId, companyId),
          inArray(ordensPagamento.id, ids),
          paid ? isNull(ordensPagamento.pagaEm) : isNotNull(ordensPagamento.pagaEm),
        ),
      )
      .for('update');
    if (changed.length === 0) return;
    await tx
      .update(ordensPagamento)
      .set(paid ? { pagaEm: now, pagaPor: actorId, updatedAt: now } : { pagaEm: null, pagaPor: null, updatedAt: now })
      .where(
        inArray(
          ordensPagamento.id,
          changed.map((row) => row.id),
        ),
      );
    for (const row of changed)
      await recordChange(tx, {
        companyId,
        actorId,
        area: 'commissions',
        action: paid ? 'pay' : 'unpay',
        entityId: row.id,
        label: orderLabel(row.id),
        before: { paga_em: row.pagaEm?.toISOString() ?? null },
        after: { paga_em: paid ? now.toISOString() : null, user: { id: row.userId }, total: row.total },
      });
  });
  const found = await ordersById(db, companyId, ids);
  if (found.length === 0) throw notFound('Ordem não encontrada.');
  return found;
}
