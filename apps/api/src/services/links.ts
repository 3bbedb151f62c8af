import { randomInt } from 'node:crypto';
import type { Link, Paginator } from '@retoma/api-client';
import type { linkInput, linkListQuery } from '@retoma/api-client/schemas';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { links, produtos } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { activeStatus, orderOf, paginate, searchOf } from './pagination';

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

function linksQuery(db: Database, where: SQL | undefined) {
  return db.select(linkColumns).from(links).innerJoin(produtos, eq(produtos.id, links.produtoId)).where(where);
}
type LinkRow = Awaited<ReturnType<typeof linksQuery>>[number];

const toLink = (row: LinkRow): Link => ({ ...row, status: activeStatus(row.status), created_at: row.created_at.toISOString() });

/** `GET /links?produto=`: a product's links (or all), searchable by description and offer code. */
export async function listLinks(db: Database, companyId: number, q: z.output<typeof linkListQuery>): Promise<Paginator<Link>> {
  const where = and(
    eq(links.companyId, companyId),
    q.produto ? eq(links.produtoId, q.produto) : undefined,
    q.status === undefined ? undefined : eq(links.status, q.status),
    searchOf(q.search, [links.descricao, links.codigoOferta]),
  );
  const order = orderOf(
    q.sort,
    { descricao: links.descricao, codigo_oferta: links.codigoOferta, status: links.status, created_at: links.createdAt, id: links.id },
    'descricao',
    links.id,
    { filterFirst: Boolean(q.search) },
  );
  // The page is picked on `links` alone; the product join runs for its rows only (deep pages stay cheap).
  return paginate(
    q,
    (window) => {
      const pageIds = db
        .select({ id: links.id })
        .from(links)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
      return linksQuery(db, inArray(links.id, pageIds)).orderBy(...order);
    },
    db.select({ n: count() }).from(links).where(where),
    (rows) => rows.map(toLink),
  );
}

export async function getLink(db: Database, companyId: number, id: number): Promise<Link> {
  const [row] = await linksQuery(db, and(eq(links.companyId, companyId), eq(links.id, id)));
  if (!row) throw notFound('Link não encontrado.');
  return toLink(row);
}

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

const columnsOf = (data: LinkData) => ({
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

export async function createLink(db: Database, companyId: number, data: LinkData): Promise<Link> {
  await assertProduto(db, companyId, data.produto_id);
  // 32^8 identities per company: a clash is rare, and the unique index turns it into a retry, not a duplicate.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db
      .insert(links)
      .values({ companyId, identidade: newIdentity(), ...columnsOf(data) })
      .onConflictDoNothing()
      .returning({ id: links.id });
    if (row) return getLink(db, companyId, row.id);
  }
  throw new Error('could not allocate a unique link identity');
}

export async function updateLink(db: Database, companyId: number, id: number, data: LinkData): Promise<Link> {
  await getLink(db, companyId, id);
  await assertProduto(db, companyId, data.produto_id);
  await db
    .update(links)
    .set({ ...columnsOf(data), updatedAt: new Date() })
    .where(and(eq(links.companyId, companyId), eq(links.id, id)));
  return getLink(db, companyId, id);
}

export async function deleteLink(db: Database, companyId: number, id: number): Promise<void> {
  const removed = await db
    .delete(links)
    .where(and(eq(links.companyId, companyId), eq(links.id, id)))
    .returning({ id: links.id });
  if (removed.length === 0) throw notFound('Link não encontrado.');
}
