import type { Paginator, PersonalLink } from '@retoma/api-client';
import type { personalLinkListQuery } from '@retoma/api-client/schemas';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { contas, integracoes, links, memberships, produtos } from '../db/schema';
import { notFound } from '../http/errors';
import { offerUrl } from './offerUrl';
import { paginateSelect, searchOf, whenGiven } from './pagination';

/** The member's tracking code in this company (their `sck` on the sales platforms). */
export async function trackingCode(db: Database, companyId: number, userId: number): Promise<string> {
  const [row] = await db
    .select({ sck: memberships.sck })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  if (!row) throw notFound('Você não é membro desta empresa.');
  return row.sck;
}

const columns = {
  id: links.id,
  identidade: links.identidade,
  descricao: links.descricao,
  codigo_oferta: links.codigoOferta,
  split: links.split,
  src: links.src,
  status: links.status,
  produto: { id: produtos.id, nome: produtos.nome, cor: produtos.cor },
  produtoAtivo: produtos.status,
  checkout: produtos.checkout,
  checkoutBase: integracoes.checkoutBase,
};

/** A link with what its address is built from: its product, the product's checkout and the platform's base. */
function selectLinks(db: Database) {
  return db
    .select(columns)
    .from(links)
    .innerJoin(produtos, eq(produtos.id, links.produtoId))
    .innerJoin(contas, eq(contas.id, produtos.contaId))
    .innerJoin(integracoes, eq(integracoes.id, contas.integracaoId));
}

type Row = Awaited<ReturnType<typeof selectLinks>>[number];

const personalOf =
  (sck: string) =>
  ({ checkout, checkoutBase, src, status: _status, produtoAtivo: _ativo, ...row }: Row): PersonalLink => ({
    ...row,
    url: offerUrl({ checkoutBase, checkout, codigoOferta: row.codigo_oferta, src, sck }),
  });

/**
 * `GET /meus-links`: every active link of every active product of the company, as the calling agent shares it (the
 * address carries their tracking code), by product then description; filtered by product, searched by the link's
 * description, offer or code and by the product's name.
 */
export async function listPersonalLinks(
  db: Database,
  companyId: number,
  userId: number,
  q: z.output<typeof personalLinkListQuery>,
): Promise<Paginator<PersonalLink>> {
  const sck = await trackingCode(db, companyId, userId);
  const where = and(
    eq(links.companyId, companyId),
    eq(links.status, true),
    eq(produtos.status, true),
    whenGiven(links.produtoId, q.produto),
    searchOf(q.search, [links.descricao, links.codigoOferta, links.identidade, produtos.nome]),
  );
  const descending = q.sort?.startsWith('-') ?? false;
  const direction = descending ? desc : asc;
  const order =
    q.sort?.replace(/^-/, '') === 'descricao'
      ? [direction(links.descricao), direction(links.id)]
      : [direction(produtos.nome), direction(produtos.id), asc(links.descricao), asc(links.id)];
  const rows = selectLinks(db)
    .where(where)
    .orderBy(...order);
  const counted = db.select({ n: count() }).from(links).innerJoin(produtos, eq(produtos.id, links.produtoId)).where(where);
  return paginateSelect(q, rows, counted, (found) => found.map(personalOf(sck)));
}

/** One link a message names, as the attending agent would send it. */
export interface MessageLink {
  identidade: string;
  descricao: string;
  /** The link and its product are both on. */
  active: boolean;
  /** null while the product has no checkout code. */
  url: string | null;
}

/** The company's links among `identities`, each addressed with the tracking code given (none: the link's own). */
async function namedLinks(
  db: Database,
  companyId: number,
  identities: string[],
  sck: Promise<string | undefined>,
): Promise<Map<string, MessageLink>> {
  if (identities.length === 0) return new Map();
  const [code, rows] = await Promise.all([
    sck,
    selectLinks(db).where(and(eq(links.companyId, companyId), inArray(links.identidade, identities))),
  ]);
  return new Map(
    rows.map((row) => [
      row.identidade,
      {
        identidade: row.identidade,
        descricao: row.descricao,
        active: row.status && row.produtoAtivo,
        url: offerUrl({ checkoutBase: row.checkoutBase, checkout: row.checkout, codigoOferta: row.codigo_oferta, src: row.src, sck: code }),
      },
    ]),
  );
}

/** The company's links among `identities`, each with the agent's personal address (an agent's message variables). */
export const messageLinks = (db: Database, companyId: number, userId: number, identities: string[]) =>
  namedLinks(db, companyId, identities, identities.length > 0 ? trackingCode(db, companyId, userId) : Promise.resolve(undefined));

/** The company's links among `identities` as a campaign sends them: the link's own origin and no agent's code. */
export const campaignLinks = (db: Database, companyId: number, identities: string[]) =>
  namedLinks(db, companyId, identities, Promise.resolve(undefined));
