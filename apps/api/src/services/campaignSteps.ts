import {
  MAX_SEQUENCIA_MINUTOS,
  MINUTOS_POR_UNIDADE,
  type CampanhaPasso,
  type Canal,
  type SequenceKind,
  type UnidadeMedida,
} from '@retoma/api-client';
import {
  whatsappTargetErrors,
  type emailStepInput,
  type emailStepUpdateInput,
  type reorderInput,
  type smsStepInput,
  type smsStepUpdateInput,
} from '@retoma/api-client/schemas';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { campanhaPassos, campanhas } from '../db/schema';
import { hasVisibleContent, sanitizeHtmlFragment } from '../html/sanitize';
import { notFound, validationError } from '../http/errors';
import { CAMPANHA_MISSING } from './campaigns';
import { campaignLinkErrors } from './linkChecks';
import { activeStatus, iso } from './pagination';

type StepCreate = z.output<typeof emailStepInput> | z.output<typeof smsStepInput>;
type StepUpdate = z.output<typeof emailStepUpdateInput> | z.output<typeof smsStepUpdateInput>;
type ReorderData = z.output<typeof reorderInput>;

/** Which steps a route family serves: one kind of campaign (cart or boleto) and one channel. */
export interface StepFamily {
  kind: SequenceKind;
  canal: Canal;
}

const PASSO_MISSING = 'Passo não encontrado.';

type PassoRow = typeof campanhaPassos.$inferSelect;

