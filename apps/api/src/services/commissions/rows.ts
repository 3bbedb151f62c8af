import type { Actor, Comissao, ComissaoSituacao, PreComissao } from '@retoma/api-client';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { comissoes, leads, ordensPagamento, preComissoes, produtos, users } from '../../db/schema';
import type { DiagnosticoMotivoRow } from '../../db/schema/commissions';
import { toDiagnostico } from './diagnosisShape';
import { sumReais } from './money';

// How commissions and pre-commissions are read for every list: the same columns, joins and wire shapes.

export const criadorUser = alias(users, 'criador_user');
export const atendenteUser = alias(users, 'atendente_user');

/** Where a commission stands (see ComissaoSituacao); needs the order joined. */
export const situacaoOf = sql<ComissaoSituacao>`case
  when ${comissoes.natureza} = 'estorno' then 'ajuste'
  when ${comissoes.estornadaEm} is not null and ${comissoes.ordemId} is null then 'estornada'
  when ${ordensPagamento.pagaEm} is not null then 'paga'
  when ${comissoes.ordemId} is not null then 'ordenada'
  when ${comissoes.retidaAte} > now() then 'retida'
  else 'a_ordenar' end`;

/** What a commission counts for in sums: nothing once cancelled by a refund before any order. */
export const efetivoOf = sql`(case when ${comissoes.estornadaEm} is not null and ${comissoes.ordemId} is null then 0 else ${comissoes.valor} end)`;

/** The exact sum of a list's commissions, as text (numeric), read as reais. */
export const sumOf = (value: SQL) => sql<string>`coalesce(sum(${value}), 0)::text`;

export const comissaoColumns = {
  id: comissoes.id,
  userId: comissoes.userId,
  userName: users.name,
  userAvatar: users.avatar,
  leadId: leads.id,
  leadNome: leads.nome,
  leadEmail: leads.email,
  produtoId: produtos.id,
  produtoNome: produtos.nome,
  produtoCor: produtos.cor,
  natureza: comissoes.natureza,
  valor: comissoes.valor,
  bonus: comissoes.bonus,
  situacao: situacaoOf,
  retidaAte: comissoes.retidaAte,
  ordemId: comissoes.ordemId,
  pagaEm: ordensPagamento.pagaEm,
  estornadaEm: comissoes.estornadaEm,
  motivoEstorno: comissoes.motivoEstorno,
  preComissaoId: comissoes.preComissaoId,
  criadorType: preComissoes.criadorType,
  criadorId: preComissoes.criadorId,
  criadorNome: preComissoes.criadorNome,
  criadorAvatar: criadorUser.avatar,
  createdAt: comissoes.createdAt,
};

/** Commissions with what their lists show (person, lead, product, order, who brought the lead), to filter and page. */
export const selectComissoes = (db: Database) =>
  db
    .select(comissaoColumns)
    .from(comissoes)
    .innerJoin(users, eq(users.id, comissoes.userId))
    .innerJoin(leads, eq(leads.id, comissoes.leadId))
    .innerJoin(produtos, eq(produtos.id, comissoes.produtoId))
    .leftJoin(ordensPagamento, eq(ordensPagamento.id, comissoes.ordemId))
    .leftJoin(preComissoes, eq(preComissoes.id, comissoes.preComissaoId))
    .leftJoin(criadorUser, eq(criadorUser.id, preComissoes.criadorUserId))
    .$dynamic();

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const actorOf = (row: {
  criadorType: Actor['type'];
  criadorId: number;
  criadorNome: string;
  criadorAvatar: string | null;
}): Actor => ({
  type: row.criadorType,
  id: row.criadorId,
  nome: row.criadorNome,
  avatar: row.criadorType === 'user' ? row.criadorAvatar : null,
});

/** Which joins a list's filter reads: the claim (who brought the lead), the order (a state). */
export interface TotalJoins {
  claim: boolean;
  order: boolean;
}

/**
 * The count and the exact sum of the commissions a filter finds, joining only what the filter reads: with no filter
 * but the company, both come from `comissoes` alone (the order's payment is not needed for the sum).
 */
export function totalComissoes(db: Database, joins: TotalJoins) {
  let query = db
    .select({ n: count(), soma: sumOf(efetivoOf) })
    .from(comissoes)
    .$dynamic();
  if (joins.order) query = query.leftJoin(ordensPagamento, eq(ordensPagamento.id, comissoes.ordemId));
  if (joins.claim) query = query.leftJoin(preComissoes, eq(preComissoes.id, comissoes.preComissaoId));
  return query;
}

export type ComissaoRow = Awaited<ReturnType<ReturnType<typeof selectComissoes>['execute']>>[number];

