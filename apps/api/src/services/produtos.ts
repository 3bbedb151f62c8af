import type { Paginator, Produto } from '@retoma/api-client';
import type { produtoInput, produtoListQuery } from '@retoma/api-client/schemas';
import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { contas, integracoes, links, produtoUpsells, produtos } from '../db/schema';
import { pgConstraint, isUniqueViolation } from '../db/errors';
import { notFound, validationError } from '../http/errors';
import { activeStatus, orderOf, paginate, searchOf } from './pagination';

type ProdutoData = z.output<typeof produtoInput>;

const produtoColumns = {
  id: produtos.id,
  nome: produtos.nome,
  status: produtos.status,
  conta_id: produtos.contaId,
  preco: produtos.preco,
  cod_produto: produtos.codProduto,
  checkout: produtos.checkout,
  cor: produtos.cor,
  hab_comissao: produtos.habComissao,
  comissao_modo: produtos.comissaoModo,
  comissao_tipo: produtos.comissaoTipo,
  comissao_insercao: produtos.comissaoInsercao,
  comissao_atendimento: produtos.comissaoAtendimento,
  integracao: produtos.integracao,
  created_at: produtos.createdAt,
  links_count: sql<number>`(select count(*)::int from ${links} where ${links.produtoId} = ${produtos.id})`,
  // Drizzle nests one level: the account's platform is selected beside it and nested when mapped.
  conta: { id: contas.id, nome: contas.nome },
  plataforma: { id: integracoes.id, descricao: integracoes.descricao, checkout_base: integracoes.checkoutBase },
};

function produtosQuery(db: Database, where: SQL | undefined) {
  return db
    .select(produtoColumns)
    .from(produtos)
    .innerJoin(contas, eq(contas.id, produtos.contaId))
    .innerJoin(integracoes, eq(integracoes.id, contas.integracaoId))
    .where(where);
}
type ProdutoRow = Awaited<ReturnType<typeof produtosQuery>>[number];

/** The upsell products of several products in one query. */
async function upsellsOf(db: Database, ids: number[]): Promise<Map<number, Array<{ id: number; nome: string }>>> {
  const byProduct = new Map<number, Array<{ id: number; nome: string }>>();
  if (ids.length === 0) return byProduct;
  const upsell = alias(produtos, 'upsell');
  const rows = await db
    .select({ produtoId: produtoUpsells.produtoId, id: upsell.id, nome: upsell.nome })
    .from(produtoUpsells)
    .innerJoin(upsell, eq(upsell.id, produtoUpsells.upsellId))
    .where(inArray(produtoUpsells.produtoId, ids))
    .orderBy(asc(upsell.nome));
  for (const row of rows) {
    const list = byProduct.get(row.produtoId) ?? [];
    list.push({ id: row.id, nome: row.nome });
    byProduct.set(row.produtoId, list);
  }
  return byProduct;
}

const toProduto = ({ plataforma, ...row }: ProdutoRow, upsellers: Array<{ id: number; nome: string }>): Produto => ({
  ...row,
  conta: { ...row.conta, integracao: plataforma },
  status: activeStatus(row.status),
  links_count: Number(row.links_count),
  upsellers,
  created_at: row.created_at.toISOString(),
});

/**
 * One page of products. The count and the page are computed on `produtos` alone (index-only where possible);
 * the joins and the links counter run for the 25 rows of the page only ("deferred join"), so a deep page does
 * not drag 75 000 skipped rows through them.
 */
export async function listProdutos(db: Database, companyId: number, q: z.output<typeof produtoListQuery>): Promise<Paginator<Produto>> {
  // The accounts matching the search are resolved first (a handful of rows): with their ids as constants the
  // planner can combine the trigram index on the product name with the account index.
  const contaIds = q.search
    ? (
        await db
          .select({ id: contas.id })
          .from(contas)
          .where(and(eq(contas.companyId, companyId), searchOf(q.search, [contas.nome])))
      ).map((row) => row.id)
    : [];
  const byConta = contaIds.length > 0 ? inArray(produtos.contaId, contaIds) : undefined;
  const where = and(
    eq(produtos.companyId, companyId),
    q.status === undefined ? undefined : eq(produtos.status, q.status),
    q.conta_id ? eq(produtos.contaId, q.conta_id) : undefined,
    q.hab_comissao === undefined ? undefined : eq(produtos.habComissao, q.hab_comissao),
    q.search ? or(searchOf(q.search, [produtos.nome]), byConta) : undefined,
  );
  const order = orderOf(
    q.sort,
    { nome: produtos.nome, preco: produtos.preco, status: produtos.status, created_at: produtos.createdAt, id: produtos.id },
    'nome',
    produtos.id,
    { filterFirst: Boolean(q.search) },
  );
  return paginate(
    q,
    (window) => {
      const pageIds = db
        .select({ id: produtos.id })
        .from(produtos)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
      return produtosQuery(db, inArray(produtos.id, pageIds)).orderBy(...order);
    },
    db.select({ n: count() }).from(produtos).where(where),
    async (rows) => {
      const upsells = await upsellsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toProduto(row, upsells.get(row.id) ?? []));
    },
  );
}

