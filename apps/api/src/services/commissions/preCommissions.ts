import type { PreComissaoContagem, PreComissaoDetalhe, TransacaoComissao } from '@retoma/api-client';
import type { minhasPreComissoesQuery, preComissaoFilterQuery, preComissaoListQuery } from '@retoma/api-client/schemas';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { leads, preComissaoAnexos, preComissaoTransacoes, preComissoes, produtos, transacoes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { paginate, searchOf } from '../pagination';
import { selectPreComissoes, toPreComissao } from './rows';

export const PRE_COMISSAO_NOT_FOUND = 'Pré-comissão não encontrada.';
export const PROOF_PATH = '/api/master/comprovantes';

type Filter = z.output<typeof preComissaoFilterQuery>;
const SITUACAO_OF_TAB = { pendente: 'pendente', reprovado: 'reprovada' } as const;

/** The filter of the approval lists: search by ticket number (digits) or the lead's name or e-mail; creator; attendant. */
function filterOf(companyId: number, q: Filter): SQL {
  const byNumber =
    q.search && /^\d{1,9}$/.test(q.search)
      ? or(eq(preComissoes.ticketId, Number(q.search)), eq(preComissoes.id, Number(q.search)))
      : undefined;
  return and(
    eq(preComissoes.companyId, companyId),
    q.search ? or(byNumber, searchOf(q.search, [leads.email, leads.nome])) : undefined,
    q.atendente_id === undefined ? undefined : eq(preComissoes.atendenteId, q.atendente_id),
    q.criador_id === undefined ? undefined : eq(preComissoes.criadorUserId, q.criador_id),
  )!;
}

/** `GET /pre_comissaos`: one tab of the approval screen, newest first. */
export function listPreComissoes(db: Database, companyId: number, q: z.output<typeof preComissaoListQuery>) {
  const where = and(filterOf(companyId, q), eq(preComissoes.situacao, SITUACAO_OF_TAB[q.tipo]));
  return paginate(
    q,
    (window) =>
      selectPreComissoes(db)
        .where(where)
        .orderBy(desc(preComissoes.createdAt), desc(preComissoes.id))
        .limit(window.limit)
        .offset(window.offset),
    db.select({ n: count() }).from(preComissoes).innerJoin(leads, eq(leads.id, preComissoes.leadId)).where(where),
    (rows) => rows.map(toPreComissao),
  );
}

/** `GET /pre_comissaos/contagem`: how many each tab holds under the same filter. */
export async function countPreComissoes(db: Database, companyId: number, q: Filter): Promise<PreComissaoContagem> {
  const rows = await db
    .select({ situacao: preComissoes.situacao, n: count() })
    .from(preComissoes)
    .innerJoin(leads, eq(leads.id, preComissoes.leadId))
    .where(and(filterOf(companyId, q), inArray(preComissoes.situacao, ['pendente', 'reprovada'])))
    .groupBy(preComissoes.situacao);
  const of = (situacao: string) => rows.find((row) => row.situacao === situacao)?.n ?? 0;
  return { pendente: of('pendente'), reprovado: of('reprovada') };
}

/** A claim belongs to the people it pays: who brought the lead and who won the sale. */
export const ownClaim = (userId: number) => or(eq(preComissoes.atendenteId, userId), eq(preComissoes.criadorUserId, userId))!;

/** `GET /pre_comissaos/minhas`: the caller's own claims, pending or rejected. */
export function listMinhasPreComissoes(db: Database, companyId: number, userId: number, q: z.output<typeof minhasPreComissoesQuery>) {
  const where = and(eq(preComissoes.companyId, companyId), ownClaim(userId), eq(preComissoes.situacao, SITUACAO_OF_TAB[q.tipo]));
  return paginate(
    q,
    (window) =>
      selectPreComissoes(db)
        .where(where)
        .orderBy(desc(preComissoes.createdAt), desc(preComissoes.id))
        .limit(window.limit)
        .offset(window.offset),
    db.select({ n: count() }).from(preComissoes).where(where),
    (rows) => rows.map(toPreComissao),
  );
}

const transacaoColumns = {
  id: transacoes.id,
  transaction: transacoes.transaction,
  leadId: leads.id,
  leadNome: leads.nome,
  leadEmail: leads.email,
  produtoId: produtos.id,
  produtoNome: produtos.nome,
  produtoCor: produtos.cor,
  status: transacoes.status,
  paymentType: transacoes.paymentType,
  fullPrice: transacoes.fullPrice,
  purchaseDate: transacoes.purchaseDate,
  warrantyDate: transacoes.warrantyDate,
  createdAt: transacoes.createdAt,
};

export const selectTransacoes = (db: Database) =>
  db
    .select(transacaoColumns)
    .from(transacoes)
    .innerJoin(leads, eq(leads.id, transacoes.leadId))
    .innerJoin(produtos, eq(produtos.id, transacoes.produtoId))
    .$dynamic();

export function toTransacaoComissao(row: Awaited<ReturnType<ReturnType<typeof selectTransacoes>['execute']>>[number]): TransacaoComissao {
  return {
    id: row.id,
    transaction: row.transaction,
    lead: { id: row.leadId, nome: row.leadNome, email: row.leadEmail },
    produto: { id: row.produtoId, nome: row.produtoNome, cor: row.produtoCor },
    status: row.status,
    payment_type: row.paymentType,
    full_price: Number(row.fullPrice),
    purchase_date: row.purchaseDate?.toISOString() ?? null,
    warranty_date: row.warrantyDate?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** One pre-commission in full; `mine` limits it to the caller's own claims (404 for any other). */
export async function getPreComissao(db: Database, companyId: number, id: number, mine?: number): Promise<PreComissaoDetalhe> {
  const [[row], [extra]] = await Promise.all([
    selectPreComissoes(db).where(
      and(eq(preComissoes.companyId, companyId), eq(preComissoes.id, id), mine === undefined ? undefined : ownClaim(mine)),
    ),
    db
      .select({
        cpf: leads.cpf,
        ddi: leads.ddi,
        ddd: leads.ddd,
        telefone: leads.telefone,
        transacaoId: preComissoes.transacaoId,
        descricao: preComissoes.descricao,
        emailSecundario: preComissoes.emailSecundario,
        decididoEm: preComissoes.decididoEm,
      })
      .from(preComissoes)
      .innerJoin(leads, eq(leads.id, preComissoes.leadId))
      .where(and(eq(preComissoes.companyId, companyId), eq(preComissoes.id, id))),
  ]);
  if (!row || !extra) throw notFound(PRE_COMISSAO_NOT_FOUND);
  const [transacao, comprovantes, anexos] = await Promise.all([
    selectTransacoes(db).where(eq(transacoes.id, extra.transacaoId)),
    selectTransacoes(db)
      .innerJoin(preComissaoTransacoes, eq(preComissaoTransacoes.transacaoId, transacoes.id))
      .where(eq(preComissaoTransacoes.preComissaoId, id))
      .orderBy(asc(transacoes.id)),
    db
      .select({ id: preComissaoAnexos.id, token: preComissaoAnexos.token })
      .from(preComissaoAnexos)
      .where(eq(preComissaoAnexos.preComissaoId, id))
      .orderBy(asc(preComissaoAnexos.id)),
  ]);
  return {
    ...toPreComissao(row),
    lead_contato: { cpf: extra.cpf, ddi: extra.ddi, ddd: extra.ddd, telefone: extra.telefone },
    transacao: toTransacaoComissao(transacao[0]!),
    comprovantes: comprovantes.map(toTransacaoComissao),
    descricao: extra.descricao,
    email_secundario: extra.emailSecundario,
    anexos: anexos.map((anexo) => ({ id: anexo.id, url: `${PROOF_PATH}/${anexo.token}` })),
    decidido_em: extra.decididoEm?.toISOString() ?? null,
  };
}

/**
 * `GET /pre_comissaos/{id}/transacoes`: what may prove a claim — the product's approved transactions, the lead's
 * first, searched by code, lead name or e-mail (the agent's "bought with another e-mail" included).
 */
export async function candidateTransactions(db: Database, companyId: number, id: number, search: string | undefined) {
  const [claim] = await db
    .select({ produtoId: preComissoes.produtoId, leadId: preComissoes.leadId })
    .from(preComissoes)
    .where(and(eq(preComissoes.companyId, companyId), eq(preComissoes.id, id)));
  if (!claim) throw notFound(PRE_COMISSAO_NOT_FOUND);
  const rows = await selectTransacoes(db)
    .where(
      and(
        eq(transacoes.companyId, companyId),
        eq(transacoes.produtoId, claim.produtoId),
        inArray(transacoes.status, ['approved', 'completed']),
        search ? searchOf(search, [transacoes.transaction, leads.nome, leads.email]) : eq(transacoes.leadId, claim.leadId),
      ),
    )
    .orderBy(sql`${transacoes.leadId} = ${claim.leadId} desc`, desc(transacoes.createdAt), desc(transacoes.id))
    .limit(25);
  return rows.map(toTransacaoComissao);
}
