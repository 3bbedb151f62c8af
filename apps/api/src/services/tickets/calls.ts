import type { CallDetail, CallRecord, HangUpResult } from '@retoma/api-client';
import type { registerCallInput } from '@retoma/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { chamadas, users } from '../../db/schema';
import { conflict, notFound, validationError } from '../../http/errors';
import { assertCanRead, assertHolder, type Caller, ticketState } from './access';
import { iso, isoOrNull } from './dates';
import { recordActivity } from './history';

const selectCalls = (db: Database) =>
  db
    .select({
      id: chamadas.id,
      ticket_id: chamadas.ticketId,
      lead_id: chamadas.leadId,
      chamada_id: chamadas.identificacao,
      user_id: chamadas.userId,
      atendente: { id: users.id, name: users.name, avatar: users.avatar },
      status: chamadas.status,
      created_at: chamadas.createdAt,
      encerrada_em: chamadas.encerradaEm,
    })
    .from(chamadas)
    .innerJoin(users, eq(users.id, chamadas.userId));
type CallRow = Awaited<ReturnType<typeof selectCalls>>[number];

const toRecord = ({ user_id: _userId, ...row }: CallRow): CallRecord => ({
  ...row,
  created_at: iso(row.created_at),
  encerrada_em: isoOrNull(row.encerrada_em),
  duracao_segundos: row.encerrada_em ? Math.max(0, Math.round((row.encerrada_em.getTime() - row.created_at.getTime()) / 1000)) : null,
});

/** A provider's call id: printable, no path or query characters. */
const IDENTIFICACAO = /^[A-Za-z0-9._:-]{1,100}$/;

async function findCall(db: Database, caller: Caller, identificacao: string): Promise<CallRow> {
  if (!IDENTIFICACAO.test(identificacao)) throw notFound('Chamada não encontrada.');
  const [row] = await selectCalls(db).where(and(eq(chamadas.companyId, caller.scope.id), eq(chamadas.identificacao, identificacao)));
  if (!row) throw notFound('Chamada não encontrada.');
  return row;
}

/** `POST /chamadas {ticket_id, lead_id, chamada_id}`: the webphone's call joins the ticket's history. */
export async function registerCall(db: Database, caller: Caller, data: z.output<typeof registerCallInput>): Promise<CallRecord> {
  const state = await ticketState(db, caller, data.ticket_id);
  assertHolder(state, caller);
  if (data.lead_id !== state.leadId) throw validationError({ lead_id: ['O lead não é o deste ticket.'] });
  if (!IDENTIFICACAO.test(data.chamada_id)) throw validationError({ chamada_id: ['Chamada inválida.'] });
  const companyId = caller.scope.id;
  const [existing] = await db
    .select({ id: chamadas.id })
    .from(chamadas)
    .where(and(eq(chamadas.companyId, companyId), eq(chamadas.identificacao, data.chamada_id)));
  if (existing) throw validationError({ chamada_id: ['Esta chamada já foi registrada.'] });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chamadas)
      .values({ companyId, ticketId: state.id, leadId: state.leadId, userId: caller.userId, identificacao: data.chamada_id })
      .returning({ id: chamadas.id });
    await recordActivity(tx, {
      companyId,
      leadId: state.leadId,
      ticketId: state.id,
      evento: 'chamada',
      acao: 'call_made',
      userId: caller.userId,
      properties: { identificacao: data.chamada_id, id: row!.id },
    });
  });
  return toRecord(await findCall(db, caller, data.chamada_id));
}

/**
 * `GET /chamadas/{identificacao}`: read like the ticket's history. `relatorio` (legs, prices, recording) comes
 * from the telephony provider, which no company has connected yet: it is null rather than invented.
 */
export async function getCall(db: Database, caller: Caller, identificacao: string): Promise<CallDetail> {
  const row = await findCall(db, caller, identificacao);
  assertCanRead(await ticketState(db, caller, row.ticket_id), caller);
  return { ...toRecord(row), relatorio: null };
}

/** `POST /desligarchamada/{identificacao}`: the caller's own call ends (again: answered the same). */
export async function hangUpCall(db: Database, caller: Caller, identificacao: string): Promise<HangUpResult> {
  const row = await findCall(db, caller, identificacao);
  if (row.user_id !== caller.userId) throw conflict('Esta chamada é de outro atendente.');
  if (row.status === 'em_andamento') {
    await db
      .update(chamadas)
      .set({ status: 'encerrada', encerradaEm: new Date() })
      .where(and(eq(chamadas.companyId, caller.scope.id), eq(chamadas.id, row.id), eq(chamadas.status, 'em_andamento')));
  }
  return { encerrada: true, chamada: toRecord(await findCall(db, caller, identificacao)) };
}
