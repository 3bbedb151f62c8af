import type { Conquista, Paginator } from '@retoma/api-client';
import type { conquistaInput, conquistaListQuery } from '@retoma/api-client/schemas';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { companies, conquistaImagens, conquistas, plans, produtos } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { servedImage, storedImage, type ServedImage } from './images';
import { iso, orderOf, paginateSelect, searchOf } from './pagination';

type ConquistaData = z.output<typeof conquistaInput>;

/** Where the API serves an uploaded badge, like the profile photos (see routes/images.ts). */
export const BADGE_PATH = '/api/master/selos';

const columns = {
  id: conquistas.id,
  nome: conquistas.nome,
  descricao: conquistas.descricao,
  produto_id: conquistas.produtoId,
  produto: { id: produtos.id, nome: produtos.nome, cor: produtos.cor },
  perfil: conquistas.perfil,
  tipo: conquistas.tipo,
  valor: conquistas.valor,
  porcentagem: conquistas.porcentagem,
  quantidade: conquistas.quantidade,
  ativo: conquistas.ativo,
  created_at: conquistas.createdAt,
  badge: conquistaImagens.token,
};

function selectRows(db: Database) {
  return db
    .select(columns)
    .from(conquistas)
    .leftJoin(produtos, eq(produtos.id, conquistas.produtoId))
    .leftJoin(conquistaImagens, eq(conquistaImagens.conquistaId, conquistas.id));
}
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const toConquista = ({ badge, ...row }: Row): Conquista => ({
  ...row,
  global: row.produto_id === null,
  imagem: badge ? `${BADGE_PATH}/${badge}` : null,
  created_at: iso(row.created_at),
});

/** `GET /conquistas`: by name (search), global or product ones, sorted by name by default. */
export async function listConquistas(
  db: Database,
  companyId: number,
  q: z.output<typeof conquistaListQuery>,
): Promise<Paginator<Conquista>> {
  const where = and(
    eq(conquistas.companyId, companyId),
    q.global === undefined ? undefined : q.global ? isNull(conquistas.produtoId) : isNotNull(conquistas.produtoId),
    searchOf(q.search, [conquistas.nome]),
  );
  const order = orderOf(
    q.sort,
    { nome: conquistas.nome, quantidade: conquistas.quantidade, created_at: conquistas.createdAt, id: conquistas.id },
    'nome',
    conquistas.id,
  );
  return paginateSelect(
    q,
    selectRows(db)
      .where(where)
      .orderBy(...order),
    db.select({ n: count() }).from(conquistas).where(where),
    (rows) => rows.map(toConquista),
  );
}

export async function getConquista(db: Database, companyId: number, id: number): Promise<Conquista> {
  const [row] = await selectRows(db).where(and(eq(conquistas.companyId, companyId), eq(conquistas.id, id)));
  if (!row) throw notFound('Conquista não encontrada.');
  return toConquista(row);
}

/** The product of a product achievement must be one of the company's. */
async function assertProduto(db: Database, companyId: number, data: ConquistaData) {
  if (data.produto_id === null) return;
  const [produto] = await db
    .select({ id: produtos.id })
    .from(produtos)
    .where(and(eq(produtos.companyId, companyId), eq(produtos.id, data.produto_id)));
  if (!produto) throw validationError({ produto_id: ['Produto inválido.'] });
}

/** Active achievements: what the plan's `numero_conquistas` limits ("meu plano" shows it as used). */
export async function countActiveConquistas(db: Database, companyId: number): Promise<number> {
  const [active] = await db
    .select({ n: count() })
    .from(conquistas)
    .where(and(eq(conquistas.companyId, companyId), eq(conquistas.ativo, true)));
  return active?.n ?? 0;
}

/**
 * One more active achievement must fit the plan; an inactive one may always be kept. The company row is locked
 * first, so two saves at once cannot both take the last slot.
 */
async function assertSlotAvailable(tx: Database, companyId: number) {
  const [limit] = await tx
    .select({ max: plans.numeroConquistas })
    .from(companies)
    .innerJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId))
    .for('update', { of: companies });
  if (!limit) return;
  if ((await countActiveConquistas(tx, companyId)) >= limit.max) {
    throw validationError({ ativo: [`O seu plano permite até ${limit.max} conquistas ativas. Desative outra ou mude de plano.`] });
  }
}

/** A new badge replaces the stored one, null removes it, absent keeps it. */
async function writeBadge(tx: Database, conquistaId: number, imagem: string | null | undefined) {
  if (imagem === undefined) return;
  if (imagem === null) {
    await tx.delete(conquistaImagens).where(eq(conquistaImagens.conquistaId, conquistaId));
    return;
  }
  const row = storedImage(conquistaId, imagem);
  await tx
    .insert(conquistaImagens)
    .values({ conquistaId, ...row })
    .onConflictDoUpdate({ target: conquistaImagens.conquistaId, set: row });
}

const columnsOf = (data: ConquistaData) => ({
  nome: data.nome,
  descricao: data.descricao,
  produtoId: data.produto_id,
  perfil: data.perfil,
  tipo: data.tipo,
  valor: data.valor,
  porcentagem: data.porcentagem,
  quantidade: data.quantidade,
  ativo: data.ativo,
});

export async function createConquista(db: Database, companyId: number, data: ConquistaData): Promise<Conquista> {
  await assertProduto(db, companyId, data);
  const id = await db.transaction(async (tx) => {
    if (data.ativo) await assertSlotAvailable(tx, companyId);
    const [row] = await tx
      .insert(conquistas)
      .values({ companyId, ...columnsOf(data) })
      .returning({ id: conquistas.id });
    await writeBadge(tx, row!.id, data.imagem);
    return row!.id;
  });
  return getConquista(db, companyId, id);
}

export async function updateConquista(db: Database, companyId: number, id: number, data: ConquistaData): Promise<Conquista> {
  const current = await getConquista(db, companyId, id);
  await assertProduto(db, companyId, data);
  await db.transaction(async (tx) => {
    // Only switching one on takes a slot: an active one already holds its own.
    if (data.ativo && !current.ativo) await assertSlotAvailable(tx, companyId);
    await tx
      .update(conquistas)
      .set({ ...columnsOf(data), updatedAt: new Date() })
      .where(and(eq(conquistas.companyId, companyId), eq(conquistas.id, id)));
    await writeBadge(tx, id, data.imagem);
  });
  return getConquista(db, companyId, id);
}

/** Deleting an achievement removes its badge with it. */
export async function deleteConquista(db: Database, companyId: number, id: number): Promise<void> {
  const removed = await db
    .delete(conquistas)
    .where(and(eq(conquistas.companyId, companyId), eq(conquistas.id, id)))
    .returning({ id: conquistas.id });
  if (removed.length === 0) throw notFound('Conquista não encontrada.');
}

/** An uploaded badge by its address' token, or null. */
export async function badgeByToken(db: Database, token: string): Promise<ServedImage | null> {
  const [row] = await db
    .select({ mime: conquistaImagens.mime, content: conquistaImagens.content })
    .from(conquistaImagens)
    .where(eq(conquistaImagens.token, token));
  return row ? servedImage(row) : null;
}
