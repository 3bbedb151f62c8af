import type { DailyCount, MonthComparison, MyTicketsStats, Paginator, Ticket } from '@retoma/api-client';
import type { dashboardPeriodQuery, myTicketActivitiesQuery, myTicketsQuery } from '@retoma/api-client/schemas';
import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { validationError } from '../http/errors';
import { agendamentos, atendimentos, ticketParticipantCounts, ticketParticipants, tickets } from '../db/schema';
import { paginate } from './pagination';
import { type Caller, ticketsOf } from './tickets/access';
import { endOfBusinessDay, startOfBusinessDay } from './tickets/dates';
import { ticketsByIds, toWireTickets } from './tickets/read';
import { addDays, dayGroupIn, dayIn } from './timeZone';

/**
 * The caller's own figures on the dashboard (`GET dashboard/{route}`), from the tickets their role may see. Periods
 * are days of the company's time zone (`dt_inicio`..`dt_fim`, inclusive); without them, the last 7 days up to today.
 */

const DAY = 86_400_000;
const DEFAULT_PERIOD_DAYS = 7;
const MAX_PERIOD_DAYS = 400;
const PERIOD_ORDER_MESSAGE = 'A data final não pode ser anterior à inicial.';
const PERIOD_LENGTH_MESSAGE = 'Escolha um período de até 400 dias.';

interface Period {
  /** The period's days, in order. */
  days: string[];
  from: Date;
  to: Date;
}

function periodOf(q: z.output<typeof dashboardPeriodQuery>, zone: string, now = new Date()): Period {
  const last = q.dt_fim ?? dayIn(now, zone);
  const first = q.dt_inicio ?? addDays(last, 1 - DEFAULT_PERIOD_DAYS);
  // Calendar days between the two dates (UTC midnights: a day lost or gained to daylight saving does not count).
  const length = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY) + 1;
  // The schema bounds a period given whole; one end alone is bounded against its default other end here.
  if (length < 1) throw validationError({ dt_inicio: [PERIOD_ORDER_MESSAGE] });
  if (length > MAX_PERIOD_DAYS) throw validationError({ dt_inicio: [PERIOD_LENGTH_MESSAGE] });
  return {
    days: Array.from({ length }, (_, i) => addDays(first, i)),
    from: startOfBusinessDay(first, zone),
    to: endOfBusinessDay(last, zone),
  };
}

/** The same number of days right before a period (the comparison's "previous period"). */
function previousOf(period: Period, zone: string): Period {
  const length = period.days.length;
  const first = addDays(period.days[0]!, -length);
  return {
    days: Array.from({ length }, (_, i) => addDays(first, i)),
    from: startOfBusinessDay(first, zone),
    to: period.from,
  };
}

/** Attendances the caller finished. */
const attendedBy = (caller: Caller, extra?: SQL) =>
  and(eq(atendimentos.companyId, caller.scope.id), eq(atendimentos.atendenteId, caller.userId), extra);

/** Tickets the caller created by hand (not the campaigns'), among those their role sees. */
const insertedBy = (caller: Caller, extra?: SQL) =>
  ticketsOf(caller, and(eq(tickets.responsavelType, 'user'), eq(tickets.responsavelId, caller.userId), extra));

/** `dashboard/meus_tickets`: what the caller's attendances ended as, or where the tickets they inserted stand. */
export async function myTickets(db: Database, caller: Caller, q: z.output<typeof myTicketsQuery>): Promise<MyTicketsStats> {
  const period = periodOf(q, caller.scope.timeZone);
  if (q.type === 'atendimento') {
    const rows = await db
      .select({ tipo: atendimentos.tipo, n: count() })
      .from(atendimentos)
      .where(attendedBy(caller, and(gte(atendimentos.createdAt, period.from), lt(atendimentos.createdAt, period.to))))
      .groupBy(atendimentos.tipo);
    const of = (tipo: string) => rows.find((row) => row.tipo === tipo)?.n ?? 0;
    return { type: 'atendimento', tickets_ganhou: of('ganhou'), tickets_aguardando: of('aguardando'), tickets_perdeu: of('perdeu') };
  }
  const [row] = await db
    .select({
      finalizados: sql<number>`count(*) filter (where ${tickets.status} = 2)`.mapWith(Number),
      pendentes: sql<number>`count(*) filter (where ${tickets.status} = 1)`.mapWith(Number),
      abertos: sql<number>`count(*) filter (where ${tickets.status} in (0, 3))`.mapWith(Number),
    })
    .from(tickets)
    .where(insertedBy(caller, and(gte(tickets.createdAt, period.from), lt(tickets.createdAt, period.to))));
  return {
    type: 'inseridos',
    tickets_finalizados: row?.finalizados ?? 0,
    tickets_pendentes: row?.pendentes ?? 0,
    tickets_abertos: row?.abertos ?? 0,
  };
}

