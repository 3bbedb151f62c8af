import type { Conquista, ConquistaLimite } from '@retoma/api-client';
import type { conquistaInput, conquistaListQuery } from '@retoma/api-client/schemas';
import { and, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { companies, conquistaImagens, conquistas, plans, produtos } from '../db/schema';
import { byCount, validationError } from '../http/errors';
import { companyCatalogue } from './catalogue';
import { servedImage, storedImage, type ServedImage } from './images';
import { iso } from './pagination';

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

/** The product of a product achievement must be one of the company's. */
async function assertProduto(db: Database, companyId: number, data: ConquistaData) {
  if (data.produto_id === null) return;
  const [produto] = await db
    .select({ id: produtos.id })
    .from(produtos)
    .where(and(eq(produtos.companyId, companyId), eq(produtos.id, data.produto_id)));
  if (!produto) throw validationError({ produto_id: ['Produto inválido.'] });
}

/** Names are unique in a company, ignoring case: the team tells its badges apart by name. */
async function assertNameFree(db: Database, companyId: number, nome: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: conquistas.id })
    .from(conquistas)
    .where(
      and(
        eq(conquistas.companyId, companyId),
        eq(sql`lower(${conquistas.nome})`, nome.toLowerCase()),
        exceptId ? ne(conquistas.id, exceptId) : undefined,
      ),
    );
  if (clash) throw validationError({ nome: ['Já existe uma conquista com este nome.'] });
}

/** Active achievements: what the plan's `numero_conquistas` limits ("meu plano" shows it as used). */
export async function countActiveConquistas(db: Database, companyId: number): Promise<number> {
  const [active] = await db
    .select({ n: count() })
    .from(conquistas)
    .where(and(eq(conquistas.companyId, companyId), eq(conquistas.ativo, true)));
  return active?.n ?? 0;
}

/** The plan's room for active achievements (`GET /conquistas/limite`): a company without a plan has no limit. */
export async function conquistaLimite(db: Database, companyId: number): Promise<ConquistaLimite> {
  const [plan] = await db
    .select({ max: plans.numeroConquistas })
    .from(companies)
    .innerJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId));
  return { maximo: plan?.max ?? null, ativas: await countActiveConquistas(db, companyId) };
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
    throw validationError({
      ativo: [
        byCount(
          limit.max,
          `O seu plano permite ${limit.max} conquista ativa. Desative-a ou mude de plano.`,
          `O seu plano permite até ${limit.max} conquistas ativas. Desative outra ou mude de plano.`,
        ),
      ],
    });
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

/**
 * Achievements of the company's members (settings › conquistas): by name (search), global or product ones, sorted
 * by name by default. An active one takes one of the plan's slots; deleting one removes its badge with it.
 */
export const conquistaService = companyCatalogue({
  table: conquistas,
  select: (db) =>
    db
      .select(columns)
      .from(conquistas)
      .leftJoin(produtos, eq(produtos.id, conquistas.produtoId))
      .leftJoin(conquistaImagens, eq(conquistaImagens.conquistaId, conquistas.id)),
  toItem: ({ badge, ...row }): Conquista => ({
    ...row,
    global: row.produto_id === null,
    imagem: badge ? `${BADGE_PATH}/${badge}` : null,
    created_at: iso(row.created_at),
  }),
  sort: {
    columns: { nome: conquistas.nome, quantidade: conquistas.quantidade, created_at: conquistas.createdAt, id: conquistas.id },
    default: 'nome',
  },
  search: [conquistas.nome],
  filters: (q: z.output<typeof conquistaListQuery>) => [
    q.global === undefined ? undefined : q.global ? isNull(conquistas.produtoId) : isNotNull(conquistas.produtoId),
  ],
  values: (data: ConquistaData) => ({
    nome: data.nome,
    descricao: data.descricao,
    produtoId: data.produto_id,
    perfil: data.perfil,
    tipo: data.tipo,
    valor: data.valor,
    porcentagem: data.porcentagem,
    quantidade: data.quantidade,
    ativo: data.ativo,
  }),
  missing: 'Conquista não encontrada.',
  check: async (db, companyId, data, current) => {
    await assertProduto(db, companyId, data);
    await assertNameFree(db, companyId, data.nome, current?.id);
  },
  // Only switching one on takes a slot: an active one already holds its own.
  beforeWrite: async (tx, companyId, data, current) => {
    if (data.ativo && !current?.ativo) await assertSlotAvailable(tx, companyId);
  },
  afterWrite: (tx, _companyId, id, data) => writeBadge(tx, id, data.imagem),
});

/** An uploaded badge by its address' token, or null. */
export async function badgeByToken(db: Database, token: string): Promise<ServedImage | null> {
  const [row] = await db
    .select({ mime: conquistaImagens.mime, content: conquistaImagens.content })
    .from(conquistaImagens)
    .where(eq(conquistaImagens.token, token));
  return row ? servedImage(row) : null;
}