export async function getProduto(db: Database, companyId: number, id: number): Promise<Produto> {
  const [row] = await produtosQuery(db, and(eq(produtos.companyId, companyId), eq(produtos.id, id)));
  if (!row) throw notFound('Produto não encontrado.');
  const upsells = await upsellsOf(db, [id]);
  return toProduto(row, upsells.get(id) ?? []);
}

/** References must point inside the company: its account, its other products. */
async function assertReferences(db: Database, companyId: number, data: ProdutoData, selfId?: number) {
  const [conta] = await db
    .select({ id: contas.id })
    .from(contas)
    .where(and(eq(contas.companyId, companyId), eq(contas.id, data.conta_id)));
  if (!conta) throw validationError({ conta_id: ['Conta inválida.'] });
  const [same] = await db
    .select({ nome: produtos.nome })
    .from(produtos)
    .where(
      and(
        eq(produtos.companyId, companyId),
        eq(produtos.codProduto, data.cod_produto),
        selfId === undefined ? undefined : ne(produtos.id, selfId),
      ),
    );
  if (same) throw duplicateCode(data.cod_produto, same.nome);
  const wanted = [...new Set(data.upsellers)];
  if (selfId !== undefined && wanted.includes(selfId))
    throw validationError({ upsellers: ['Um produto não pode ser upsell de si mesmo.'] });
  if (wanted.length > 0) {
    const found = await db
      .select({ id: produtos.id })
      .from(produtos)
      .where(
        and(eq(produtos.companyId, companyId), inArray(produtos.id, wanted), selfId === undefined ? undefined : ne(produtos.id, selfId)),
      );
    if (found.length !== wanted.length) throw validationError({ upsellers: ['Produto de upsell inválido.'] });
  }
}

/** The platform's product id names one product of the company: its events are matched to the product by it. */
const duplicateCode = (code: string, nome?: string) =>
  validationError({
    cod_produto: [
      nome
        ? `O código ${code} já é do produto "${nome}". Cada produto da plataforma é cadastrado uma vez.`
        : `O código ${code} já é de outro produto. Cada produto da plataforma é cadastrado uma vez.`,
    ],
  });

/** Two writes that raced past the check above meet the unique index: the second gets the same 422. */
async function uniqueCode<R>(code: string, write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) && pgConstraint(error) === 'produtos_company_cod_produto_unique') throw duplicateCode(code);
    throw error;
  }
}

const columnsOf = (data: ProdutoData) => ({
  nome: data.nome,
  status: data.status,
  contaId: data.conta_id,
  preco: data.preco,
  codProduto: data.cod_produto,
  checkout: data.checkout,
  cor: data.cor.toUpperCase(),
  habComissao: data.hab_comissao,
  comissaoModo: data.comissao_modo,
  comissaoTipo: data.comissao_tipo,
  comissaoInsercao: data.comissao_insercao,
  comissaoAtendimento: data.comissao_atendimento,
  integracao: data.integracao,
});

async function writeUpsells(db: Database, companyId: number, produtoId: number, upsellers: number[]) {
  await db.delete(produtoUpsells).where(eq(produtoUpsells.produtoId, produtoId));
  const ids = [...new Set(upsellers)];
  if (ids.length > 0) await db.insert(produtoUpsells).values(ids.map((upsellId) => ({ companyId, produtoId, upsellId })));
}

export async function createProduto(db: Database, companyId: number, data: ProdutoData): Promise<Produto> {
  await assertReferences(db, companyId, data);
  const id = await uniqueCode(data.cod_produto, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(produtos)
        .values({ companyId, ...columnsOf(data) })
        .returning({ id: produtos.id });
      await writeUpsells(tx, companyId, row!.id, data.upsellers);
      return row!.id;
    }),
  );
  return getProduto(db, companyId, id);
}

export async function updateProduto(db: Database, companyId: number, id: number, data: ProdutoData): Promise<Produto> {
  await getProduto(db, companyId, id);
  await assertReferences(db, companyId, data, id);
  await uniqueCode(data.cod_produto, () =>
    db.transaction(async (tx) => {
      await tx
        .update(produtos)
        .set({ ...columnsOf(data), updatedAt: new Date() })
        .where(and(eq(produtos.companyId, companyId), eq(produtos.id, id)));
      await writeUpsells(tx, companyId, id, data.upsellers);
    }),
  );
  return getProduto(db, companyId, id);
}

/** Deleting a product removes its links and its upsell pairs with it. */
export async function deleteProduto(db: Database, companyId: number, id: number): Promise<void> {
  const removed = await db
    .delete(produtos)
    .where(and(eq(produtos.companyId, companyId), eq(produtos.id, id)))
    .returning({ id: produtos.id });
  if (removed.length === 0) throw notFound('Produto não encontrado.');
}

/** The company's products, as their routes serve them (routes/crud.ts). */
export const produtoService = { list: listProdutos, get: getProduto, create: createProduto, update: updateProduto, remove: deleteProduto };
