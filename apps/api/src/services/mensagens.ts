import type { MensagemPadrao } from '@retoma/api-client';
import type { mensagemListQuery, mensagemPadraoInput } from '@retoma/api-client/schemas';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { mensagensPadrao as table } from '../db/schema';
import { validationError } from '../http/errors';
import { companyCatalogue } from './catalogue';
import { linkIdentities } from './linkChecks';
import { existingIdentities } from './links';
import { activeStatus, iso, whenGiven } from './pagination';

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

/**
 * `[LINK_<identidade>]` must name one of the company's links, or the message would render a dead token. That it is
 * on and has an address is checked when an agent sends the message (`linkErrors`): a default message is a template
 * and sends nothing itself.
 */
async function assertLinks(db: Database, companyId: number, data: MensagemData) {
  const errors: Record<string, string[]> = {};
  for (const field of ['mensagem', 'assunto'] as const) {
    const wanted = linkIdentities(data[field] ?? '');
    const found = await existingIdentities(db, companyId, wanted);
    const missing = wanted.filter((identity) => !found.has(identity));
    if (missing.length > 0) errors[field] = [`Link não encontrado: ${missing.map((identity) => `[LINK_${identity}]`).join(', ')}.`];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The company's default messages (WhatsApp and e-mail), the system's among them read-only. */
export const mensagens = companyCatalogue({
  table,
  select: (db) => db.select(columns).from(table),
  toItem: (row): MensagemPadrao => ({ ...row, status: activeStatus(row.status), created_at: iso(row.created_at) }),
  sort: {
    columns: { titulo: table.titulo, tipo: table.tipo, status: table.status, created_at: table.createdAt, id: table.id },
    default: 'titulo',
  },
  search: [table.titulo],
  filters: (q: z.output<typeof mensagemListQuery>) => [whenGiven(table.status, q.status), whenGiven(table.tipo, q.tipo)],
  values: (data: MensagemData) => ({
    tipo: data.tipo,
    titulo: data.titulo,
    assunto: data.assunto,
    mensagem: data.mensagem,
    status: data.status,
  }),
  missing: 'Mensagem não encontrada.',
  readOnly: { when: (item) => item.padrao, message: 'Esta mensagem é padrão do sistema e não pode ser alterada nem removida.' },
  check: assertLinks,
});
