import type { ActorType } from '@retoma/api-client';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, money, refersTo, timestamps, uploadedImage } from './columns';
import { leadProdutos, leads, transacoes } from './leads';
import { users } from './owners';
import { produtos } from './products';
import { vendasRecuperadas } from './recovery';
import { companyId, companyRow } from './scope';
import { tickets } from './tickets';

// Newest-first lists read these indexes backwards: declared ascending, a backward scan is exactly `ORDER BY … DESC`
// (NULLS FIRST). Drizzle's `.desc()` writes DESC NULLS LAST, which that ORDER BY cannot use: PostgreSQL sorted the
// whole company's rows for a page of 25.

// Commissions: what the people who recover sales are owed, from the credited sale to the paid order.
// A recovered sale credited to a person opens a pre-commission; approved (proved by transactions), it becomes one
// commission per beneficiary and side; commissions are grouped per person into payment orders, paid or reverted.
// A refund of the sale claws the commissions back (cancelled when not ordered yet, a negative adjustment otherwise).

export const PRE_COMISSAO_SITUACOES = ['pendente', 'aprovada', 'reprovada'] as const;
export type PreComissaoSituacao = (typeof PRE_COMISSAO_SITUACOES)[number];

/** One reason of a diagnosis, as the client words it: its verdict, its code and what it names. */
export interface DiagnosticoMotivoRow {
  veredito: 'bom' | 'aguardar' | 'ruim';
  codigo: string;
  transacao?: string;
  data?: string;
  pre_comissao_id?: number;
  dias?: number;
}

/**
 * A claim to a commission on a recovered sale, waiting for a manager's decision. Its amounts are fixed when it is
 * opened (the product's commission settings and the achievements reached then), so a later change of settings does
 * not move what was promised.
 */
