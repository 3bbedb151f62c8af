import type { MensagemPadrao, Paginator } from '@retoma/api-client';
import { LINK_VARIABLE, messageVariables, type mensagemListQuery, type mensagemPadraoInput } from '@retoma/api-client/schemas';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { mensagensPadrao as table } from '../db/schema';
import { forbidden, notFound, validationError } from '../http/errors';
import { existingIdentities } from './links';
import { activeStatus, orderOf, paginateSelect, searchOf } from './pagination';

type MensagemData = z.output<typeof mensagemPadraoInput>;

const columns = {
  id: table.id,
  tipo: table.tipo,
  titulo: table.titulo,
  assunto: table.assunto,
  mensagem: table.mensagem,
  status: table.status,
  padrao: table.padrao,
  created_at: table.createdAt,
};

function selectRows(db: Database) {
  return db.select(columns).from(table);
}
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const toMensagem = (row: Row): MensagemPadrao => ({ ...row, status: activeStatus(row.status), created_at: row.created_at.toISOString() });

export async function listMensagens(
  db: Database,
  companyId: number,
  q: z.output<typeof mensagemListQuery>,
): Promise<Paginator<MensagemPadrao>> {
  const where = and(
    eq(table.companyId, companyId),
    q.status === undefined ? undefined : eq(table.status, q.status),
    q.tipo ? eq(table.tipo, q.tipo) : undefined,
    searchOf(q.search, [table.titulo]),
  );
  const order = orderOf(
    q.sort,
    { titulo: table.titulo, tipo: table.tipo, status: table.status, created_at: table.createdAt, id: table.id },
    'titulo',
    table.id,
  );
  return paginateSelect(
    q,
    selectRows(db)
      .where(where)
      .orderBy(...order),
    db.select({ n: count() }).from(table).where(where),
    (rows) => rows.map(toMensagem),
  );
}

export async function getMensagem(db: Database, companyId: number, id: number): Promise<MensagemPadrao> {
  const [row] = await selectRows(db).where(and(eq(table.companyId, companyId), eq(table.id, id)));
  if (!row) throw notFound('Mensagem não encontrada.');
  return toMensagem(row);
}

/** `[LINK_<identidade>]` must name one of the company's links, or the message would render a dead token. */
async function assertLinks(db: Database, companyId: number, data: MensagemData) {
  const errors: Record<string, string[]> = {};
  for (const field of ['mensagem', 'assunto'] as const) {
    const wanted = messageVariables(data[field] ?? '')
      .map((name) => LINK_VARIABLE.exec(name)?.[1])
      .filter((identity): identity is string => identity !== undefined);
    const found = await existingIdentities(db, companyId, wanted);
    const missing = wanted.filter((identity) => !found.has(identity));
    if (missing.length > 0) errors[field] = [`Link não encontrado: ${missing.map((identity) => `[LINK_${identity}]`).join(', ')}.`];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

async function editable(db: Database, companyId: number, id: number) {
  const current = await getMensagem(db, companyId, id);
  if (current.padrao) throw forbidden('Esta mensagem é padrão do sistema e não pode ser alterada nem removida.');
}

const valuesOf = (data: MensagemData) => ({
  tipo: data.tipo,
  titulo: data.titulo,
  assunto: data.assunto,
  mensagem: data.mensagem,
  status: data.status,
});

export async function createMensagem(db: Database, companyId: number, data: MensagemData): Promise<MensagemPadrao> {
  await assertLinks(db, companyId, data);
  const [row] = await db
    .insert(table)
    .values({ companyId, ...valuesOf(data) })
    .returning(columns);
  return toMensagem(row!);
}

export async function updateMensagem(db: Database, companyId: number, id: number, data: MensagemData): Promise<MensagemPadrao> {
  await editable(db, companyId, id);
  await assertLinks(db, companyId, data);
  const [row] = await db
    .update(table)
    .set({ ...valuesOf(data), updatedAt: new Date() })
    .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    .returning(columns);
  return toMensagem(row!);
}

export async function deleteMensagem(db: Database, companyId: number, id: number): Promise<void> {
  await editable(db, companyId, id);
  await db.delete(table).where(and(eq(table.companyId, companyId), eq(table.id, id)));
}
