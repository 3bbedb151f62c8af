import type { Conta, Integracao, Paginator, PlatformEvent } from '@retoma/api-client';
import type { contaInput, contaListQuery, contaUpdateInput } from '@retoma/api-client/schemas';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { contas, integracoes, platformEvents, produtos } from '../db/schema';
import { byCount, conflict, notFound, validationError } from '../http/errors';
import { orderOf, paginateSelect, searchOf } from './pagination';

/** Whether a token is set, computed in SQL: reads for responses never load the secret itself. */
const isSet = (column: typeof contas.token | typeof contas.token2 | typeof contas.token3) =>
  sql<boolean>`(${column} is not null and ${column} <> '')`;

/**
 * The last four characters of the token, cut in SQL (the token itself never reaches the response path), and only
 * for a token of 12 characters or more: of a short one, four characters would give away too much of it.
 */
const lastFour = sql<string | null>`case when length(${contas.token}) >= 12 then right(${contas.token}, 4) end`;

/**
 * The columns a response may carry. The tokens are not among them: only whether each is set (`has_token`) and the
 * main one's last four characters leave the server, so no list or detail can leak a platform credential.
 */
const contaColumns = {
  id: contas.id,
  nome: contas.nome,
  integracao_id: contas.integracaoId,
  created_at: contas.createdAt,
  has_token: isSet(contas.token),
  has_token2: isSet(contas.token2),
  has_token3: isSet(contas.token3),
  token_last4: lastFour,
  webhook_key: contas.webhookKey,
  produtos_count: sql<number>`(select count(*)::int from ${produtos} where ${produtos.contaId} = ${contas.id})`,
  slug: integracoes.slug,
  integracao: { id: integracoes.id, descricao: integracoes.descricao, need: integracoes.need, checkout_base: integracoes.checkoutBase },
};

function contasQuery(db: Database, where: SQL | undefined) {
  return db.select(contaColumns).from(contas).innerJoin(integracoes, eq(integracoes.id, contas.integracaoId)).where(where);
}
type ContaRow = Awaited<ReturnType<typeof contasQuery>>[number];

/** The last event each of these accounts received: one step of the (conta_id, received_at desc) index per account. */
async function lastEventsOf(db: Database, companyId: number, ids: number[]): Promise<Map<number, PlatformEvent>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([platformEvents.contaId], {
      contaId: platformEvents.contaId,
      receivedAt: platformEvents.receivedAt,
      event: platformEvents.event,
      outcome: platformEvents.outcome,
      error: platformEvents.error,
    })
    .from(platformEvents)
    .where(and(eq(platformEvents.companyId, companyId), inArray(platformEvents.contaId, ids)))
    .orderBy(platformEvents.contaId, desc(platformEvents.receivedAt));
  return new Map(
    rows.map((row) => [
      row.contaId,
      { received_at: row.receivedAt.toISOString(), event: row.event, outcome: row.outcome, error: row.error },
    ]),
  );
}

/** The address a platform posts this account's events to (the recovery engine receives them there). */
export const webhookUrl = (publicUrl: string, platform: string, key: string) =>
  `${publicUrl}/api/webhooks/${encodeURIComponent(platform)}/${encodeURIComponent(key)}`;

/** Rows as they go on the wire, with their last events (one query for the whole page). */
async function toContas(db: Database, companyId: number, publicUrl: string, rows: ContaRow[]): Promise<Conta[]> {
  const events = await lastEventsOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    nome: row.nome,
    integracao_id: row.integracao_id,
    integracao: row.integracao,
    has_token: Boolean(row.has_token),
    has_token2: Boolean(row.has_token2),
    has_token3: Boolean(row.has_token3),
    token_last4: row.token_last4,
    webhook_url: webhookUrl(publicUrl, row.slug, row.webhook_key),
    last_event: events.get(row.id) ?? null,
    produtos_count: Number(row.produtos_count),
    created_at: row.created_at.toISOString(),
  }));
}