export const preComissoes = pgTable(
  'pre_comissoes',
  {
    ...companyRow(),
    /** The credit that opened it (one claim per credited sale). */
    vendaId: integer('venda_id').references(() => vendasRecuperadas.id, { onDelete: 'set null' }),
    transacaoId: belongsTo('transacao_id', () => transacoes.id),
    leadId: belongsTo('lead_id', () => leads.id),
    leadProdutoId: belongsTo('lead_produto_id', () => leadProdutos.id),
    produtoId: refersTo('produto_id', () => produtos.id),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    /** Who brought the lead (the "inserção" side): a user, or a campaign (paid nothing), named for the lists. */
    criadorType: text('criador_type').$type<ActorType>().notNull(),
    criadorId: integer('criador_id').notNull(),
    criadorNome: text('criador_nome').notNull(),
    /** The user paid for the insertion side, when the creator is a person. */
    criadorUserId: integer('criador_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agent who won the sale (the "atendimento" side). */
    atendenteId: integer('atendente_id').references(() => users.id, { onDelete: 'set null' }),
    valorVenda: money('valor_venda').notNull(),
    comissaoCriador: money('comissao_criador').notNull(),
    comissaoAtendente: money('comissao_atendente').notNull(),
    /** The part of each side's amount that achievements added. */
    bonusCriador: money('bonus_criador').notNull().default(0),
    bonusAtendente: money('bonus_atendente').notNull().default(0),
    situacao: text('situacao', { enum: PRE_COMISSAO_SITUACOES }).notNull().default('pendente'),
    /** The agent's proof: what happened, and the e-mail the lead bought with when it was another. */
    descricao: text('descricao'),
    emailSecundario: text('email_secundario'),
    diagnostico: jsonb('diagnostico').$type<DiagnosticoMotivoRow[]>(),
    diagnosticadoEm: at('diagnosticado_em'),
    decididoPor: integer('decidido_por').references(() => users.id, { onDelete: 'set null' }),
    decididoEm: at('decidido_em'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pre_comissoes_venda_unique').on(t.vendaId),
    // The approval tabs (pending, rejected), newest first (read backwards), and their counts.
    index('pre_comissoes_company_situacao_idx').on(t.companyId, t.situacao, t.createdAt, t.id),
    // An agent's own claims, and the duplicate check of a lead's product.
    index('pre_comissoes_company_atendente_idx').on(t.companyId, t.atendenteId, t.createdAt),
    index('pre_comissoes_company_criador_user_idx').on(t.companyId, t.criadorUserId, t.createdAt),
    index('pre_comissoes_lead_produto_idx').on(t.leadProdutoId),
  ],
);

/** The transactions a manager chose as proof when approving. */
export const preComissaoTransacoes = pgTable(
  'pre_comissao_transacoes',
  {
    companyId: companyId(),
    preComissaoId: belongsTo('pre_comissao_id', () => preComissoes.id),
    transacaoId: belongsTo('transacao_id', () => transacoes.id),
  },
  (t) => [primaryKey({ columns: [t.preComissaoId, t.transacaoId] })],
);

/** The agent's screenshots proving the sale (kept apart so lists carry their addresses, not the images). */
export const preComissaoAnexos = pgTable(
  'pre_comissao_anexos',
  {
    ...companyRow(),
    preComissaoId: belongsTo('pre_comissao_id', () => preComissoes.id),
    ...uploadedImage(),
    createdAt: createdAt(),
  },
  (t) => [index('pre_comissao_anexos_pre_comissao_idx').on(t.preComissaoId, t.id)],
);

/** A person's payment: the commissions (and adjustments) grouped when it was generated, paid as one. */
export const ordensPagamento = pgTable(
  'ordens_pagamento',
  {
    ...companyRow(),
    userId: refersTo('user_id', () => users.id),
    /** The sum of its commissions when it was generated (they never change after). */
    total: money('total').notNull(),
    geradaPor: integer('gerada_por').references(() => users.id, { onDelete: 'set null' }),
    pagaEm: at('paga_em'),
    pagaPor: integer('paga_por').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // The pending and paid tabs, newest first (read backwards).
    index('ordens_pagamento_company_pendentes_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.pagaEm} is null`),
    index('ordens_pagamento_company_pagas_idx')
      .on(t.companyId, t.pagaEm, t.id)
      .where(sql`${t.pagaEm} is not null`),
    index('ordens_pagamento_company_user_idx').on(t.companyId, t.userId, t.createdAt),
  ],
);

export const COMISSAO_NATUREZAS = ['atendimento', 'insercao', 'estorno'] as const;
export type ComissaoNatureza = (typeof COMISSAO_NATUREZAS)[number];

/**
 * What one person is owed on one side of one approved sale, or a negative adjustment (`estorno`) that takes back
 * a commission already ordered or paid when the sale was refunded. An order's items are its commissions.
 */
export const comissoes = pgTable(
  'comissoes',
  {
    ...companyRow(),
    userId: refersTo('user_id', () => users.id),
    preComissaoId: integer('pre_comissao_id').references(() => preComissoes.id, { onDelete: 'set null' }),
    leadId: belongsTo('lead_id', () => leads.id),
    produtoId: refersTo('produto_id', () => produtos.id),
    natureza: text('natureza', { enum: COMISSAO_NATUREZAS }).notNull(),
    /** Negative for an adjustment. */
    valor: money('valor').notNull(),
    /** The part of `valor` achievements added. */
    bonus: money('bonus').notNull().default(0),
    /** Held within the sale's warranty: payable from then on (null: payable now). */
    retidaAte: at('retida_ate'),
    ordemId: integer('ordem_id').references(() => ordensPagamento.id, { onDelete: 'set null' }),
    /** When the sale was refunded or charged back, and the platform's event that said so. */
    estornadaEm: at('estornada_em'),
    motivoEstorno: text('motivo_estorno'),
    /** An adjustment names the commission it takes back. */
    estornoDeId: integer('estorno_de_id'),
    ...timestamps,
  },
  (t) => [
    // The list of every commission and one person's, newest first (read backwards).
    index('comissoes_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('comissoes_company_user_idx').on(t.companyId, t.userId, t.createdAt, t.id),
    // A search finds the commissions of the leads and products it matched.
    index('comissoes_company_lead_idx').on(t.companyId, t.leadId),
    index('comissoes_company_produto_idx').on(t.companyId, t.produtoId),
    // What is left to order: not ordered, not cancelled; with when it is released and its amount, so each person's
    // sums are read from the index alone.
    index('comissoes_company_to_order_idx')
      .on(t.companyId, t.userId, t.retidaAte, t.valor)
      .where(sql`${t.ordemId} is null and ${t.estornadaEm} is null`),
    index('comissoes_ordem_idx').on(t.ordemId),
    index('comissoes_pre_comissao_idx').on(t.preComissaoId),
    uniqueIndex('comissoes_estorno_de_unique').on(t.estornoDeId),
  ],
);
