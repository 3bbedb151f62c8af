import {
  REPORT_ORIGINS,
  type CampaignKind,
  type PaymentType,
  type RecoveredSalesReport,
  type ReportOrigin,
  type ReportOriginRow,
  type ReportPaymentRow,
  type ReportReversals,
  type SalesFigures,
} from '@retoma/api-client';
import type { ReportQuery } from '@retoma/api-client/schemas';
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campanhaPassos, campanhas, produtos, vendasRecuperadas as vr } from '../../db/schema';
import type { Caller } from '../tickets/access';
import { dayGroupIn } from '../timeZone';
import { addFigures, creditsWithin, figureColumns, netCents, productScope, toFigures } from './figures';
import { reportWindow, type ReportWindow } from './period';

/**
 * `GET /relatorio-vendas`: the recovered sales of a period, each split one GROUP BY in PostgreSQL over the credits
 * of the period (on the (company, recovered at) index); Node only shapes the grouped rows.
 */

/** The origin of a credit: its campaign's type, or the agent's link or won ticket. */
const originKey = sql<ReportOrigin>`case
  when ${vr.origem} = 'link_agente' then 'link_direto'
  when ${vr.origem} = 'ticket' then 'ticket_manual'
  else coalesce(${campanhas.tipo}, 'campanha_excluida') end`;

/** Origins always listed (a zero is an answer too); a deleted campaign's sales only when there are some. */
const LISTED_ORIGINS = REPORT_ORIGINS.filter((origin) => origin !== 'campanha_excluida');
const AUTOMATIC_ORIGINS: readonly ReportOrigin[] = ['carrinho', 'boleto', 'cancelado', 'agendamento', 'whatsapp', 'campanha_excluida'];

/** The comparison: the period and the one before it in one pass, told apart by when the sale was recovered. */
export async function currentAndPrevious(db: Database, caller: Caller, window: ReportWindow, products: number[] | null, extra?: SQL) {
  const rows = await db
    .select({ atual: sql<boolean>`${vr.recuperadaEm} >= ${window.from}`, ...figureColumns })
    .from(vr)
    .where(creditsWithin(caller, window.previousFrom, window.to, products, extra))
    .groupBy(sql`1`);
  return { atual: toFigures(rows.find((row) => row.atual)), anterior: toFigures(rows.find((row) => !row.atual)) };
}

/**
 * Figures per day (in the company's zone) and per `key` (a product's or a person's id) over the period and the one
 * before it, in one pass over the credits: the comparison's totals, each key's figures in the period and its net
 * value per day are sums of these rows (integer cents: exact).
 */
export async function dailyFigures(
  db: Database,
  caller: Caller,
  window: ReportWindow,
  products: number[] | null,
  key: SQL<number>,
  extra?: SQL,
) {
  const days = dayGroupIn(vr.recuperadaEm, caller.scope.timeZone);
  const rows = await db
    .select({ dia: days.day, id: key, ...figureColumns })
    .from(vr)
    .where(creditsWithin(caller, window.previousFrom, window.to, products, extra))
    .groupBy(days.key, key)
    .orderBy(sql`1`, sql`2`);
  // Days are `YYYY-MM-DD`: they compare as text.
  const current = rows.filter((row) => row.dia >= window.wire.dt_inicio);
  const perKey = new Map<number, SalesFigures>();
  for (const row of current) perKey.set(row.id, addFigures([perKey.get(row.id) ?? toFigures(undefined), toFigures(row)]));
  return {
    atual: addFigures(current.map(toFigures)),
    anterior: addFigures(rows.filter((row) => row.dia < window.wire.dt_inicio).map(toFigures)),
    perKey,
    porDia: current.map((row) => ({ dia: row.dia, id: row.id, liquido_centavos: row.bruto - row.revertido })),
  };
}

export async function byOrigin(db: Database, caller: Caller, window: ReportWindow, products: number[] | null, extra?: SQL) {
  const rows = await db
    .select({ origem: originKey, ...figureColumns })
    .from(vr)
    .leftJoin(campanhas, eq(campanhas.id, vr.campanhaId))
    .where(creditsWithin(caller, window.from, window.to, products, extra))
    .groupBy(sql`1`);
  const of = (origem: ReportOrigin) => rows.find((row) => row.origem === origem);
  const listed: ReportOriginRow[] = LISTED_ORIGINS.map((origem) => ({ origem, ...toFigures(of(origem)) }));
  const deleted = of('campanha_excluida');
  return deleted ? [...listed, { origem: 'campanha_excluida' as const, ...toFigures(deleted) }] : listed;
}