/**
 * `dashboard/meus_tickets_atividades`: the tickets the caller took part in (created, attended, wrote to, ...),
 * the one they touched last first, with their last action. Read from `ticket_participants`, one row per ticket
 * the caller has an entry on; the tickets are joined only when the role sees some products alone.
 */
export async function myTicketActivities(
  db: Database,
  caller: Caller,
  q: z.output<typeof myTicketActivitiesQuery>,
): Promise<Paginator<Ticket>> {
  const mine = and(eq(ticketParticipants.companyId, caller.scope.id), eq(ticketParticipants.userId, caller.userId));
  const withinRole = <Query extends PgSelect>(query: Query) =>
    caller.produtos === null
      ? query.where(mine)
      : query.innerJoin(tickets, eq(tickets.id, ticketParticipants.ticketId)).where(and(mine, ticketsOf(caller)));
  return paginate(
    q,
    async (window) => {
      const page = await withinRole(db.select({ id: ticketParticipants.ticketId }).from(ticketParticipants).$dynamic())
        .orderBy(desc(ticketParticipants.lastAt), desc(ticketParticipants.ticketId))
        .limit(window.limit)
        .offset(window.offset);
      const ids = page.map((row) => row.id);
      const found = ids.length > 0 ? await ticketsByIds(db, caller.scope.id, ids) : [];
      const byId = new Map(found.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    // Someone who sees every product has their total kept; a role limited to some products has it counted.
    caller.produtos === null
      ? db
          .select({ n: ticketParticipantCounts.n })
          .from(ticketParticipantCounts)
          .where(and(eq(ticketParticipantCounts.companyId, caller.scope.id), eq(ticketParticipantCounts.userId, caller.userId)))
      : withinRole(db.select({ n: count() }).from(ticketParticipants).$dynamic()),
    toWireTickets,
  );
}

/** `dashboard/tickets_atrasados`: the caller's returns whose time has passed and that are still pending. */
export async function overdueReturns(db: Database, caller: Caller): Promise<{ total: number }> {
  const [row] = await db
    .select({ n: count() })
    .from(agendamentos)
    .innerJoin(tickets, eq(tickets.id, agendamentos.ticketId))
    .where(
      and(
        eq(agendamentos.companyId, caller.scope.id),
        eq(agendamentos.responsavelId, caller.userId),
        isNull(agendamentos.concluidoEm),
        lt(agendamentos.dataAgendamento, new Date()),
        ticketsOf(caller),
      ),
    );
  return { total: row?.n ?? 0 };
}

export type DailyFigure = 'atendimentos' | 'inseridos';

/**
 * `dashboard/atendimentos` and `dashboard/inseridos`: day by day over the period, against the same number of days
 * right before it.
 */
export async function dailyComparison(
  db: Database,
  caller: Caller,
  figure: DailyFigure,
  q: z.output<typeof dashboardPeriodQuery>,
): Promise<MonthComparison> {
  const zone = caller.scope.timeZone;
  const current = periodOf(q, zone);
  const previous = previousOf(current, zone);
  const within = (createdAt: AnyPgColumn) => and(gte(createdAt, previous.from), lt(createdAt, current.to));
  const attendedDays = dayGroupIn(atendimentos.createdAt, zone);
  const createdDays = dayGroupIn(tickets.createdAt, zone);
  const rows =
    figure === 'atendimentos'
      ? await db
          .select({ dia: attendedDays.day, n: count() })
          .from(atendimentos)
          .where(attendedBy(caller, within(atendimentos.createdAt)))
          .groupBy(attendedDays.key)
      : await db
          .select({ dia: createdDays.day, n: count() })
          .from(tickets)
          .where(insertedBy(caller, within(tickets.createdAt)))
          .groupBy(createdDays.key);
  const byDay = new Map(rows.map((row) => [row.dia, row.n]));
  const series = (period: Period): DailyCount[] => period.days.map((dia) => ({ dia, quantidade: byDay.get(dia) ?? 0 }));
  return { periodo_atual: series(current), periodo_anterior: series(previous) };
}
