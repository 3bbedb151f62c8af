import type { CampaignKind, FunnelFigures, PlanReport, SalesFigures } from '@retoma/api-client';
import type { ReportQuery } from '@retoma/api-client/schemas';
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { campanhaContatos, campanhaPassos, campanhas, envios, planos, produtos, vendasRecuperadas as vr } from '../../db/schema';
import type { Caller } from '../tickets/access';
import { addFigures, creditsWithin, figureColumns, productScope, toFigures } from './figures';
import { reportWindow } from './period';

/**
 * `GET /relatorio-planos` (`planos/relatorios`): each plan's campaigns and their funnel in the period — contacts
 * that entered, sends that went out, opened and clicked, and the sales credited — per campaign and per step. Each
 * count one GROUP BY in PostgreSQL; Node places the grouped rows under their plan, campaign and step.
 */

/** Counted once per step: a campaign's figures are its steps' added up in Node (a send whose step was deleted too). */
type Counts = { envios: number; aberturas: number; cliques: number };
const addCounts = (rows: Counts[]): Counts | undefined =>
  rows.length === 0
    ? undefined
    : rows.reduce((sum, row) => ({
        envios: sum.envios + row.envios,
        aberturas: sum.aberturas + row.aberturas,
        cliques: sum.cliques + row.cliques,
      }));

const funnelOf = (counts: Counts | undefined, sales: SalesFigures): FunnelFigures => ({
  envios: counts?.envios ?? 0,
  aberturas: counts?.aberturas ?? 0,
  cliques: counts?.cliques ?? 0,
  vendas: sales,
});

export async function plansReport(db: Database, caller: Caller, q: ReportQuery): Promise<PlanReport> {
  const window = reportWindow(q, caller.scope.timeZone);
  const products = productScope(caller, q.produtos);
  const inProducts = (column: AnyPgColumn) => (products === null ? undefined : inArray(column, products.length > 0 ? products : [0]));
  const sent = and(
    eq(envios.companyId, caller.scope.id),
    isNotNull(envios.enviadoEm),
    gte(envios.enviadoEm, window.from),
    lt(envios.enviadoEm, window.to),
  );

  const [structure, contacts, sends, sales] = await Promise.all([
    db
      .select({
        planoId: planos.id,
        planoNome: planos.nome,
        campanhaId: campanhas.id,
        campanhaNome: campanhas.nome,
        tipo: campanhas.tipo,
        produtoId: produtos.id,
        produtoNome: produtos.nome,
        produtoCor: produtos.cor,
        passoId: campanhaPassos.id,
        canal: campanhaPassos.canal,
        posicao: campanhaPassos.posicao,
      })
      .from(campanhas)
      .innerJoin(planos, eq(planos.id, campanhas.planoId))
      .innerJoin(produtos, eq(produtos.id, campanhas.produtoId))
      .leftJoin(campanhaPassos, eq(campanhaPassos.campanhaId, campanhas.id))
      .where(and(eq(campanhas.companyId, caller.scope.id), inProducts(campanhas.produtoId)))
      .orderBy(
        asc(planos.nome),
        asc(planos.id),
        asc(campanhas.nome),
        asc(campanhas.id),
        asc(campanhaPassos.canal),
        asc(campanhaPassos.posicao),
      ),
    db
      .select({ id: campanhaContatos.campanhaId, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(campanhaContatos)
      .where(
        and(
          eq(campanhaContatos.companyId, caller.scope.id),
          gte(campanhaContatos.entrouEm, window.from),
          lt(campanhaContatos.entrouEm, window.to),
        ),
      )
      .groupBy(campanhaContatos.campanhaId),
    db
      .select({
        campanhaId: envios.campanhaId,
        passoId: envios.passoId,
        envios: sql<number>`count(*)::int`.mapWith(Number),
        aberturas: sql<number>`(count(${envios.abertoEm}))::int`.mapWith(Number),
        cliques: sql<number>`(count(${envios.clicadoEm}))::int`.mapWith(Number),
      })
      .from(envios)
      .where(sent)
      .groupBy(envios.campanhaId, envios.passoId),
    db
      .select({ campanhaId: vr.campanhaId, passoId: vr.passoId, ...figureColumns })
      .from(vr)
      .where(creditsWithin(caller, window.from, window.to, products, eq(vr.origem, 'campanha')))
      .groupBy(vr.campanhaId, vr.passoId),
  ]);

  const plans: PlanReport['planos'] = [];
  for (const row of structure) {
    let plano = plans.at(-1);
    if (plano?.id !== row.planoId) {
      plano = { id: row.planoId, nome: row.planoNome, campanhas: [] };
      plans.push(plano);
    }
    let campanha = plano.campanhas.at(-1);
    if (campanha?.id !== row.campanhaId) {
      campanha = {
        id: row.campanhaId,
        nome: row.campanhaNome,
        tipo: row.tipo as CampaignKind,
        produto: { id: row.produtoId, nome: row.produtoNome, cor: row.produtoCor },
        contatos: contacts.find((one) => one.id === row.campanhaId)?.n ?? 0,
        ...funnelOf(
          addCounts(sends.filter((one) => one.campanhaId === row.campanhaId)),
          addFigures(sales.filter((one) => one.campanhaId === row.campanhaId).map(toFigures)),
        ),
        passos: [],
      };
      plano.campanhas.push(campanha);
    }
    if (row.passoId !== null && row.canal !== null && row.posicao !== null) {
      const passoId = row.passoId;
      campanha.passos.push({
        id: passoId,
        canal: row.canal,
        posicao: row.posicao,
        ...funnelOf(addCounts(sends.filter((one) => one.passoId === passoId)), toFigures(sales.find((one) => one.passoId === passoId))),
      });
    }
  }
  return { periodo: window.wire, planos: plans };
}
