import type { Conta, Integracao, Paginator } from '@retoma/api-client';
import type { contaInput, contaListQuery, contaUpdateInput } from '@retoma/api-client/schemas';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { contas, integracoes, produtos } from '../db/schema';
import { conflict, notFound, validationError } from '../http/errors';
import { orderOf, paginateSelect, searchOf } from './pagination';

/** Whether a token is set, computed in SQL: reads for responses never load the secret itself. */
const isSet = (column: typeof contas.token | typeof contas.token2 | typeof contas.token3) =>
  sql<boolean>`(${column} is not null and ${column} <> '')`;

/**
 * The columns a response may carry. The tokens are not among them: only whether each is set leaves the
 * server (`has_token`), so no list or detail can leak a platform credential.
 */
const contaColumns = {
  id: contas.id,
  nome: contas.nome,
  integracao_id: contas.integracaoId,
  created_at: contas.createdAt,
  has_token: isSet(contas.token),
  has_token2: isSet(contas.token2),
  has_token3: isSet(contas.token3),
  integracao: { id: integracoes.id, descricao: integracoes.descricao, need: integracoes.need, checkout_base: integracoes.checkoutBase },
};

function contasQuery(db: Database, where: SQL | undefined) {
  return db.select(contaColumns).from(contas).innerJoin(integracoes, eq(integracoes.id, contas.integracaoId)).where(where);
}
type ContaRow = Awaited<ReturnType<typeof contasQuery>>[number];

const toConta = (row: ContaRow): Conta => ({
  id: row.id,
  nome: row.nome,
  integracao_id: row.integracao_id,
  integracao: row.integracao,
  has_token: Boolean(row.has_token),
  has_token2: Boolean(row.has_token2),
  has_token3: Boolean(row.has_token3),
  created_at: row.created_at.toISOString(),
});

export async function listIntegracoes(db: Database): Promise<Integracao[]> {
  return db
    .select({ id: integracoes.id, descricao: integracoes.descricao, need: integracoes.need, checkout_base: integracoes.checkoutBase })
    .from(integracoes)
    .orderBy(asc(integracoes.descricao));
}

export async function listContas(db: Database, companyId: number, q: z.output<typeof contaListQuery>): Promise<Paginator<Conta>> {
  const where = and(
    eq(contas.companyId, companyId),
    q.integracao_id ? eq(contas.integracaoId, q.integracao_id) : undefined,
    searchOf(q.search, [contas.nome, integracoes.descricao]),
  );
  const order = orderOf(q.sort, { nome: contas.nome, created_at: contas.createdAt, id: contas.id }, 'nome', contas.id);
  return paginateSelect(
    q,
    contasQuery(db, where).orderBy(...order),
    db.select({ n: count() }).from(contas).innerJoin(integracoes, eq(integracoes.id, contas.integracaoId)).where(where),
    (rows) => rows.map(toConta),
  );
}

export async function getConta(db: Database, companyId: number, id: number): Promise<Conta> {
  const [row] = await contasQuery(db, and(eq(contas.companyId, companyId), eq(contas.id, id)));
  if (!row) throw notFound('Conta não encontrada.');
  return toConta(row);
}

async function integracaoOf(db: Database, id: number) {
  const [row] = await db.select().from(integracoes).where(eq(integracoes.id, id));
  if (!row) throw validationError({ integracao_id: ['Selecione a integração.'] });
  return row;
}

/** The platform says how many tokens an account needs: each required one must be present after the write. */
function assertTokens(
  need: number,
  tokens: { token?: string | null | undefined; token2?: string | null | undefined; token3?: string | null | undefined },
) {
  const errors: Record<string, string[]> = {};
  if (!tokens.token) errors.token = ['Informe o token da conta.'];
  if (need >= 2 && !tokens.token2) errors.token2 = ['Informe o token 2 da conta.'];
  if (need >= 3 && !tokens.token3) errors.token3 = ['Informe o token 3 da conta.'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

export async function createConta(db: Database, companyId: number, input: z.output<typeof contaInput>): Promise<Conta> {
  const integracao = await integracaoOf(db, input.integracao_id);
  assertTokens(integracao.need, input);
  const [row] = await db
    .insert(contas)
    .values({
      companyId,
      integracaoId: integracao.id,
      nome: input.nome,
      token: input.token,
      token2: integracao.need >= 2 ? (input.token2 ?? null) : null,
      token3: integracao.need >= 3 ? (input.token3 ?? null) : null,
    })
    .returning({ id: contas.id });
  return getConta(db, companyId, row!.id);
}

/** Tokens left out keep their stored value; tokens the platform does not use are cleared. */
export async function updateConta(db: Database, companyId: number, id: number, input: z.output<typeof contaUpdateInput>): Promise<Conta> {
  const [current] = await db
    .select()
    .from(contas)
    .where(and(eq(contas.companyId, companyId), eq(contas.id, id)));
  if (!current) throw notFound('Conta não encontrada.');
  const integracao = await integracaoOf(db, input.integracao_id);
  const next = {
    token: input.token ?? current.token,
    token2: integracao.need >= 2 ? (input.token2 ?? current.token2) : null,
    token3: integracao.need >= 3 ? (input.token3 ?? current.token3) : null,
  };
  assertTokens(integracao.need, next);
  await db
    .update(contas)
    .set({ nome: input.nome, integracaoId: integracao.id, ...next, updatedAt: new Date() })
    .where(and(eq(contas.companyId, companyId), eq(contas.id, id)));
  return getConta(db, companyId, id);
}

/** An account with products cannot go: the products would lose their platform. */
export async function deleteConta(db: Database, companyId: number, id: number): Promise<void> {
  await getConta(db, companyId, id);
  const [used] = await db
    .select({ n: count() })
    .from(produtos)
    .where(and(eq(produtos.companyId, companyId), eq(produtos.contaId, id)));
  if ((used?.n ?? 0) > 0) throw conflict(`Conta em uso por ${used!.n} produto(s). Remova ou mova os produtos antes.`);
  await db.delete(contas).where(and(eq(contas.companyId, companyId), eq(contas.id, id)));
}

/** The company's accounts, as their routes serve them (routes/crud.ts): an update may leave the tokens out. */
export const contaService = { list: listContas, get: getConta, create: createConta, update: updateConta, remove: deleteConta };
