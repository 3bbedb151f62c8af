import type { ComissaoPage, MinhasComissoesResumo, PessoaAOrdenarDetalhe, PessoaAOrdenarPage, ResumoMes } from '@retoma/api-client';
import type { comissaoListQuery, minhasComissoesQuery, pessoasAOrdenarQuery } from '@retoma/api-client/schemas';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { comissoes, leads, ordensPagamento, preComissoes, produtos, users } from '../../db/schema';
import type { CompanyScope } from '../../http/context';
import { notFound } from '../../http/errors';
import { paginate, searchOf, type PageRequest } from '../pagination';
import { dayIn, endOfDayIn, startOfDayIn } from '../timeZone';
import { selectComissoes, situacaoOf, toComissao, totalComissoes, type TotalJoins } from './rows';
import { toCents, toReais } from './money';

type ListQuery = z.output<typeof comissaoListQuery>;

/** Up to this many people, leads or products matching a search are named by id; more, and they are matched in the same query. */
const MATCHES = 500;

/**
 * The commissions whose person, lead (name or e-mail) or product matches the search. Each side is searched first on
 * its own trigram index and named by id, so the commissions are read through their (company, lead / user /
 * product) indexes together (a bitmap OR). An OR across the joined tables cannot use those indexes (PostgreSQL hashed
 * every lead of the company: over 300 ms at 100 000 commissions), and ids found inside the same query made
 * PostgreSQL plan and start parallel workers for every search.
 */
async function searchIn(db: Database, companyId: number, term: string | undefined): Promise<SQL | undefined> {
  if (!term) return undefined;
  // Builders, not queries: `.limit` changes the query it is called on, and the fallback must match every id.
  const sides = [
    {
      column: comissoes.leadId,
      matching: () =>
        db
          .select({ id: leads.id })
          .from(leads)
          .where(and(eq(leads.companyId, companyId), searchOf(term, [leads.nome, leads.email]))),
    },
    {
      column: comissoes.userId,
      matching: () =>
        db
          .select({ id: users.id })
          .from(users)
          .where(searchOf(term, [users.name])),
    },
    {
      column: comissoes.produtoId,
      matching: () =>
        db
          .select({ id: produtos.id })
          .from(produtos)
          .where(and(eq(produtos.companyId, companyId), searchOf(term, [produtos.nome]))),
    },
  ];
  const found = await Promise.all(sides.map((side) => side.matching().limit(MATCHES + 1)));
  const matched = sides.flatMap(({ column, matching }, i) => {
    const ids = found[i]!.map((row) => row.id);
    if (ids.length > MATCHES) return [inArray(column, matching())];
    return ids.length > 0 ? [inArray(column, ids)] : [];
  });
  return matched.length > 0 ? or(...matched) : sql`false`;
}

/** The filter of a commissions list; the period is when each was made, in the company's zone. */
async function filterOf(db: Database, scope: CompanyScope, q: Partial<ListQuery>): Promise<SQL> {
  return and(
    eq(comissoes.companyId, scope.id),
    await searchIn(db, scope.id, q.search),
    q.user_id === undefined ? undefined : eq(comissoes.userId, q.user_id),
    q.criador_id === undefined ? undefined : eq(preComissoes.criadorUserId, q.criador_id),
    q.situacao === undefined ? undefined : sql`${situacaoOf} = ${q.situacao}`,
    q.dt_inicio ? gte(comissoes.createdAt, startOfDayIn(q.dt_inicio, scope.timeZone)) : undefined,
    q.dt_fim ? lt(comissoes.createdAt, endOfDayIn(q.dt_fim, scope.timeZone)) : undefined,
  )!;
}

/** A page of commissions with the sum of everything the filter finds, reckoned by the database in numeric. */
async function pageWithSum(db: Database, q: PageRequest, where: SQL, joins: TotalJoins): Promise<ComissaoPage> {
  // One count-and-sum for the page's total and the filter's sum, so both come from the same rows.
  const totals = totalComissoes(db, joins).where(where).execute();
  const page = await paginate(
    q,
    (window) =>
      selectComissoes(db).where(where).orderBy(desc(comissoes.createdAt), desc(comissoes.id)).limit(window.limit).offset(window.offset),
    totals,
    (rows) => rows.map(toComissao),
  );
  const [sum] = await totals;
  return { ...page, soma: toReais(toCents(sum?.soma ?? '0')) };
}

/** `GET /comissaos`: every commission of the company, newest first, with the filter's sum. */
export async function listComissoes(db: Database, scope: CompanyScope, q: ListQuery) {
  return pageWithSum(db, q, await filterOf(db, scope, q), {
    claim: q.criador_id !== undefined,
    order: q.situacao !== undefined,
  });
}

