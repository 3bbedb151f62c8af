import type { Attendance } from '@retoma/api-client';
import type { finishAttendanceInput } from '@retoma/api-client/schemas';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { agendamentos, atendimentos, brindes, catalogos, produtoUpsells, statusDeFinalizacao, tickets } from '../../db/schema';
import { validationError } from '../../http/errors';
import { assertHolder, type Caller, ticketState, type TicketState } from './access';
import { parseBusinessDateTime } from './dates';
import { recordActivity } from './history';
import { getAttendance } from './read';

type FinishData = z.output<typeof finishAttendanceInput>;

/** The ids the screen sends must be the ticket's own (a stale screen would otherwise record on the wrong lead). */
function assertSameTicket(state: TicketState, data: FinishData) {
  const errors: Record<string, string[]> = {};
  if (data.lead_id !== state.leadId) errors.lead_id = ['O lead não é o deste ticket.'];
  if (data.lead_produto_id !== state.leadProdutoId) errors.lead_produto_id = ['O lead não é o deste ticket.'];
  if (data.produto_id !== state.produtoId) errors.produto_id = ['O produto não é o deste ticket.'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/**
 * The rules that depend on the chosen finalisation status (settings › status de finalização): its type must be the
 * outcome's, a loss reason is required when it says so, a gift only where it allows one; an upsell must be one of
 * the product's; a return must be in the future.
 */
async function checkRules(db: Database, caller: Caller, state: TicketState, data: FinishData, now: Date) {
  const companyId = caller.scope.id;
  const [status] = await db
    .select()
    .from(statusDeFinalizacao)
    .where(
      and(
        eq(statusDeFinalizacao.companyId, companyId),
        eq(statusDeFinalizacao.id, data.status_atendimento_id),
        eq(statusDeFinalizacao.status, true),
      ),
    );
  const errors: Record<string, string[]> = {};
  if (!status) errors.status_atendimento_id = ['Escolha como o atendimento terminou.'];
  else if (status.tipo !== data.tipo) errors.status_atendimento_id = ['Este status não corresponde ao resultado escolhido.'];

  let tipoDePerdaId: number | null = null;
  if (data.tipo === 'perdeu' && data.tipo_de_perda_id) {
    const [motivo] = await db
      .select({ id: catalogos.id })
      .from(catalogos)
      .where(
        and(
          eq(catalogos.companyId, companyId),
          eq(catalogos.kind, 'motivo_perda'),
          eq(catalogos.id, data.tipo_de_perda_id),
          eq(catalogos.status, true),
        ),
      );
    if (!motivo) errors.tipo_de_perda_id = ['Selecione o motivo.'];
    else tipoDePerdaId = motivo.id;
  } else if (data.tipo === 'perdeu' && status?.habPerda) errors.tipo_de_perda_id = ['Selecione o motivo.'];

  let dataAgendamento: Date | null = null;
  if (data.tipo === 'aguardando' && data.data_agendamento) {
    dataAgendamento = parseBusinessDateTime(data.data_agendamento, caller.scope.timeZone);
    if (!(dataAgendamento.getTime() > now.getTime())) errors.data_agendamento = ['Agende para uma data futura.'];
  }

  if (data.tembrinde && status && !status.habBrinde) errors.tembrinde = ['Este status não permite inserir brinde.'];
  else if (data.tipo === 'ganhou' && data.tembrinde && data.brinde_id) {
    // Only an active gift of this company and of the ticket's own product.
    const [gift] = await db
      .select({ id: brindes.id })
      .from(brindes)
      .where(
        and(
          eq(brindes.companyId, companyId),
          eq(brindes.id, data.brinde_id),
          eq(brindes.produtoId, state.produtoId),
          eq(brindes.ativo, true),
        ),
      );
    if (!gift) errors.brinde_id = ['Este brinde não está disponível para o produto do ticket.'];
  }

  if (data.hasupsell && data.upsell) {
    const [offered] = await db
      .select({ id: produtoUpsells.upsellId })
      .from(produtoUpsells)
      .where(
        and(
          eq(produtoUpsells.companyId, companyId),
          eq(produtoUpsells.produtoId, state.produtoId),
          eq(produtoUpsells.upsellId, data.upsell),
        ),
      );
    if (!offered) errors.upsell = ['Este produto não é um upsell do produto do ticket.'];
  }
  if (Object.keys(errors).length > 0 || !status) throw validationError(errors);
  return { status, tipoDePerdaId, dataAgendamento };
}

/**
 * `POST /atendimentos`: records the outcome and releases the lock. Won or lost closes the ticket; waiting makes it
 * pending with a new appointment for the agent, unless this status has now been chosen `fechamento` times since the
 * ticket was (re)opened, which closes it. Pending appointments of the ticket are done either way.
 */
export async function finishAttendance(db: Database, caller: Caller, data: FinishData): Promise<Attendance> {
  const now = new Date();
  const before = await ticketState(db, caller, data.ticket_id);
  assertHolder(before, caller);
  assertSameTicket(before, data);
  const rules = await checkRules(db, caller, before, data, now);
  const companyId = caller.scope.id;

  const attendanceId = await db.transaction(async (tx) => {
    // Under the row lock nobody can cancel, transfer or finish the same ticket meanwhile.
    const state = await ticketState(tx, caller, data.ticket_id, { lock: true });
    assertHolder(state, caller);
    const [row] = await tx
      .insert(atendimentos)
      .values({
        companyId,
        ticketId: state.id,
        atendenteId: caller.userId,
        leadId: state.leadId,
        leadProdutoId: state.leadProdutoId,
        produtoId: state.produtoId,
        tipo: data.tipo,
        followUp: data.follow_up,
        statusAtendimentoId: rules.status.id,
        tipoDePerdaId: rules.tipoDePerdaId,
        dataAgendamento: rules.dataAgendamento,
        temBrinde: data.tipo === 'ganhou' && data.tembrinde,
        brindeId: data.tipo === 'ganhou' && data.tembrinde ? (data.brinde_id ?? null) : null,
        nomeDestinatario: data.tipo === 'ganhou' && data.tembrinde ? (data.nome_destinatario ?? null) : null,
        emailDestinatario: data.tipo === 'ganhou' && data.tembrinde ? (data.email_destinatario ?? null) : null,
        hasUpsell: data.tipo === 'ganhou' && data.hasupsell,
        upsellProdutoId: data.tipo === 'ganhou' && data.hasupsell ? (data.upsell ?? null) : null,
        createdAt: now,
      })
      .returning({ id: atendimentos.id });
    const attendance = row!.id;

    let closes = data.tipo !== 'aguardando';
    if (!closes && rules.status.fechamento) {
      const [waits] = await tx
        .select({ n: count() })
        .from(atendimentos)
        .where(
          and(
            eq(atendimentos.companyId, companyId),
            eq(atendimentos.ticketId, state.id),
            eq(atendimentos.statusAtendimentoId, rules.status.id),
            state.reabertoEm ? gte(atendimentos.createdAt, state.reabertoEm) : undefined,
          ),
        );
      closes = (waits?.n ?? 0) >= rules.status.fechamento;
    }

    await tx
      .update(agendamentos)
      .set({ concluidoEm: now, updatedAt: now })
      .where(and(eq(agendamentos.companyId, companyId), eq(agendamentos.ticketId, state.id), isNull(agendamentos.concluidoEm)));
    const schedules = !closes && rules.dataAgendamento !== null;
    if (schedules) {
      await tx.insert(agendamentos).values({
        companyId,
        ticketId: state.id,
        atendimentoId: attendance,
        leadId: state.leadId,
        responsavelId: caller.userId,
        dataAgendamento: rules.dataAgendamento!,
      });
    }
    await tx
      .update(tickets)
      .set({
        atendenteId: null,
        atendenteDesde: null,
        status: closes ? 2 : 1,
        fechadoEm: closes ? now : null,
        primeiroAtendimentoEm: sql`coalesce(${tickets.primeiroAtendimentoEm}, ${now})`,
        // Whoever scheduled the return calls back: the ticket waits for them.
        ...(schedules ? { designadoId: caller.userId } : {}),
        updatedAt: now,
      })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, state.id)));
    // A wait that reached the status' limit of returns closes the ticket: the history says so, with the limit.
    const closedAt = closes && data.tipo === 'aguardando' ? rules.status.fechamento : null;
    await recordActivity(tx, {
      companyId,
      leadId: state.leadId,
      ticketId: state.id,
      evento: 'finalizado',
      acao: closedAt ? 'attendance_finished_closed' : 'attendance_finished',
      valores: closedAt ? { resultado: data.tipo, retornos: closedAt } : { resultado: data.tipo },
      userId: caller.userId,
      properties: {
        id: attendance,
        follow_up: data.follow_up,
        resultado: data.tipo,
        data_agendamento: schedules ? rules.dataAgendamento!.toISOString() : null,
      },
      createdAt: now,
    });
    return attendance;
  });
  return getAttendance(db, companyId, data.ticket_id, attendanceId);
}
