import { randomInt } from 'node:crypto';
import type { Link } from '@retoma/api-client';
import type { linkInput, linkListQuery } from '@retoma/api-client/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { links, produtos } from '../db/schema';
import { validationError } from '../http/errors';
import { companyCatalogue } from './catalogue';
import { activeStatus, iso, whenGiven } from './pagination';

type LinkData = z.output<typeof linkInput>;

const linkColumns = {
  id: links.id,
  produto_id: links.produtoId,
  identidade: links.identidade,
  descricao: links.descricao,
  codigo_oferta: links.codigoOferta,
  src: links.src,
  split: links.split,
  builder: links.builder,
  boleto: links.boleto,
  paypal: links.paypal,
  debito: links.debito,
  two_cart: links.twoCart,
  hab_comissao: links.habComissao,
  status: links.status,
  created_at: links.createdAt,
  produto: { id: produtos.id, nome: produtos.nome, cor: produtos.cor },
};

/** Identities of a company's links that exist, among `candidates` (message variables check against this). */
export async function existingIdentities(db: Database, companyId: number, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ identidade: links.identidade })
    .from(links)
    .where(and(eq(links.companyId, companyId), inArray(links.identidade, candidates)));
  return new Set(rows.map((row) => row.identidade));
}

async function assertProduto(db: Database, companyId: number, produtoId: number) {
  const [row] = await db
    .select({ id: produtos.id })
    .from(produtos)
    .where(and(eq(produtos.companyId, companyId), eq(produtos.id, produtoId)));
  if (!row) throw validationError({ produto_id: ['Produto inválido.'] });
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A public key without look-alike characters (no O/0, I/1), as it is read and typed by people. */
const newIdentity = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const valuesOf = (data: LinkData) => ({
  produtoId: data.produto_id,
  descricao: data.descricao,
  codigoOferta: data.codigo_oferta,
  src: data.src,
  split: data.split,
  builder: data.builder,
  boleto: data.boleto,
  paypal: data.paypal,
  debito: data.debito,
  twoCart: data.two_cart,
  habComissao: data.hab_comissao,
  status: data.status,
});

/** `GET /links?produto=`: a product's links (or all), searchable by description and offer code. */
const catalogue = companyCatalogue({
  table: links,
  select: (db) => db.select(linkColumns).from(links).innerJoin(produtos, eq(produtos.id, links.produtoId)),
  toItem: (row): Link => ({ ...row, status: activeStatus(row.status), created_at: iso(row.created_at) }),
  sort: {
    columns: {
      descricao: links.descricao,
      codigo_oferta: links.codigoOferta,
      status: links.status,
      created_at: links.createdAt,
      id: links.id,
    },
    default: 'descricao',
  },
  search: [links.descricao, links.codigoOferta],
  filters: (q: z.output<typeof linkListQuery>) => [whenGiven(links.produtoId, q.produto), whenGiven(links.status, q.status)],
  large: true,
  values: valuesOf,
  missing: 'Link não encontrado.',
  check: (db, companyId, data) => assertProduto(db, companyId, data.produto_id),
});

/** A new link gets a public identity of its own. */
async function createLink(db: Database, companyId: number, data: LinkData): Promise<Link> {
  await assertProduto(db, companyId, data.produto_id);
  // 32^8 identities per company: a clash is rare, and the unique index turns it into a retry, not a duplicate.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db
      .insert(links)
      .values({ companyId, identidade: newIdentity(), ...valuesOf(data) })
      .onConflictDoNothing()
      .returning({ id: links.id });
    if (row) return catalogue.get(db, companyId, row.id);
  }
  throw new Error('could not allocate a unique link identity');
}

/** A product's sales links. */
export const linkService = { ...catalogue, create: createLink };