/** `GET /comissaos/minhas`: the caller's own commissions (and the adjustments that took some back). */
export async function listMinhasComissoes(db: Database, scope: CompanyScope, userId: number, q: z.output<typeof minhasComissoesQuery>) {
  return pageWithSum(db, q, await filterOf(db, scope, { ...q, search: undefined, user_id: userId }), {
    claim: false,
    order: q.situacao !== undefined,
  });
}

/** Ready to order: not in an order, not cancelled, not held (an adjustment is always ready). */
export const readyToOrder = (companyId: number) =>
  and(
    eq(comissoes.companyId, companyId),
    isNull(comissoes.ordemId),
    isNull(comissoes.estornadaEm),
    or(isNull(comissoes.retidaAte), lte(comissoes.retidaAte, sql`now()`)),
  )!;
const held = (companyId: number) =>
  and(eq(comissoes.companyId, companyId), isNull(comissoes.ordemId), isNull(comissoes.estornadaEm), gt(comissoes.retidaAte, sql`now()`))!;

/**
 * `GET /comissaos/a-ordenar`: each person with commissions not yet ordered — what their next order would carry
 * (ready commissions and adjustments), what is still held and when the first of it is released — with the sum of
 * what every listed person's orders would carry.
 */
export async function listPessoasAOrdenar(
  db: Database,
  companyId: number,
  q: z.output<typeof pessoasAOrdenarQuery>,
): Promise<PessoaAOrdenarPage> {
  const pending = and(
    eq(comissoes.companyId, companyId),
    isNull(comissoes.ordemId),
    isNull(comissoes.estornadaEm),
    q.search
      ? inArray(
          comissoes.userId,
          db
            .select({ id: users.id })
            .from(users)
            .where(searchOf(q.search, [users.name])),
        )
      : undefined,
  )!;
  const ready = sql`(${comissoes.retidaAte} is null or ${comissoes.retidaAte} <= now())`;
  // Each person's sums, grouped by person before anyone's name is read: joining the people first merged every
  // pending commission with its person's row.
  const grouped = db
    .select({
      userId: comissoes.userId,
      quantidade: sql<number>`(count(*) filter (where ${ready}))::int`.as('quantidade'),
      valor: sql<string>`coalesce(sum(${comissoes.valor}) filter (where ${ready}), 0)`.as('valor'),
      retido: sql<string>`coalesce(sum(${comissoes.valor}) filter (where not ${ready}), 0)`.as('retido'),
      proxima: sql<string | null>`min(${comissoes.retidaAte}) filter (where not ${ready})`.as('proxima'),
    })
    .from(comissoes)
    .where(pending)
    .groupBy(comissoes.userId)
    .as('pessoas');
  // The page, with the number of people and the sum of what their orders would carry beside each row: one pass
  // over what is pending. A page past the last has no row to carry them, and counts apart.
  const rows = await db
    .select({
      userId: grouped.userId,
      name: users.name,
      avatar: users.avatar,
      quantidade: grouped.quantidade,
      valor: sql<string>`${grouped.valor}::text`,
      retido: sql<string>`${grouped.retido}::text`,
      proxima: grouped.proxima,
      n: sql<number>`(count(*) over ())::int`,
      soma: sql<string>`(sum(${grouped.valor}) over ())::text`,
    })
    .from(grouped)
    .innerJoin(users, eq(users.id, grouped.userId))
    .orderBy(asc(users.name), asc(grouped.userId))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [totals] =
    rows.length > 0
      ? [{ n: rows[0]!.n, soma: rows[0]!.soma }]
      : await db.select({ n: count(), soma: sql<string>`coalesce(sum(${grouped.valor}), 0)::text` }).from(grouped);
  const page = await paginate(
    q,
    () => Promise.resolve(rows),
    Promise.resolve([{ n: totals?.n ?? 0 }]),
    (found) =>
      found.map((row) => ({
        user: { id: row.userId, name: row.name, avatar: row.avatar },
        quantidade: row.quantidade,
        valor: toReais(toCents(row.valor)),
        retido: toReais(toCents(row.retido)),
        proxima_liberacao: row.proxima ? new Date(row.proxima).toISOString() : null,
      })),
  );
  return { ...page, soma: toReais(toCents(totals?.soma ?? '0')) };
}

/** `GET /comissaos/a-ordenar/{user}`: what makes one person's amount, item by item, and what is still held. */
export async function getPessoaAOrdenar(db: Database, companyId: number, userId: number): Promise<PessoaAOrdenarDetalhe> {
  const [person] = await db.select({ id: users.id, name: users.name, avatar: users.avatar }).from(users).where(eq(users.id, userId));
  const [itens, retidas] = await Promise.all([
    selectComissoes(db)
      .where(and(readyToOrder(companyId), eq(comissoes.userId, userId)))
      .orderBy(asc(comissoes.createdAt), asc(comissoes.id)),
    selectComissoes(db)
      .where(and(held(companyId), eq(comissoes.userId, userId)))
      .orderBy(asc(comissoes.retidaAte), asc(comissoes.id)),
  ]);
  if (!person || itens.length + retidas.length === 0) throw notFound('Esta pessoa não tem comissões a ordenar.');
  const valor = toReais(itens.reduce((sum, row) => sum + toCents(row.valor), 0));
  return { user: person, valor, itens: itens.map(toComissao), retidas: retidas.map(toComissao) };
}

