import type { StatusDeFinalizacao } from '@retoma/api-client';
import type { statusFinalizacaoInput, statusFinalizacaoListQuery } from '@retoma/api-client/schemas';
import type { z } from 'zod';
import { statusDeFinalizacao as table } from '../db/schema';
import { companyCatalogue } from './catalogue';
import { activeStatus, iso, whenGiven } from './pagination';

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

/** How an attendance may end (won, waiting, lost) and what each allows; the system's are read-only. */
export const statusFinalizacao = companyCatalogue({
  table,
  select: (db) => db.select(columns).from(table),
  toItem: (row): StatusDeFinalizacao => ({ ...row, status: activeStatus(row.status), created_at: iso(row.created_at) }),
  sort: {
    columns: { nome: table.nome, tipo: table.tipo, status: table.status, created_at: table.createdAt, id: table.id },
    default: 'nome',
  },
  search: [table.nome],
  filters: (q: z.output<typeof statusFinalizacaoListQuery>) => [whenGiven(table.status, q.status), whenGiven(table.tipo, q.tipo)],
  values: (data: z.output<typeof statusFinalizacaoInput>) => ({
    nome: data.nome,
    status: data.status,
    tipo: data.tipo,
    habBrinde: data.hab_brinde,
    habPerda: data.hab_perda,
    fechamento: data.fechamento,
    espera: data.espera,
  }),
  missing: 'Status de finalização não encontrado.',
  readOnly: { when: (item) => item.padrao, message: 'Este status é padrão do sistema e não pode ser alterado nem removido.' },
});
