import { randomInt } from 'node:crypto';
import type { Link } from '@retoma/api-client';
import type { linkInput, linkListQuery } from '@retoma/api-client/schemas';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { contas, integracoes, links, mensagensPadrao, produtos } from '../db/schema';
import { conflict, validationError } from '../http/errors';
import { companyCatalogue } from './catalogue';
import { offerUrl } from './offerUrl';
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
  checkout: produtos.checkout,
  checkoutBase: integracoes.checkoutBase,
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

const duplicateIdentity = (identidade: string) =>
  validationError({ identidade: [`O código ${identidade} já é de outro link desta empresa. Escolha outro.`] });

/** Another link of the company already answers to this identity (the one being edited does not count). */
async function assertIdentityFree(db: Database, companyId: number, identidade: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: links.id })
    .from(links)
    .where(and(eq(links.companyId, companyId), eq(links.identidade, identidade), exceptId ? ne(links.id, exceptId) : undefined));
  if (taken) throw duplicateIdentity(identidade);
}

/** Titles of the company's default messages that name `[LINK_<identidade>]` (in the text or the subject). */
async function messagesUsing(db: Database, companyId: number, identidade: string): Promise<string[]> {
  const token = `[LINK_${identidade}]`;
  const rows = await db
    .select({ titulo: mensagensPadrao.titulo })
    .from(mensagensPadrao)
    .where(
      and(
        eq(mensagensPadrao.companyId, companyId),
        or(sql`strpos(${mensagensPadrao.mensagem}, ${token}) > 0`, sql`strpos(coalesce(${mensagensPadrao.assunto}, ''), ${token}) > 0`),
      ),
    )
    .orderBy(mensagensPadrao.titulo);
  return rows.map((row) => row.titulo);
}

const quoted = (titles: string[]) => titles.map((title) => `“${title}”`).join(', ');

/** A new identity is free; renaming one that default messages name would leave them naming nothing. */
async function checkLink(db: Database, companyId: number, data: LinkData, current?: Link) {
  await assertProduto(db, companyId, data.produto_id);
  if (!data.identidade || data.identidade === current?.identidade) return;
  await assertIdentityFree(db, companyId, data.identidade, current?.id);
  if (!current) return;
  const using = await messagesUsing(db, companyId, current.identidade);
  if (using.length > 0)
    throw validationError({
      identidade: [`[LINK_${current.identidade}] está nas mensagens padrão ${quoted(using)}: troque-o nelas antes de mudar o código.`],
    });
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A public key without look-alike characters (no O/0, I/1), as it is read and typed by people. */
const newIdentity = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const valuesOf = (data: LinkData) => ({
  produtoId: data.produto_id,
  ...(data.identidade ? { identidade: data.identidade } : {}),
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

/** `GET /links?produto=`: a product's links (or all), searchable by description, offer code and identity. */
const catalogue = companyCatalogue({
  table: links,
  select: (db) =>
    db
      .select(linkColumns)
      .from(links)
      .innerJoin(produtos, eq(produtos.id, links.produtoId))
      .innerJoin(contas, eq(contas.id, produtos.contaId))
      .innerJoin(integracoes, eq(integracoes.id, contas.integracaoId)),
  toItem: ({ checkout, checkoutBase, ...row }): Link => ({
    ...row,
    status: activeStatus(row.status),
    checkout_url: offerUrl({ checkoutBase, checkout, codigoOferta: row.codigo_oferta, src: row.src }),
    created_at: iso(row.created_at),
  }),
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
  search: [links.descricao, links.codigoOferta, links.identidade],
  filters: (q: z.output<typeof linkListQuery>) => [whenGiven(links.produtoId, q.produto), whenGiven(links.status, q.status)],
  large: true,
  values: valuesOf,
  missing: 'Link não encontrado.',
  check: checkLink,
});

/** Two saves racing for one identity: the unique index lets one through, the other hears what a check would say. */
async function guardIdentity<T>(identidade: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (identidade && isUniqueViolation(error)) throw duplicateIdentity(identidade);
    throw error;
  }
}

/** A new link takes the identity it was given, or one of its own. */
async function createLink(db: Database, companyId: number, data: LinkData): Promise<Link> {
  if (data.identidade) return guardIdentity(data.identidade, () => catalogue.create(db, companyId, data));
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

/** A link named by a default message stays until the message no longer names it (the message would be refused). */
async function removeLink(db: Database, companyId: number, id: number): Promise<void> {
  const current = await catalogue.get(db, companyId, id);
  const using = await messagesUsing(db, companyId, current.identidade);
  if (using.length > 0)
    throw conflict(`O link “${current.descricao}” está nas mensagens padrão ${quoted(using)}: tire-o delas antes de excluí-lo.`);
  await catalogue.remove(db, companyId, id);
}

/** A product's sales links. */
export const linkService = {
  ...catalogue,
  create: createLink,
  update: (db: Database, companyId: number, id: number, data: LinkData) =>
    guardIdentity(data.identidade, () => catalogue.update(db, companyId, id, data)),
  remove: removeLink,
};