export function toComissao(row: ComissaoRow): Comissao {
  return {
    id: row.id,
    user: { id: row.userId, name: row.userName, avatar: row.userAvatar },
    lead: { id: row.leadId, nome: row.leadNome, email: row.leadEmail },
    produto: { id: row.produtoId, nome: row.produtoNome, cor: row.produtoCor },
    natureza: row.natureza,
    valor: Number(row.valor),
    bonus: Number(row.bonus),
    situacao: row.situacao,
    retida_ate: row.situacao === 'retida' ? iso(row.retidaAte) : null,
    ordem_id: row.ordemId,
    paga_em: iso(row.pagaEm),
    estornada_em: iso(row.estornadaEm),
    motivo_estorno: row.motivoEstorno,
    origem:
      row.criadorType === null || row.criadorId === null || row.criadorNome === null
        ? null
        : actorOf({ ...row, criadorType: row.criadorType, criadorId: row.criadorId, criadorNome: row.criadorNome }),
    pre_comissao_id: row.preComissaoId,
    created_at: row.createdAt.toISOString(),
  };
}

export const preComissaoColumns = {
  id: preComissoes.id,
  situacao: preComissoes.situacao,
  leadId: leads.id,
  leadNome: leads.nome,
  leadEmail: leads.email,
  produtoId: produtos.id,
  produtoNome: produtos.nome,
  produtoCor: produtos.cor,
  ticketId: preComissoes.ticketId,
  criadorType: preComissoes.criadorType,
  criadorId: preComissoes.criadorId,
  criadorNome: preComissoes.criadorNome,
  criadorAvatar: criadorUser.avatar,
  atendenteId: atendenteUser.id,
  atendenteName: atendenteUser.name,
  atendenteAvatar: atendenteUser.avatar,
  valorVenda: preComissoes.valorVenda,
  comissaoCriador: preComissoes.comissaoCriador,
  comissaoAtendente: preComissoes.comissaoAtendente,
  temAnexos: sql<boolean>`exists (select 1 from pre_comissao_anexos a where a.pre_comissao_id = ${preComissoes.id})`,
  diagnostico: preComissoes.diagnostico,
  diagnosticadoEm: preComissoes.diagnosticadoEm,
  createdAt: preComissoes.createdAt,
};

/** Pre-commissions with what their lists show (lead, product, who brought the lead, who won it). */
export const selectPreComissoes = (db: Database) =>
  db
    .select(preComissaoColumns)
    .from(preComissoes)
    .innerJoin(leads, eq(leads.id, preComissoes.leadId))
    .innerJoin(produtos, eq(produtos.id, preComissoes.produtoId))
    .leftJoin(criadorUser, eq(criadorUser.id, preComissoes.criadorUserId))
    .leftJoin(atendenteUser, eq(atendenteUser.id, preComissoes.atendenteId))
    .$dynamic();

export interface PreComissaoRow {
  id: number;
  situacao: PreComissao['situacao'];
  leadId: number;
  leadNome: string;
  leadEmail: string;
  produtoId: number;
  produtoNome: string;
  produtoCor: string;
  ticketId: number | null;
  criadorType: Actor['type'];
  criadorId: number;
  criadorNome: string;
  criadorAvatar: string | null;
  atendenteId: number | null;
  atendenteName: string | null;
  atendenteAvatar: string | null;
  valorVenda: number;
  comissaoCriador: number;
  comissaoAtendente: number;
  temAnexos: boolean;
  diagnostico: DiagnosticoMotivoRow[] | null;
  diagnosticadoEm: Date | null;
  createdAt: Date;
}

export function toPreComissao(row: PreComissaoRow): PreComissao {
  return {
    id: row.id,
    situacao: row.situacao,
    lead: { id: row.leadId, nome: row.leadNome, email: row.leadEmail },
    produto: { id: row.produtoId, nome: row.produtoNome, cor: row.produtoCor },
    ticket_id: row.ticketId,
    criador: actorOf(row),
    atendente: row.atendenteId === null ? null : { id: row.atendenteId, name: row.atendenteName ?? '', avatar: row.atendenteAvatar },
    valor_venda: Number(row.valorVenda),
    comissao_criador: Number(row.comissaoCriador),
    comissao_atendente: Number(row.comissaoAtendente),
    comissao_total: sumReais([row.comissaoCriador, row.comissaoAtendente]),
    tem_anexos: Boolean(row.temAnexos),
    diagnostico: toDiagnostico(row.id, row.diagnostico, row.diagnosticadoEm),
    created_at: row.createdAt.toISOString(),
  };
}