export async function listIntegracoes(db: Database): Promise<Integracao[]> {
  return db
    .select({ id: integracoes.id, descricao: integracoes.descricao, need: integracoes.need, checkout_base: integracoes.checkoutBase })
    .from(integracoes)
    .orderBy(asc(integracoes.descricao));
}

async function integracaoOf(db: Database, id: number) {
  const [row] = await db.select().from(integracoes).where(eq(integracoes.id, id));
  if (!row) throw validationError({ integracao_id: ['Selecione a integração.'] });
  return row;
}

/** The platform says how many tokens an account needs: each required one must be set after the write. */
function assertTokens(need: number, tokens: { token: boolean; token2: boolean; token3: boolean }) {
  const errors: Record<string, string[]> = {};
  if (!tokens.token) errors.token = ['Informe o token da conta.'];
  if (need >= 2 && !tokens.token2) errors.token2 = ['Informe o token 2 da conta.'];
  if (need >= 3 && !tokens.token3) errors.token3 = ['Informe o token 3 da conta.'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** What the accounts' routes serve; an account's webhook address starts with the server's public address. */
export function contaService(publicUrl: string) {
  const toWire = (db: Database, companyId: number, rows: ContaRow[]) => toContas(db, companyId, publicUrl, rows);

  async function list(db: Database, companyId: number, q: z.output<typeof contaListQuery>): Promise<Paginator<Conta>> {
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
      (rows) => toWire(db, companyId, rows),
    );
  }

  async function get(db: Database, companyId: number, id: number): Promise<Conta> {
    const [row] = await contasQuery(db, and(eq(contas.companyId, companyId), eq(contas.id, id)));
    if (!row) throw notFound('Conta não encontrada.');
    const [conta] = await toWire(db, companyId, [row]);
    return conta!;
  }

  async function create(db: Database, companyId: number, input: z.output<typeof contaInput>): Promise<Conta> {
    const integracao = await integracaoOf(db, input.integracao_id);
    assertTokens(integracao.need, { token: Boolean(input.token), token2: Boolean(input.token2), token3: Boolean(input.token3) });
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
    return get(db, companyId, row!.id);
  }

  /**
   * Tokens left out keep their stored value (the stored ones are never read: only whether they are set), tokens the
   * platform does not use are cleared. Rotating a token is writing its new value.
   */
  async function update(db: Database, companyId: number, id: number, input: z.output<typeof contaUpdateInput>): Promise<Conta> {
    const byId = and(eq(contas.companyId, companyId), eq(contas.id, id));
    const [current] = await db
      .select({ token: isSet(contas.token), token2: isSet(contas.token2), token3: isSet(contas.token3) })
      .from(contas)
      .where(byId);
    if (!current) throw notFound('Conta não encontrada.');
    const integracao = await integracaoOf(db, input.integracao_id);
    assertTokens(integracao.need, {
      token: Boolean(input.token) || current.token,
      token2: Boolean(input.token2) || current.token2,
      token3: Boolean(input.token3) || current.token3,
    });
    await db
      .update(contas)
      .set({
        nome: input.nome,
        integracaoId: integracao.id,
        ...(input.token ? { token: input.token } : {}),
        token2: integracao.need >= 2 ? (input.token2 ?? sql`${contas.token2}`) : null,
        token3: integracao.need >= 3 ? (input.token3 ?? sql`${contas.token3}`) : null,
        updatedAt: new Date(),
      })
      .where(byId);
    return get(db, companyId, id);
  }

  /** An account with products cannot go: the products would lose their platform. */
  async function remove(db: Database, companyId: number, id: number): Promise<void> {
    await get(db, companyId, id);
    const [used] = await db
      .select({ n: count() })
      .from(produtos)
      .where(and(eq(produtos.companyId, companyId), eq(produtos.contaId, id)));
    const n = used?.n ?? 0;
    if (n > 0)
      throw conflict(
        byCount(
          n,
          `Conta em uso por ${n} produto. Remova ou mova o produto antes.`,
          `Conta em uso por ${n} produtos. Remova ou mova os produtos antes.`,
        ),
      );
    await db.delete(contas).where(and(eq(contas.companyId, companyId), eq(contas.id, id)));
  }

  return { list, get, create, update, remove };
}
