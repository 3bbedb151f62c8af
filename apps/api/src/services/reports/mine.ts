import type { MySalesSummary } from '@retoma/api-client';
import type { MySalesQuery } from '@retoma/api-client/schemas';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { comissoes, ordensPagamento, produtos, vendasRecuperadas as vr } from '../../db/schema';
import { validationError } from '../../http/errors';
import { endOfBusinessDay, startOfBusinessDay } from '../tickets/dates';
import type { Caller } from '../tickets/access';
import { addDays, dayIn } from '../timeZone';
import { creditsWithin, figureColumns, netCents, toFigures } from './figures';
import { currentAndPrevious } from './sales';
import type { ReportWindow } from './period';

const DAY = 86_400_000;

/** The dashboard's period (the last 7 days when none, at most 400) and the one of the same length before it. */
function dashboardWindow(q: MySalesQuery, zone: string): ReportWindow {
  const last = q.dt_fim ?? dayIn(new Date(), zone);
  const first = q.dt_inicio ?? addDays(last, -6);
  const length = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY) + 1;
  if (length < 1) throw validationError({ dt_fim: ['A data final não pode ser anterior à inicial.'] });
  if (length > 400) throw validationError({ dt_fim: ['Escolha um período de até 400 dias.'] });
  const previousFirst = addDays(first, -length);
  return {
    wire: { dt_inicio: first, dt_fim: last, anterior_inicio: previousFirst, anterior_fim: addDays(first, -1), dias: length },
    from: startOfBusinessDay(first, zone),
    to: endOfBusinessDay(last, zone),
    previousFrom: startOfBusinessDay(previousFirst, zone),
  };
}

/**
 * `GET /relatorio-minhas-vendas`: what the dashboard shows of money — the sales credited to the caller (their link
 * or a ticket they won) in the period against the previous one, by product, and their commissions still to receive.
 */
export async function mySales(db: Database, caller: Caller, q: MySalesQuery): Promise<MySalesSummary> {
  const window = dashboardWindow(q, caller.scope.timeZone);
  const mine = eq(vr.usuarioId, caller.userId);
  const [comparison, byProduct, [owed]] = await Promise.all([
    currentAndPrevious(db, caller, window, null, mine),
    db
      .select({ id: produtos.id, nome: produtos.nome, cor: produtos.cor, ...figureColumns })
      .from(vr)
      .innerJoin(produtos, eq(produtos.id, vr.produtoId))
      .where(creditsWithin(caller, window.from, window.to, null, mine))
      .groupBy(produtos.id)
      .orderBy(desc(netCents), produtos.nome),
    db
      .select({
        total: sql<number>`(coalesce(sum(${comissoes.valor}), 0) * 100)::bigint`.mapWith(Number),
        retidas: sql<number>`(coalesce(sum(${comissoes.valor}) filter (where ${comissoes.retidaAte} > now()), 0) * 100)::bigint`.mapWith(
          Number,
        ),
      })
      .from(comissoes)
      .leftJoin(ordensPagamento, eq(ordensPagamento.id, comissoes.ordemId))
      .where(
        and(
          eq(comissoes.companyId, caller.scope.id),
          eq(comissoes.userId, caller.userId),
          isNull(comissoes.estornadaEm),
          or(isNull(comissoes.ordemId), isNull(ordensPagamento.pagaEm)),
        ),
      ),
  ]);
  return {
    periodo: window.wire,
    ...comparison,
    produtos: byProduct.map(({ id, nome, cor, ...row }) => ({ id, nome, cor, ...toFigures(row) })),
    comissoes_a_receber_centavos: owed?.total ?? 0,
    comissoes_retidas_centavos: owed?.retidas ?? 0,
  };
}
