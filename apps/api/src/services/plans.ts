import type { Paginator, Plano } from '@retoma/api-client';
import type { planoInput, planoListQuery } from '@retoma/api-client/schemas';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { campanhas, planos } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { agendadosRefusal, campanhasOfPlanos, countAgendados, switchOffCampanhas } from './campaigns';
import { activeStatus, iso, orderOf, paginateSelect, searchOf, whenGiven } from './pagination';

type PlanoData = z.output<typeof planoInput>;
type PlanoQuery = z.output<typeof planoListQuery>;

const PLANO_MISSING = 'Plano não encontrado.';

const columns = { id: planos.id, nome: planos.nome, ativo: planos.ativo, createdAt: planos.createdAt, updatedAt: planos.updatedAt };
type PlanoRow = { id: number; nome: string; ativo: boolean; createdAt: Date; updatedAt: Date };

/** Rows as the wire has them, each with its campaigns (one query for the whole page). */
async function toPlanos(db: Database, companyId: number, rows: PlanoRow[]): Promise<Plano[]> {
  const byPlano = await campanhasOfPlanos(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    nome: row.nome,
    status: activeStatus(row.ativo),
    campanhas: byPlano.get(row.id) ?? [],
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }));
}

/** The company's plans by name (search), sorted by name by default, each with its campaigns. */
export function listPlanos(db: Database, companyId: number, q: PlanoQuery): Promise<Paginator<Plano>> {
  const where = and(eq(planos.companyId, companyId), whenGiven(planos.ativo, q.status), searchOf(q.search, [planos.nome]));
  const order = orderOf(
    q.sort,
    { nome: planos.nome, status: planos.ativo, created_at: planos.createdAt, id: planos.id },
    'nome',
    planos.id,
  );
  const rows = db
    .select(columns)
    .from(planos)
    .where(where)
    .orderBy(...order);
  const counted = db.select({ n: count() }).from(planos).where(where);
  return paginateSelect(q, rows, counted, (page) => toPlanos(db, companyId, page));
}

export async function getPlano(db: Database, companyId: number, id: number): Promise<Plano> {
  const rows = await db
    .select(columns)
    .from(planos)
    .where(and(eq(planos.companyId, companyId), eq(planos.id, id)));
  if (rows.length === 0) throw notFound(PLANO_MISSING);
  const [plano] = await toPlanos(db, companyId, rows);
  return plano!;
}

export async function createPlano(db: Database, companyId: number, data: PlanoData): Promise<Plano> {
  const [row] = await db.insert(planos).values({ companyId, nome: data.nome, ativo: data.status }).returning({ id: planos.id });
  return getPlano(db, companyId, row!.id);
}

/** The ids of a plan's campaigns, active ones only when asked. */
async function campanhaIdsOf(db: Database, companyId: number, planoId: number, { active = false } = {}): Promise<number[]> {
  const rows = await db
    .select({ id: campanhas.id })
    .from(campanhas)
    .where(and(eq(campanhas.companyId, companyId), eq(campanhas.planoId, planoId), active ? eq(campanhas.ativo, true) : undefined));
  return rows.map((row) => row.id);
}

/**
 * Renames and switches a plan. Switching it off switches its campaigns off in the same transaction: their scheduled
 * sends are cancelled and their active contacts leave. Switching it back on leaves its campaigns off, to be switched
 * on one by one (each may clash with another plan's campaign for the same product).
 */
export async function updatePlano(db: Database, companyId: number, id: number, data: PlanoData): Promise<Plano> {
  const current = await getPlano(db, companyId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(planos)
      .set({ nome: data.nome, ativo: data.status, updatedAt: new Date() })
      .where(and(eq(planos.companyId, companyId), eq(planos.id, id)));
    if (current.status === 1 && !data.status)
      await switchOffCampanhas(tx, companyId, await campanhaIdsOf(tx, companyId, id, { active: true }), 'Plano desativado.');
  });
  return getPlano(db, companyId, id);
}

/** Deletes a plan and its campaigns, refused while any of them has sends scheduled (the count is in the answer). */
export async function removePlano(db: Database, companyId: number, id: number): Promise<void> {
  await getPlano(db, companyId, id);
  await db.transaction(async (tx) => {
    const scheduled = await countAgendados(tx, companyId, await campanhaIdsOf(tx, companyId, id));
    if (scheduled > 0) throw conflict(agendadosRefusal(scheduled, 'plano'));
    await tx.delete(planos).where(and(eq(planos.companyId, companyId), eq(planos.id, id)));
  });
}
