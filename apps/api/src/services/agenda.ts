import type { AgendaScope, Appointment } from '@retoma/api-client';
import type { agendaQuery, rescheduleInput } from '@retoma/api-client/schemas';
import { and, asc, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { agendamentos, atendimentos, leads, produtos, tickets, users } from '../db/schema';
import { conflict, forbidden, notFound, validationError } from '../http/errors';
import { can, type Caller, ticketsOf } from './tickets/access';
import { endOfBusinessDay, iso, isoOrNull, parseBusinessDateTime, startOfBusinessDay } from './tickets/dates';
import { recordActivity } from './tickets/history';

/** Without a period the agenda covers the last month and the next quarter. */
const DEFAULT_DAYS_BACK = 31;
const DEFAULT_DAYS_AHEAD = 92;
/** A safety cap: a period of 400 days of a busy company still answers in one piece. */
const MAX_ROWS = 2000;

const responsavel = alias(users, 'agenda_responsavel');

const selectAppointments = (db: Database) =>
  db
    .select({
      id: agendamentos.id,
      ticket_id: agendamentos.ticketId,
      data_agendamento: agendamentos.dataAgendamento,
      concluido_em: agendamentos.concluidoEm,
      responsavel_id: agendamentos.responsavelId,
      lead: { id: leads.id, nome: leads.nome, email: leads.email },
      produto: { id: produtos.id, nome: produtos.nome, cor: produtos.cor },
      responsavel: { id: responsavel.id, name: responsavel.name, avatar: responsavel.avatar },
      atendimento: { id: atendimentos.id, follow_up: atendimentos.followUp, atendente_id: atendimentos.atendenteId },
      ticket: { id: tickets.id, status: tickets.status },
    })
    .from(agendamentos)
    .innerJoin(tickets, eq(tickets.id, agendamentos.ticketId))
    .innerJoin(leads, eq(leads.id, agendamentos.leadId))
    .innerJoin(produtos, eq(produtos.id, tickets.produtoId))
    .leftJoin(responsavel, eq(responsavel.id, agendamentos.responsavelId))
    .leftJoin(atendimentos, eq(atendimentos.id, agendamentos.atendimentoId));
type AppointmentRow = Awaited<ReturnType<typeof selectAppointments>>[number];

const toAppointment = ({ responsavel_id: _owner, ...row }: AppointmentRow, now: Date): Appointment => ({
  ...row,
  data_agendamento: iso(row.data_agendamento),
  atrasado: row.concluido_em === null && row.data_agendamento.getTime() < now.getTime(),
  concluido_em: isoOrNull(row.concluido_em),
});

/**
 * The three agenda tabs, by period, soonest first: `meus` my pending returns; `natendimento` everyone's pending
 * returns whose ticket nobody is attending right now; `todos` every return, done ones included. A return still
 * overdue is listed whatever the period's start: it waits for someone (the agenda's "Atrasados" on the first of a
 * month, or on a phone's list, must not lose last month's).
 */
export async function listAgenda(
  db: Database,
  caller: Caller,
  scope: AgendaScope,
  q: z.output<typeof agendaQuery>,
): Promise<Appointment[]> {
  const now = new Date();
  const from = q.dt_inicio
    ? startOfBusinessDay(q.dt_inicio, caller.scope.timeZone)
    : new Date(now.getTime() - DEFAULT_DAYS_BACK * 86_400_000);
  const to = q.dt_fim ? endOfBusinessDay(q.dt_fim, caller.scope.timeZone) : new Date(now.getTime() + DEFAULT_DAYS_AHEAD * 86_400_000);
  const byScope: Record<AgendaScope, SQL | undefined> = {
    meus: and(eq(agendamentos.responsavelId, caller.userId), isNull(agendamentos.concluidoEm)),
    natendimento: and(isNull(agendamentos.concluidoEm), isNull(tickets.atendenteId)),
    todos: undefined,
  };
  const rows = await selectAppointments(db)
    .where(
      and(
        eq(agendamentos.companyId, caller.scope.id),
        ticketsOf(caller),
        or(gte(agendamentos.dataAgendamento, from), and(isNull(agendamentos.concluidoEm), lt(agendamentos.dataAgendamento, now))),
        lt(agendamentos.dataAgendamento, to),
        byScope[scope],
      ),
    )
    .orderBy(asc(agendamentos.dataAgendamento), asc(agendamentos.id))
    .limit(MAX_ROWS);
  return rows.map((row) => toAppointment(row, now));
}

async function findAppointment(db: Database, caller: Caller, id: number): Promise<AppointmentRow> {
  const [row] = await selectAppointments(db).where(
    and(eq(agendamentos.companyId, caller.scope.id), ticketsOf(caller), eq(agendamentos.id, id)),
  );
  if (!row) throw notFound('Agendamento não encontrado.');
  return row;
}

/**
 * `PUT /agendamentos/{id}` (POST with `_method=PUT`): a pending return moves to another future moment. One's own
 * returns with the agenda permission; someone else's also need `ticket_transferir` (the manager's permission).
 */
export async function reschedule(db: Database, caller: Caller, id: number, data: z.output<typeof rescheduleInput>): Promise<Appointment> {
  if (data.id !== id) throw validationError({ id: ['O agendamento não confere com o endereço.'] });
  const row = await findAppointment(db, caller, id);
  if (row.responsavel_id !== caller.userId && !can(caller, 'ticket_transferir'))
    throw forbidden('Você só pode reagendar os seus próprios agendamentos.');
  if (row.concluido_em !== null) throw conflict('Este agendamento já foi concluído.');
  if (row.ticket.status === 2) throw conflict('O ticket deste agendamento está fechado.');
  const when = parseBusinessDateTime(data.data_agendamento, caller.scope.timeZone);
  const now = new Date();
  if (!(when.getTime() > now.getTime())) throw validationError({ data_agendamento: ['Escolha um horário futuro.'] });
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(agendamentos)
      .set({ dataAgendamento: when, updatedAt: now })
      .where(and(eq(agendamentos.companyId, caller.scope.id), eq(agendamentos.id, id), isNull(agendamentos.concluidoEm)))
      .returning({ id: agendamentos.id });
    if (moved.length === 0) throw conflict('Este agendamento já foi concluído.');
    await tx
      .update(tickets)
      .set({ updatedAt: now })
      .where(and(eq(tickets.companyId, caller.scope.id), eq(tickets.id, row.ticket_id)));
    await recordActivity(tx, {
      companyId: caller.scope.id,
      leadId: row.lead.id,
      ticketId: row.ticket_id,
      evento: 'reagendado',
      acao: 'return_rescheduled',
      userId: caller.userId,
      properties: { id, data_agendamento: when.toISOString() },
      createdAt: now,
    });
  });
  return toAppointment(await findAppointment(db, caller, id), new Date());
}
