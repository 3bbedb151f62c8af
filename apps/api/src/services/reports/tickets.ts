import type { TicketReportCounts, TicketsReport } from '@retoma/api-client';
import type { PeopleReportQuery } from '@retoma/api-client/schemas';
import { and, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { agendamentos, atendimentos, catalogos, tickets, users } from '../../db/schema';
import { ticketsOf, type Caller } from '../tickets/access';
import { addDays, dayGroupIn } from '../timeZone';
import { productScope } from './figures';
import { reportWindow } from './period';

/**
 * `GET /relatorio-tickets`: what happened to the tickets of a period — created, and attendances by outcome — day
 * by day and per agent, why sales were lost, how long tickets waited for a first attendance and to be closed, and
 * the returns now overdue. Each figure one aggregate in PostgreSQL, on the tickets the caller's role may see.
 */

const outcomeColumns = {
  atendidos: sql<number>`count(*)::int`.mapWith(Number),
  ganhos: sql<number>`(count(*) filter (where ${atendimentos.tipo} = 'ganhou'))::int`.mapWith(Number),
  aguardando: sql<number>`(count(*) filter (where ${atendimentos.tipo} = 'aguardando'))::int`.mapWith(Number),
  perdidos: sql<number>`(count(*) filter (where ${atendimentos.tipo} = 'perdeu'))::int`.mapWith(Number),
};
const NO_OUTCOMES = { atendidos: 0, ganhos: 0, aguardando: 0, perdidos: 0 };

export async function ticketsReport(db: Database, caller: Caller, q: PeopleReportQuery): Promise<TicketsReport> {
  const zone = caller.scope.timeZone;
  const window = reportWindow(q, zone);
  const products = productScope(caller, q.produtos);
  const people = q.usuarios && q.usuarios.length > 0 ? q.usuarios : null;
  const byProduct = (column: AnyPgColumn) => (products === null ? undefined : inArray(column, products.length > 0 ? products : [0]));
  const byPerson = people === null ? undefined : inArray(atendimentos.atendenteId, people);
  const attendedIn = (from: Date, to: Date, extra?: SQL) =>
    and(
      eq(atendimentos.companyId, caller.scope.id),
      gte(atendimentos.createdAt, from),
      lt(atendimentos.createdAt, to),
      byProduct(atendimentos.produtoId),
      byPerson,
      extra,
    );
  const createdIn = (from: Date, to: Date) =>
    ticketsOf(caller, and(gte(tickets.createdAt, from), lt(tickets.createdAt, to), byProduct(tickets.produtoId)));

  const createdDays = dayGroupIn(tickets.createdAt, zone);
  const attendedDays = dayGroupIn(atendimentos.createdAt, zone);
  // The period day by day; the previous one only as totals (grouping its days would cost as much again).
  const [createdByDay, [createdBefore], attendedByDay, [attendedBefore], byAgent, reasons, [times], [overdue]] = await Promise.all([
    db.select({ dia: createdDays.day, n: count() }).from(tickets).where(createdIn(window.from, window.to)).groupBy(createdDays.key),
    db.select({ n: count() }).from(tickets).where(createdIn(window.previousFrom, window.from)),
    db
      .select({ dia: attendedDays.day, ...outcomeColumns })
      .from(atendimentos)
      .where(attendedIn(window.from, window.to))
      .groupBy(attendedDays.key),
    db.select(outcomeColumns).from(atendimentos).where(attendedIn(window.previousFrom, window.from)),
    db
      .select({ id: users.id, name: users.name, avatar: users.avatar, ...outcomeColumns })
      .from(atendimentos)
      .innerJoin(users, eq(users.id, atendimentos.atendenteId))
      .where(attendedIn(window.from, window.to))
      .groupBy(users.id)
      .orderBy(sql`count(*) filter (where ${atendimentos.tipo} = 'ganhou') desc`, users.name),
    db
      .select({ id: catalogos.id, nome: catalogos.nome, quantidade: count() })
      .from(atendimentos)
      .leftJoin(catalogos, eq(catalogos.id, atendimentos.tipoDePerdaId))
      .where(attendedIn(window.from, window.to, eq(atendimentos.tipo, 'perdeu')))
      .groupBy(catalogos.id)
      .orderBy(sql`count(*) desc`, catalogos.nome),
    db
      .select({
        // Tickets not yet attended have no first attendance, those still open no closing: avg leaves their nulls out.
        primeiro: sql<number | null>`avg(extract(epoch from (${tickets.primeiroAtendimentoEm} - ${tickets.createdAt}))) / 60`.mapWith(
          (v) => (v === null ? null : Number(v)),
        ),
        finalizacao: sql<number | null>`avg(extract(epoch from (${tickets.fechadoEm} - ${tickets.createdAt}))) / 60`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
      })
      .from(tickets)
      .where(createdIn(window.from, window.to)),
    db
      .select({ n: count() })
      .from(agendamentos)
      .where(
        and(
          eq(agendamentos.companyId, caller.scope.id),
          isNull(agendamentos.concluidoEm),
          lt(agendamentos.dataAgendamento, new Date()),
          people === null ? undefined : inArray(agendamentos.responsavelId, people),
          // The ticket is read only for its product, when the report is limited to some.
          products === null
            ? undefined
            : inArray(
                agendamentos.ticketId,
                db
                  .select({ id: tickets.id })
                  .from(tickets)
                  .where(ticketsOf(caller, byProduct(tickets.produtoId))),
              ),
        ),
      ),
  ]);

  const outcomesOf = (row: typeof NO_OUTCOMES | undefined) => {
    const { atendidos, ganhos, aguardando, perdidos } = row ?? NO_OUTCOMES;
    return { atendidos, ganhos, aguardando, perdidos };
  };
  const sumOf = (rows: (typeof NO_OUTCOMES)[]) =>
    rows.reduce(
      (sum, row) => ({
        atendidos: sum.atendidos + row.atendidos,
        ganhos: sum.ganhos + row.ganhos,
        aguardando: sum.aguardando + row.aguardando,
        perdidos: sum.perdidos + row.perdidos,
      }),
      NO_OUTCOMES,
    );
  const current: TicketReportCounts = {
    criados: createdByDay.reduce((sum, row) => sum + row.n, 0),
    ...sumOf(attendedByDay.map(outcomesOf)),
  };
  const previous: TicketReportCounts = { criados: createdBefore?.n ?? 0, ...outcomesOf(attendedBefore) };
  const round = (minutes: number | null | undefined) => (minutes === null || minutes === undefined ? null : Math.round(minutes));

  return {
    periodo: window.wire,
    atual: current,
    anterior: previous,
    por_dia: Array.from({ length: window.wire.dias }, (_, i) => {
      const dia = addDays(window.wire.dt_inicio, i);
      return {
        dia,
        criados: createdByDay.find((row) => row.dia === dia)?.n ?? 0,
        ...outcomesOf(attendedByDay.find((row) => row.dia === dia)),
      };
    }),
    por_pessoa: byAgent.map(({ id, name, avatar, ...outcomes }) => ({ usuario: { id, name, avatar }, ...outcomes })),
    motivos_perda: reasons,
    minutos_primeiro_atendimento: round(times?.primeiro),
    minutos_finalizacao: round(times?.finalizacao),
    retornos_atrasados: overdue?.n ?? 0,
  };
}
