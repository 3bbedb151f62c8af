import type { PeopleSalesReport, ReportPersonRow } from '@retoma/api-client';
import type { PeopleReportQuery } from '@retoma/api-client/schemas';
import { and, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { atendimentos, comissoes, users, vendasRecuperadas as vr } from '../../db/schema';
import type { Caller } from '../tickets/access';
import { productScope, toFigures } from './figures';
import { reportWindow, type ReportWindow } from './period';
import { byOrigin, byPayment, dailyFigures, reversals } from './sales';

/**
 * `GET /relatorio-vendas-usuario`: the sales credited to people (an agent's link or won ticket), per person, with
 * the tickets they attended and won and the commissions created for them in the period. Each figure is one
 * GROUP BY in PostgreSQL; Node joins the grouped rows by person.
 */

/** Rows of a company table in the period, on the products and people in scope. */
function scoped(
  table: { companyId: AnyPgColumn; createdAt: AnyPgColumn; produtoId: AnyPgColumn },
  person: AnyPgColumn,
  caller: Caller,
  window: ReportWindow,
  products: number[] | null,
  people: number[] | null,
): SQL {
  return and(
    eq(table.companyId, caller.scope.id),
    gte(table.createdAt, window.from),
    lt(table.createdAt, window.to),
    products === null ? undefined : inArray(table.produtoId, products.length > 0 ? products : [0]),
    people === null ? undefined : inArray(person, people.length > 0 ? people : [0]),
  )!;
}

export async function peopleReport(db: Database, caller: Caller, q: PeopleReportQuery): Promise<PeopleSalesReport> {
  const window = reportWindow(q, caller.scope.timeZone);
  const products = productScope(caller, q.produtos);
  const people = q.usuarios && q.usuarios.length > 0 ? q.usuarios : null;
  const credited = and(isNotNull(vr.usuarioId), people === null ? undefined : inArray(vr.usuarioId, people));

  const [daily, attended, commissions, porOrigem, porPagamento, reversoes] = await Promise.all([
    dailyFigures(db, caller, window, products, sql<number>`${vr.usuarioId}`.mapWith(Number), credited),
    db
      .select({
        userId: atendimentos.atendenteId,
        atendidos: sql<number>`count(distinct ${atendimentos.ticketId})::int`.mapWith(Number),
        ganhos: sql<number>`(count(distinct ${atendimentos.ticketId}) filter (where ${atendimentos.tipo} = 'ganhou'))::int`.mapWith(Number),
      })
      .from(atendimentos)
      .where(scoped(atendimentos, atendimentos.atendenteId, caller, window, products, people))
      .groupBy(atendimentos.atendenteId),
    db
      .select({ userId: comissoes.userId, centavos: sql<number>`(sum(${comissoes.valor}) * 100)::bigint`.mapWith(Number) })
      .from(comissoes)
      .where(and(scoped(comissoes, comissoes.userId, caller, window, products, people), isNull(comissoes.estornadaEm)))
      .groupBy(comissoes.userId),
    byOrigin(db, caller, window, products, credited),
    byPayment(db, caller, window, products, credited),
    reversals(db, caller, window, products, credited),
  ]);

  const ids = [...new Set([...daily.perKey.keys(), ...[...attended, ...commissions].map((row) => row.userId)])];
  const names = ids.length
    ? await db.select({ id: users.id, name: users.name, avatar: users.avatar }).from(users).where(inArray(users.id, ids))
    : [];
  const pessoas = names.map((usuario): ReportPersonRow => {
    const figures = daily.perKey.get(usuario.id) ?? toFigures(undefined);
    const tickets = attended.find((row) => row.userId === usuario.id);
    const kept = figures.vendas - figures.revertidas;
    return {
      usuario,
      ...figures,
      tickets_atendidos: tickets?.atendidos ?? 0,
      tickets_ganhos: tickets?.ganhos ?? 0,
      conversao: tickets && tickets.atendidos > 0 ? tickets.ganhos / tickets.atendidos : null,
      ticket_medio_centavos: kept > 0 ? Math.round(figures.liquido_centavos / kept) : null,
      comissoes_centavos: commissions.find((row) => row.userId === usuario.id)?.centavos ?? 0,
    };
  });
  pessoas.sort((a, b) => b.liquido_centavos - a.liquido_centavos || a.usuario.name.localeCompare(b.usuario.name, 'pt'));

  return {
    periodo: window.wire,
    atual: daily.atual,
    anterior: daily.anterior,
    pessoas,
    por_dia: daily.porDia,
    por_origem: porOrigem.filter((row) => row.origem === 'link_direto' || row.origem === 'ticket_manual'),
    por_pagamento: porPagamento,
    reversoes,
  };
}