const EMPTY_MONTH: Omit<ResumoMes, 'mes'> = { pendente: 0, retida: 0, a_receber: 0, ordenada: 0, paga: 0, estornado: 0 };

/**
 * `GET /comissaos/minhas/resumo`: the caller's own amounts per month (when each was made, in the company's zone)
 * over the last `meses` months, by where they stand: claims pending, held, to receive, in an order, paid, and what
 * refunds took back. Every month of the period is listed, oldest first; reckoned in cents.
 */
export async function resumoMinhas(db: Database, scope: CompanyScope, userId: number, meses: number): Promise<MinhasComissoesResumo> {
  // Grouped by position: the zone is a parameter, so the same expression twice would be two different texts.
  const month = (column: SQL | typeof comissoes.createdAt | typeof preComissoes.createdAt) =>
    sql<string>`to_char(${column} at time zone ${scope.timeZone}, 'YYYY-MM')`;
  const since = sql`date_trunc('month', now() at time zone ${scope.timeZone}) - make_interval(months => ${meses - 1})`;
  const mine = sql`(${preComissoes.atendenteId} = ${userId} or ${preComissoes.criadorUserId} = ${userId})`;
  const ownShare = sql`(case when ${preComissoes.criadorUserId} = ${userId} then ${preComissoes.comissaoCriador} else 0 end + case when ${preComissoes.atendenteId} = ${userId} then ${preComissoes.comissaoAtendente} else 0 end)`;
  const [claims, commissions] = await Promise.all([
    db
      .select({ mes: month(preComissoes.createdAt), valor: sql<string>`sum(${ownShare})::text` })
      .from(preComissoes)
      .where(
        and(
          eq(preComissoes.companyId, scope.id),
          eq(preComissoes.situacao, 'pendente'),
          mine,
          sql`${preComissoes.createdAt} at time zone ${scope.timeZone} >= ${since}`,
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ mes: month(comissoes.createdAt), situacao: situacaoOf, valor: sql<string>`sum(${comissoes.valor})::text` })
      .from(comissoes)
      .leftJoin(ordensPagamento, eq(ordensPagamento.id, comissoes.ordemId))
      .where(
        and(
          eq(comissoes.companyId, scope.id),
          eq(comissoes.userId, userId),
          sql`${comissoes.createdAt} at time zone ${scope.timeZone} >= ${since}`,
        ),
      )
      .groupBy(sql`1`, sql`2`),
  ]);
  const months: string[] = [];
  const [year, monthNumber] = dayIn(new Date(), scope.timeZone).split('-').map(Number) as [number, number];
  for (let back = meses - 1; back >= 0; back -= 1) {
    const index = year * 12 + (monthNumber - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  const cents = new Map<string, Record<keyof typeof EMPTY_MONTH, number>>();
  const add = (mes: string, key: keyof typeof EMPTY_MONTH, value: string) => {
    if (!months.includes(mes)) return;
    const bucket = cents.get(mes) ?? { ...EMPTY_MONTH };
    bucket[key] += toCents(value);
    cents.set(mes, bucket);
  };
  for (const row of claims) add(row.mes, 'pendente', row.valor);
  const KEY = { retida: 'retida', a_ordenar: 'a_receber', ordenada: 'ordenada', paga: 'paga' } as const;
  for (const row of commissions) {
    if (row.situacao === 'ajuste') add(row.mes, 'estornado', String(-Number(row.valor)));
    else if (row.situacao === 'estornada') add(row.mes, 'estornado', row.valor);
    else add(row.mes, KEY[row.situacao], row.valor);
  }
  const totals: Record<keyof typeof EMPTY_MONTH, number> = { ...EMPTY_MONTH };
  const list: ResumoMes[] = months.map((mes) => {
    const bucket = cents.get(mes) ?? { ...EMPTY_MONTH };
    for (const key of Object.keys(totals) as Array<keyof typeof EMPTY_MONTH>) totals[key] += bucket[key];
    return { mes, ...Object.fromEntries(Object.entries(bucket).map(([key, value]) => [key, toReais(value)])) } as ResumoMes;
  });
  return {
    meses: list,
    totais: Object.fromEntries(Object.entries(totals).map(([key, value]) => [key, toReais(value)])) as Omit<ResumoMes, 'mes'>,
  };
}
