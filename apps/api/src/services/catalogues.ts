import type { CatalogueItem } from '@retoma/api-client';
import type { catalogueInput, catalogueListQuery } from '@retoma/api-client/schemas';
import type { z } from 'zod';
import { catalogos as table, type CatalogueKind } from '../db/schema';
import { companyCatalogue } from './catalogue';
import { activeStatus, iso, whenGiven } from './pagination';

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
  id: table.id,
  nome: table.nome,
  status: table.status,
  padrao: table.padrao,
  created_at: table.createdAt,
};

/**
 * Origins, doubt types and loss reasons: one service over one table, told apart by kind. System rows are shared
 * vocabulary (campaigns refer to them): a company uses them but cannot change them.
 */
export function catalogueService(kind: CatalogueKind) {
  return companyCatalogue({
    table,
    scope: { kind },
    select: (db) => db.select(columns).from(table),
    toItem: (row): CatalogueItem => ({ ...row, status: activeStatus(row.status), created_at: iso(row.created_at) }),
    sort: { columns: { nome: table.nome, status: table.status, created_at: table.createdAt, id: table.id }, default: 'nome' },
    search: [table.nome],
    filters: (q: z.output<typeof catalogueListQuery>) => [whenGiven(table.status, q.status)],
    values: (data: z.output<typeof catalogueInput>) => ({ nome: data.nome, status: data.status }),
    missing: LABELS[kind].missing,
    readOnly: { when: (item) => item.padrao, message: LABELS[kind].fixed },
  });
}
