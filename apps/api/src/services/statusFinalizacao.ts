import type { Paginator, StatusDeFinalizacao } from '@retoma/api-client';
import type { statusFinalizacaoInput, statusFinalizacaoListQuery } from '@retoma/api-client/schemas';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { statusDeFinalizacao as table } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { activeStatus, orderOf, paginateSelect, searchOf } from './pagination';

type StatusData = z.output<typeof statusFinalizacaoInput>;

const columns = {
  id: table.id,
  nome: table.nome,
  status: table.status,
  padrao: table.padrao,
  created_at: table.createdAt,
  tipo: table.tipo,
  hab_brinde: table.habBrinde,
  hab_perda: table.habPerda,
  fechamento: table.fechamento,
  espera: table.espera,
};
function selectRows(db: Database) {
  return db.select(columns).from(table);
}
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const toStatus = (row: Row): StatusDeFinalizacao => ({
  ...row,
  status: activeStatus(row.status),
  created_at: row.created_at.toISOString(),
});

const valuesOf = (data: StatusData) => ({
  nome: data.nome,
  status: data.status,
  tipo: data.tipo,
  habBrinde: data.hab_brinde,
  habPerda: data.hab_perda,
  fechamento: data.fechamento,
  espera: data.espera,
});

export async function listStatus(
  db: Database,
  companyId: number,
  q: z.output<typeof statusFinalizacaoListQuery>,
): Promise<Paginator<StatusDeFinalizacao>> {
  const where = and(
    eq(table.companyId, companyId),
    q.status === undefined ? undefined : eq(table.status, q.status),
    q.tipo ? eq(table.tipo, q.tipo) : undefined,
    searchOf(q.search, [table.nome]),
  );
  const order = orderOf(
    q.sort,
    { nome: table.nome, tipo: table.tipo, status: table.status, created_at: table.createdAt, id: table.id },
    'nome',
    table.id,
  );
  return paginateSelect(
    q,
    selectRows(db)
      .where(where)
      .orderBy(...order),
    db.select({ n: count() }).from(table).where(where),
    (rows) => rows.map(toStatus),
  );
}

export async function getStatus(db: Database, companyId: number, id: number): Promise<StatusDeFinalizacao> {
  const [row] = await selectRows(db).where(and(eq(table.companyId, companyId), eq(table.id, id)));
  if (!row) throw notFound('Status de finalização não encontrado.');
  return toStatus(row);
}

async function editable(db: Database, companyId: number, id: number) {
  const current = await getStatus(db, companyId, id);
  if (current.padrao) throw forbidden('Este status é padrão do sistema e não pode ser alterado nem removido.');
}

export async function createStatus(db: Database, companyId: number, data: StatusData): Promise<StatusDeFinalizacao> {
  const [row] = await db
    .insert(table)
    .values({ companyId, ...valuesOf(data) })
    .returning(columns);
  return toStatus(row!);
}

export async function updateStatus(db: Database, companyId: number, id: number, data: StatusData): Promise<StatusDeFinalizacao> {
  await editable(db, companyId, id);
  const [row] = await db
    .update(table)
    .set({ ...valuesOf(data), updatedAt: new Date() })
    .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    .returning(columns);
  return toStatus(row!);
}

export async function deleteStatus(db: Database, companyId: number, id: number): Promise<void> {
  await editable(db, companyId, id);
  await db.delete(table).where(and(eq(table.companyId, companyId), eq(table.id, id)));
}