export async function byPayment(db: Database, caller: Caller, window: ReportWindow, products: number[] | null, extra?: SQL) {
  const rows = await db
    .select({ payment_type: vr.paymentType, ...figureColumns })
    .from(vr)
    .where(creditsWithin(caller, window.from, window.to, products, extra))
    .groupBy(sql`1`)
    .orderBy(desc(netCents), sql`1`);
  return rows.map((row): ReportPaymentRow => ({ payment_type: row.payment_type as PaymentType, ...toFigures(row) }));
}

/** Sales of the period reversed since, by why: the platform's chargeback event, or a refund. */
export async function reversals(db: Database, caller: Caller, window: ReportWindow, products: number[] | null, extra?: SQL) {
  const rows = await db
    .select({
      chargeback: sql<boolean>`coalesce(${vr.motivoReversao} ilike '%chargeback%', false)`,
      vendas: sql<number>`count(*)::int`.mapWith(Number),
      valor: sql<number>`(sum(${vr.valor}) * 100)::bigint`.mapWith(Number),
    })
    .from(vr)
    .where(creditsWithin(caller, window.from, window.to, products, and(isNotNull(vr.revertidaEm), extra)))
    .groupBy(sql`1`);
  const of = (chargeback: boolean) => {
    const row = rows.find((r) => r.chargeback === chargeback);
    return { vendas: row?.vendas ?? 0, valor_centavos: row?.valor ?? 0 };
  };
  return { reembolsos: of(false), chargebacks: of(true) } satisfies ReportReversals;
}

export async function salesReport(db: Database, caller: Caller, q: ReportQuery): Promise<RecoveredSalesReport> {
  const window = reportWindow(q, caller.scope.timeZone);
  const products = productScope(caller, q.produtos);
  const within = creditsWithin(caller, window.from, window.to, products);

  const [daily, porOrigem, porPasso, porPagamento, reversoes] = await Promise.all([
    dailyFigures(db, caller, window, products, sql<number>`${vr.produtoId}`.mapWith(Number)),
    byOrigin(db, caller, window, products),
    db
      .select({
        campanhaId: campanhas.id,
        nome: campanhas.nome,
        tipo: campanhas.tipo,
        canal: campanhaPassos.canal,
        posicao: campanhaPassos.posicao,
        ...figureColumns,
      })
      .from(vr)
      .innerJoin(campanhas, eq(campanhas.id, vr.campanhaId))
      .leftJoin(campanhaPassos, eq(campanhaPassos.id, vr.passoId))
      .where(and(within, eq(vr.origem, 'campanha')))
      .groupBy(campanhas.id, campanhaPassos.canal, campanhaPassos.posicao)
      .orderBy(desc(netCents), campanhas.nome, campanhaPassos.canal, campanhaPassos.posicao),
    byPayment(db, caller, window, products),
    reversals(db, caller, window, products),
  ]);

  const ids = [...daily.perKey.keys()];
  const named = ids.length
    ? await db.select({ id: produtos.id, nome: produtos.nome, cor: produtos.cor }).from(produtos).where(inArray(produtos.id, ids))
    : [];
  const porProduto = named
    .map((product) => ({ ...product, ...daily.perKey.get(product.id)! }))
    .sort((a, b) => b.liquido_centavos - a.liquido_centavos || a.nome.localeCompare(b.nome, 'pt'));
  const automatic = porOrigem.filter((row) => AUTOMATIC_ORIGINS.includes(row.origem));
  const assisted = porOrigem.filter((row) => !AUTOMATIC_ORIGINS.includes(row.origem));
  return {
    periodo: window.wire,
    atual: daily.atual,
    anterior: daily.anterior,
    produtos: porProduto,
    por_dia: daily.porDia,
    por_origem: porOrigem,
    por_passo: porPasso.map((row) => ({
      campanha: { id: row.campanhaId, nome: row.nome, tipo: row.tipo as CampaignKind },
      canal: row.canal,
      posicao: row.posicao,
      ...toFigures(row),
    })),
    automatico: addFigures(automatic),
    assistido: addFigures(assisted),
    por_pagamento: porPagamento,
    reversoes,
  };
}
