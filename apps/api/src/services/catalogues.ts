import type { CatalogueItem, Paginator } from '@retoma/api-client';
import type { catalogueInput, catalogueListQuery } from '@retoma/api-client/schemas';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { catalogos, type CatalogueKind } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { activeStatus, orderOf, paginateSelect, searchOf } from './pagination';

/** Each kind's messages, written out whole so that each is one entry of the server's message catalogues. */
const LABELS: Record<CatalogueKind, { fixed: string; missing: string }> = {
  origem: {
    fixed: 'Este(a) origem é padrão do sistema e não pode ser alterado(a) nem removido(a).',
    missing: 'Origem não encontrada.',
  },
  tipo_duvida: {
    fixed: 'Este(a) tipo de dúvida é padrão do sistema e não pode ser alterado(a) nem removido(a).',
    missing: 'Tipo de dúvida não encontrado.',
  },
  motivo_perda: {
    fixed: 'Este(a) motivo de perda é padrão do sistema e não pode ser alterado(a) nem removido(a).',
    missing: 'Motivo de perda não encontrado.',
  },
};

const columns = {
  id: catalogos.id,
  nome: catalogos.nome,
  status: catalogos.status,
  padrao: catalogos.padrao,
  created_at: catalogos.createdAt,
};

const toItem = (row: { id: number; nome: string; status: boolean; padrao: boolean; created_at: Date }): CatalogueItem => ({
  ...row,
  status: activeStatus(row.status),
  created_at: row.created_at.toISOString(),
});

/** Origins, doubt types and loss reasons: one service over one table, told apart by kind. */
export function catalogueService(kind: CatalogueKind) {
  const scope = (companyId: number, extra?: SQL) => and(eq(catalogos.companyId, companyId), eq(catalogos.kind, kind), extra);

  async function get(db: Database, companyId: number, id: number): Promise<CatalogueItem> {
    const [row] = await db
      .select(columns)
      .from(catalogos)
      .where(scope(companyId, eq(catalogos.id, id)));
    if (!row) throw notFound(LABELS[kind].missing);
    return toItem(row);
  }

  /** System rows are shared vocabulary (campaigns refer to them): a company uses them but cannot change them. */
  async function editable(db: Database, companyId: number, id: number) {
    const item = await get(db, companyId, id);
    if (item.padrao) throw forbidden(LABELS[kind].fixed);
    return item;
  }

  return {
    get,

    async list(db: Database, companyId: number, q: z.output<typeof catalogueListQuery>): Promise<Paginator<CatalogueItem>> {
      const where = scope(
        companyId,
        and(q.status === undefined ? undefined : eq(catalogos.status, q.status), searchOf(q.search, [catalogos.nome])),
      );
      const order = orderOf(
        q.sort,
        { nome: catalogos.nome, status: catalogos.status, created_at: catalogos.createdAt, id: catalogos.id },
        'nome',
        catalogos.id,
      );
      return paginateSelect(
        q,
        db
          .select(columns)
          .from(catalogos)
          .where(where)
          .orderBy(...order),
        db.select({ n: count() }).from(catalogos).where(where),
        (rows) => rows.map(toItem),
      );
    },

    async create(db: Database, companyId: number, data: z.output<typeof catalogueInput>): Promise<CatalogueItem> {
      const [row] = await db.insert(catalogos).values({ companyId, kind, nome: data.nome, status: data.status }).returning(columns);
      return toItem(row!);
    },

    async update(db: Database, companyId: number, id: number, data: z.output<typeof catalogueInput>): Promise<CatalogueItem> {
      await editable(db, companyId, id);
      const [row] = await db
        .update(catalogos)
        .set({ nome: data.nome, status: data.status, updatedAt: new Date() })
        .where(scope(companyId, eq(catalogos.id, id)))
        .returning(columns);
      return toItem(row!);
    },

    async remove(db: Database, companyId: number, id: number): Promise<void> {
      await editable(db, companyId, id);
      await db.delete(catalogos).where(scope(companyId, eq(catalogos.id, id)));
    },
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;