const toPasso = (row: PassoRow): CampanhaPasso => ({
  id: row.id,
  campanha_id: row.campanhaId,
  canal: row.canal,
  posicao: row.posicao,
  status: activeStatus(row.ativo),
  unidade_tempo: row.unidadeTempo,
  unidade_medida: row.unidadeMedida,
  periodo: row.periodo,
  titulo: row.titulo,
  responder: row.responder,
  assunto: row.assunto,
  corpo: row.corpo,
  ddi: row.ddi,
  telefone: row.telefone,
  whatsapp: row.whatsapp,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/**
 * The campaign a step route names: the company's, of the route's kind. A cart campaign through the boleto routes
 * (or the reverse) is a 404, so one kind's screens can never write the other's steps. `lock` holds its row for the
 * transaction, so two writes to one sequence (the 31-day sum, the positions) take turns.
 */
async function campanhaOf(db: Database, companyId: number, family: StepFamily, campanhaId: number, lock = false): Promise<number> {
  const query = db
    .select({ id: campanhas.id })
    .from(campanhas)
    .where(and(eq(campanhas.companyId, companyId), eq(campanhas.tipo, family.kind), eq(campanhas.id, campanhaId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(CAMPANHA_MISSING);
  return row.id;
}

/** The steps of one campaign's channel, in order. */
async function sequenceOf(db: Database, companyId: number, campanhaId: number, canal: Canal): Promise<PassoRow[]> {
  return db
    .select()
    .from(campanhaPassos)
    .where(and(eq(campanhaPassos.companyId, companyId), eq(campanhaPassos.campanhaId, campanhaId), eq(campanhaPassos.canal, canal)))
    .orderBy(asc(campanhaPassos.posicao), asc(campanhaPassos.id));
}

export async function listSteps(db: Database, companyId: number, family: StepFamily, campanhaId: number): Promise<CampanhaPasso[]> {
  await campanhaOf(db, companyId, family, campanhaId);
  return (await sequenceOf(db, companyId, campanhaId, family.canal)).map(toPasso);
}

/** A step of the family's kind and channel, of the company; any other is a 404. */
async function stepRow(db: Database, companyId: number, family: StepFamily, id: number): Promise<PassoRow> {
  const [row] = await db
    .select({ passo: campanhaPassos })
    .from(campanhaPassos)
    .innerJoin(campanhas, eq(campanhas.id, campanhaPassos.campanhaId))
    .where(
      and(
        eq(campanhaPassos.companyId, companyId),
        eq(campanhaPassos.id, id),
        eq(campanhaPassos.canal, family.canal),
        eq(campanhas.tipo, family.kind),
      ),
    );
  if (!row) throw notFound(PASSO_MISSING);
  return row.passo;
}

export async function getStep(db: Database, companyId: number, family: StepFamily, id: number): Promise<CampanhaPasso> {
  return toPasso(await stepRow(db, companyId, family, id));
}

const minutesOf = (unidadeTempo: number, unidadeMedida: UnidadeMedida) => unidadeTempo * MINUTOS_POR_UNIDADE[unidadeMedida];

const minutes = new Intl.NumberFormat('pt-BR');

/**
 * The 31-day rule: the active steps of a channel, waiting one after the other, must all go out within 31 days of
 * the contact's entry. `others` are the channel's other active steps; the error says how much room is left.
 */
function assertWithin31Days(others: PassoRow[], ativo: boolean, periodo: number) {
  if (!ativo) return;
  const used = others.filter((passo) => passo.ativo).reduce((sum, passo) => sum + passo.periodo, 0);
  if (used + periodo <= MAX_SEQUENCIA_MINUTOS) return;
  const left = Math.max(0, MAX_SEQUENCIA_MINUTOS - used);
  throw validationError({
    unidade_tempo: [
      left === 0
        ? 'A sequência já ocupa os 31 dias (44.640 minutos): não resta tempo para este passo. Encurte outro passo ou desative-o.'
        : `A sequência inteira deve caber em 31 dias (44.640 minutos): restam ${minutes.format(left)} minutos para este passo.`,
    ],
  });
}

/** Message variables survive the allow-list even inside a link (`href="[LINK_OFERTA1]"`): held as an address meanwhile. */
const VARIABLE = /\[([A-Z0-9_]+)\]/g;
const HELD = /https:\/\/variavel\.retoma\.invalid\/([A-Z0-9_]+)/g;

/** An e-mail body through the allow-list (no script, no event handler, no `javascript:` URL), variables kept. */
export function sanitizeEmailBody(html: string): string {
  const held = html.replace(VARIABLE, 'https://variavel.retoma.invalid/$1');
  return sanitizeHtmlFragment(held).replace(HELD, '[$1]');
}

/**
 * The WhatsApp target as the write leaves the step (what the input carries over what it has), checked against its
 * body: a body naming `[LINK_ACAO_WHATSAPPLIST]` without the number that receives the message is a 422 on `telefone`.
 * Without a number the step keeps no target at all.
 */
function whatsappColumns(data: StepUpdate, corpo: string | undefined, current?: PassoRow) {
  const target = {
    corpo: corpo ?? current?.corpo ?? '',
    ddi: data.ddi === undefined ? (current?.ddi ?? null) : data.ddi,
    telefone: data.telefone === undefined ? (current?.telefone ?? null) : data.telefone,
    whatsapp: data.whatsapp === undefined ? (current?.whatsapp ?? null) : data.whatsapp,
  };
  const errors = whatsappTargetErrors(target);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return target.telefone
    ? { ddi: target.ddi, telefone: target.telefone, whatsapp: target.whatsapp }
    : { ddi: null, telefone: null, whatsapp: null };
}

/** The columns a write sets from the input: the e-mail's fields only on e-mail steps, the body sanitised there. */
function columnsOf(canal: Canal, data: StepUpdate & { unidade_tempo: number; unidade_medida: UnidadeMedida }, current?: PassoRow) {
  const email: { titulo?: string; responder?: string; assunto?: string } =
    canal === 'email' ? (data as z.output<typeof emailStepUpdateInput>) : {};
  let corpo = data.corpo;
  if (canal === 'email' && corpo !== undefined) {
    corpo = sanitizeEmailBody(corpo);
    if (!hasVisibleContent(corpo)) throw validationError({ corpo: ['Escreva o corpo do e-mail.'] });
  }
  return {
    ...(data.status === undefined ? {} : { ativo: data.status }),
    unidadeTempo: data.unidade_tempo,
    unidadeMedida: data.unidade_medida,
    periodo: minutesOf(data.unidade_tempo, data.unidade_medida),
    ...(corpo === undefined ? {} : { corpo }),
    ...(email.titulo === undefined ? {} : { titulo: email.titulo }),
    ...(email.responder === undefined ? {} : { responder: email.responder }),
    ...(email.assunto === undefined ? {} : { assunto: email.assunto }),
    ...whatsappColumns(data, corpo, current),
  };
}

/**
 * The sales links the texts a write carries name (`[LINK_<identidade>]` in the subject or the body): each must be
 * the company's, on and with an address, or the step would send leads a dead link; a 422 on the field naming it.
 * Only the texts the write carries: a link switched off later does not stop switching the step off or changing its
 * delay (its sends then fail, saying why).
 */
async function assertStepLinks(db: Database, companyId: number, texts: { assunto?: string; corpo?: string }) {
  const fields = Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const errors = await campaignLinkErrors(db, companyId, fields);
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** A new step goes last in its channel's sequence. */
export async function createStep(db: Database, companyId: number, family: StepFamily, data: StepCreate): Promise<CampanhaPasso> {
  const values = columnsOf(family.canal, data);
  await assertStepLinks(db, companyId, { assunto: values.assunto, corpo: values.corpo });
  const id = await db.transaction(async (tx) => {
    const campanhaId = await campanhaOf(tx, companyId, family, data.campanha_id, true);
    const sequence = await sequenceOf(tx, companyId, campanhaId, family.canal);
    assertWithin31Days(sequence, data.status, values.periodo);
    const [row] = await tx
      .insert(campanhaPassos)
      .values({
        companyId,
        campanhaId,
        canal: family.canal,
        posicao: (sequence.at(-1)?.posicao ?? 0) + 1,
        ...values,
        corpo: values.corpo ?? '',
      })
      .returning({ id: campanhaPassos.id });
    return row!.id;
  });
  return getStep(db, companyId, family, id);
}

/** Changes what the input carries; the 31-day rule is checked on the step as it will be. */
export async function updateStep(
  db: Database,
  companyId: number,
  family: StepFamily,
  id: number,
  data: StepUpdate,
): Promise<CampanhaPasso> {
  const current = await stepRow(db, companyId, family, id);
  const merged = {
    ...data,
    unidade_tempo: data.unidade_tempo ?? current.unidadeTempo,
    unidade_medida: data.unidade_medida ?? current.unidadeMedida,
  };
  const values = columnsOf(family.canal, merged, current);
  await assertStepLinks(db, companyId, { assunto: values.assunto, corpo: values.corpo });
  await db.transaction(async (tx) => {
    await campanhaOf(tx, companyId, family, current.campanhaId, true);
    const others = (await sequenceOf(tx, companyId, current.campanhaId, family.canal)).filter((passo) => passo.id !== id);
    assertWithin31Days(others, data.status ?? current.ativo, values.periodo);
    await tx
      .update(campanhaPassos)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(campanhaPassos.companyId, companyId), eq(campanhaPassos.id, id)));
  });
  return getStep(db, companyId, family, id);
}

/** Deletes a step; the ones after it move up, so positions stay 1, 2, 3... */
export async function removeStep(db: Database, companyId: number, family: StepFamily, id: number): Promise<void> {
  const current = await stepRow(db, companyId, family, id);
  await db.transaction(async (tx) => {
    await campanhaOf(tx, companyId, family, current.campanhaId, true);
    await tx.delete(campanhaPassos).where(and(eq(campanhaPassos.companyId, companyId), eq(campanhaPassos.id, id)));
    await tx
      .update(campanhaPassos)
      .set({ posicao: sql`${campanhaPassos.posicao} - 1` })
      .where(
        and(
          eq(campanhaPassos.campanhaId, current.campanhaId),
          eq(campanhaPassos.canal, family.canal),
          gt(campanhaPassos.posicao, current.posicao),
          ne(campanhaPassos.id, id),
        ),
      );
  });
}

/**
 * The channel's steps in a new order, written in one transaction. `posicoes` must name every step of this
 * campaign's channel exactly once and nothing else: a foreign id, a missing or an extra one is a 422 and nothing moves.
 */
export async function reorderSteps(db: Database, companyId: number, family: StepFamily, data: ReorderData): Promise<CampanhaPasso[]> {
  await db.transaction(async (tx) => {
    const campanhaId = await campanhaOf(tx, companyId, family, data.campanha_id, true);
    const sequence = await sequenceOf(tx, companyId, campanhaId, family.canal);
    const own = new Set(sequence.map((passo) => passo.id));
    if (data.posicoes.length !== own.size || data.posicoes.some((id) => !own.has(id)))
      throw validationError({ posicoes: ['A nova ordem deve trazer todos os passos desta sequência, cada um uma vez, e nenhum outro.'] });
    const cases = sql.join(
      data.posicoes.map((id, index) => sql`when ${id} then ${index + 1}`),
      sql` `,
    );
    await tx
      .update(campanhaPassos)
      .set({ posicao: sql`(case ${campanhaPassos.id} ${cases} end)::int`, updatedAt: new Date() })
      .where(and(eq(campanhaPassos.campanhaId, campanhaId), eq(campanhaPassos.canal, family.canal)));
  });
  return listSteps(db, companyId, family, data.campanha_id);
}
