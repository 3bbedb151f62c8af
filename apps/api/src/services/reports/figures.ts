import type { SalesFigures } from '@retoma/api-client';
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { vendasRecuperadas as vr } from '../../db/schema';
import type { Caller } from '../tickets/access';

/**
 * The sums every report is made of, written once: over credits (`vendas_recuperadas`), in PostgreSQL, in integer
 * cents (numeric × 100, exact), with what a refund or chargeback reversed apart.
 */

const reversed = sql`${vr.revertidaEm} is not null`;

/** The aggregate columns of a group of credits. */
export const figureColumns = {
  vendas: sql<number>`count(*)::int`.mapWith(Number),
  revertidas: sql<number>`(count(*) filter (where ${reversed}))::int`.mapWith(Number),
  bruto: sql<number>`(coalesce(sum(${vr.valor}), 0) * 100)::bigint`.mapWith(Number),
  revertido: sql<number>`(coalesce(sum(${vr.valor}) filter (where ${reversed}), 0) * 100)::bigint`.mapWith(Number),
};

export interface FigureRow {
  vendas: number;
  revertidas: number;
  bruto: number;
  revertido: number;
}

export const ZERO: SalesFigures = { vendas: 0, revertidas: 0, bruto_centavos: 0, revertido_centavos: 0, liquido_centavos: 0 };

export const toFigures = (row: FigureRow | undefined): SalesFigures =>
  row
    ? {
        vendas: row.vendas,
        revertidas: row.revertidas,
        bruto_centavos: row.bruto,
        revertido_centavos: row.revertido,
        liquido_centavos: row.bruto - row.revertido,
      }
    : { ...ZERO };

/** Figures added together (integers: exact). */
export const addFigures = (rows: SalesFigures[]): SalesFigures =>
  rows.reduce(
    (sum, row) => ({
      vendas: sum.vendas + row.vendas,
      revertidas: sum.revertidas + row.revertidas,
      bruto_centavos: sum.bruto_centavos + row.bruto_centavos,
      revertido_centavos: sum.revertido_centavos + row.revertido_centavos,
      liquido_centavos: sum.liquido_centavos + row.liquido_centavos,
    }),
    { ...ZERO },
  );

/** Net cents of a group (what was not reversed). */
export const netCents = sql<number>`(coalesce(sum(${vr.valor}) filter (where ${vr.revertidaEm} is null), 0) * 100)::bigint`.mapWith(Number);

/** The products a report reads: the filter's, within those the caller's role may see (null: all). */
export function productScope(caller: Caller, produtos: number[] | undefined): number[] | null {
  const chosen = produtos && produtos.length > 0 ? produtos : null;
  if (caller.produtos === null) return chosen;
  return chosen ? chosen.filter((id) => caller.produtos!.includes(id)) : caller.produtos;
}

/** Credits of the company recovered in [from, to), on the products in scope. */
export function creditsWithin(caller: Caller, from: Date, to: Date, products: number[] | null, extra?: SQL): SQL {
  return and(
    eq(vr.companyId, caller.scope.id),
    gte(vr.recuperadaEm, from),
    lt(vr.recuperadaEm, to),
    products === null ? undefined : inArray(vr.produtoId, products.length > 0 ? products : [0]),
    extra,
  )!;
}
