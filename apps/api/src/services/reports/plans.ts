import type { CampaignKind, FunnelFigures, PlanReport, SalesFigures } from '@retoma/api-client';
import type { ReportQuery } from '@retoma/api-client/schemas';
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { campanhaContatos, campanhaPassos, campanhas, envios, planos, produtos, vendasRecuperadas as vr } from '../../db/schema';
import type { Caller } from '../tickets/access';
import { creditsWithin, figureColumns, productScope, toFigures } from './figures';
import { reportWindow } from './period';

/**
 * `GET /relatorio-planos` (`planos/relatorios`): each plan's campaigns and their funnel in the period — contacts
 * that entered, sends that went out, opened and clicked, and the sales credited — per campaign and per step. Each
 * count one GROUP BY in PostgreSQL; Node places the grouped rows under their plan, campaign and step.
 */

/**
 * Sends that had an event of this kind (opened, clicked), each counted once however many times it happened. The
 * kind is one of two fixed words written into the SQL; the names are qualified by hand because drizzle writes a
 * one-table select's columns bare, and a bare `id` inside the subquery would be the event's.
 */
const had = (evento: 'aberto' | 'clicou') =>
  sql<number>`(count(*) filter (where exists (select 1 from envio_eventos e where e.envio_id = envios.id and e.evento = ${sql.raw(`'${evento}'`)})))::int`.mapWith(
    Number,
  );
const sendColumns = { envios: sql<number>`count(*)::int`.mapWith(Number), aberturas: had('aberto'), cliques: had('clicou') };

type Counts = { envios: number; aberturas: number; cliques: number };
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

  const [structure, contacts, sendsByCampaign, sendsByStep, salesByCampaign, salesByStep] = await Promise.all([
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
      .select({ id: envios.campanhaId, ...sendColumns })
      .from(envios)
      .where(sent)
      .groupBy(envios.campanhaId),
    db
      .select({ id: envios.passoId, ...sendColumns })
      .from(envios)
      .where(sent)
      .groupBy(envios.passoId),
    db
      .select({ id: vr.campanhaId, ...figureColumns })
      .from(vr)
      .where(creditsWithin(caller, window.from, window.to, products, eq(vr.origem, 'campanha')))
      .groupBy(vr.campanhaId),
    db
      .select({ id: vr.passoId, ...figureColumns })
      .from(vr)
      .where(creditsWithin(caller, window.from, window.to, products, eq(vr.origem, 'campanha')))
      .groupBy(vr.passoId),
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
          sendsByCampaign.find((one) => one.id === row.campanhaId),
          toFigures(salesByCampaign.find((one) => one.id === row.campanhaId)),
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
        ...funnelOf(
          sendsByStep.find((one) => one.id === passoId),
          toFigures(salesByStep.find((one) => one.id === passoId)),
        ),
      });
    }
  }
  return { periodo: window.wire, planos: plans };
}
