import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, money, refersTo, timestamps } from './columns';
import { companyId, companyRow } from './scope';

// What a company sells: its accounts on the sales platforms, its products, their sales links and gifts.

/** Sales platforms (Hotmart, Eduzz, ...): shared by every company. `need` = how many tokens an account carries. */
export const integracoes = pgTable('integracoes', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  descricao: text('descricao').notNull(),
  need: integer('need').notNull().default(1),
  checkoutBase: text('checkout_base').notNull(),
});

/** A company's account on a sales platform. The tokens never leave the server. */
export const contas = pgTable(
  'contas',
  {
    ...companyRow(),
    integracaoId: refersTo('integracao_id', () => integracoes.id),
    nome: text('nome').notNull(),
    token: text('token').notNull(),
    token2: text('token2'),
    token3: text('token3'),
    /**
     * The secret part of the account's webhook address (`/api/webhooks/<platform>/<key>`): 128 random bits drawn
     * by the database, so existing accounts got one too, and nobody can post events to an account they guessed.
     */
    webhookKey: text('webhook_key')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    ...timestamps,
  },
  (t) => [index('contas_company_nome_idx').on(t.companyId, t.nome, t.id)],
);

/** What the recovery engine did with an event a platform posted to an account's webhook. */
/** `pending`: received while the process was busy, kept with its body until a worker applies it. */
export const PLATFORM_EVENT_OUTCOMES = ['processed', 'ignored', 'failed', 'pending'] as const;
export type PlatformEventOutcome = (typeof PLATFORM_EVENT_OUTCOMES)[number];

/**
 * The events a platform posted to an account's webhook, with what came of them: the accounts screen shows the
 * last one, so a manager sees the connection is alive (or why it fails). Written by the recovery engine.
 */
export const platformEvents = pgTable(
  'platform_events',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    contaId: belongsTo('conta_id', () => contas.id),
    receivedAt: at('received_at').notNull().defaultNow(),
    /** The platform's own name of the event (`PURCHASE_APPROVED`, `PURCHASE_CANCELED`, ...). */
    event: text('event').notNull(),
    outcome: text('outcome', { enum: PLATFORM_EVENT_OUTCOMES }).notNull(),
    /** Why a failed event failed, in words a manager can act on. */
    error: text('error'),
    /** The platform's id of the event: the same id posted again is answered without being applied twice. */
    externalId: text('external_id'),
    /** The event as posted, while it waits (`pending`); cleared once applied, so no buyer's data lingers here. */
    payload: jsonb('payload'),
    /** How many times a worker failed to apply it; at MAX_TRIES it is given up as failed. */
    tentativas: integer('tentativas').notNull().default(0),
  },
  (t) => [
    // The queue of events waiting for a worker, oldest first.
    index('platform_events_pending_idx')
      .on(t.receivedAt, t.id)
      .where(sql`${t.outcome} = 'pending'`),
    // The last event of each account: one index step per account.
    index('platform_events_conta_received_idx').on(t.contaId, t.receivedAt.desc()),
    // A failed event (bad token, malformed) does not count: the platform's retry of it must still be applied.
    uniqueIndex('platform_events_conta_external_unique')
      .on(t.contaId, t.externalId)
      .where(sql`${t.outcome} <> 'failed'`),
  ],
);

export const produtos = pgTable(
  'produtos',
  {
    ...companyRow(),
    contaId: refersTo('conta_id', () => contas.id),
    nome: text('nome').notNull(),
    status: boolean('status').notNull().default(true),
    preco: money('preco').notNull(),
    codProduto: text('cod_produto').notNull(),
    checkout: text('checkout'),
    cor: text('cor').notNull(),
    habComissao: boolean('hab_comissao').notNull().default(false),
    comissaoModo: text('comissao_modo', { enum: ['individual', 'partilhada'] }),
    comissaoTipo: text('comissao_tipo', { enum: ['valor', 'percentual'] }),
    comissaoInsercao: money('comissao_insercao'),
    comissaoAtendimento: money('comissao_atendimento'),
    integracao: boolean('integracao').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('produtos_company_nome_idx').on(t.companyId, t.nome, t.id),
    // The list sorted by price walks this index and stops after one page instead of sorting every product.
    index('produtos_company_preco_idx').on(t.companyId, t.preco, t.id),
    index('produtos_company_conta_idx').on(t.companyId, t.contaId),
    // The platform's product id names one product of the company: events are matched to products by it.
    uniqueIndex('produtos_company_cod_produto_unique').on(t.companyId, t.codProduto),
    // Trigram index: `search` is a substring match (ILIKE %term%), which a btree cannot serve.
    index('produtos_nome_trgm_idx').using('gin', t.nome.op('gin_trgm_ops')),
  ],
);

/** How a gift ships: a Correios contract or the Melhor Envio freight marketplace. */
export const GIFT_LOGISTICS = ['correios', 'melhor_envio'] as const;
/** Correios box codes: 001 envelope, 002 box, 003 cylinder. */
export const GIFT_BOX_TYPES = ['001', '002', '003'] as const;

const cm = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });

/**
 * A physical gift tied to a product ("brinde"), offered when an agent wins a sale with a status that allows one.
 * Dimensions in cm, weight in kg. Contracts and packagings belong to the gifts module's shipping side (not built
 * yet), hence their ids without foreign keys.
 */
export const brindes = pgTable(
  'brindes',
  {
    ...companyRow(),
    produtoId: refersTo('produto_id', () => produtos.id),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    logistica: text('logistica', { enum: GIFT_LOGISTICS }).notNull(),
    contratoId: integer('contrato_id'),
    tipoDeCaixa: text('tipo_de_caixa', { enum: GIFT_BOX_TYPES }).notNull(),
    altura: cm('altura'),
    largura: cm('largura'),
    comprimento: cm('comprimento'),
    diametro: cm('diametro'),
    peso: numeric('peso', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    embalagemId: integer('embalagem_id'),
    ...timestamps,
  },
  // The finish form lists the active gifts of the ticket's product.
  (t) => [index('brindes_company_produto_idx').on(t.companyId, t.produtoId, t.nome)],
);

/** Products that may be sold as upsell of a product. */
export const produtoUpsells = pgTable(
  'produto_upsells',
  {
    companyId: companyId(),
    produtoId: belongsTo('produto_id', () => produtos.id),
    upsellId: belongsTo('upsell_id', () => produtos.id),
  },
  (t) => [primaryKey({ columns: [t.produtoId, t.upsellId] }), index('produto_upsells_company_idx').on(t.companyId, t.upsellId)],
);

export const links = pgTable(
  'links',
  {
    ...companyRow(),
    produtoId: belongsTo('produto_id', () => produtos.id),
    /** Public key of the link, used in `[LINK_<identidade>]`. */
    identidade: text('identidade').notNull(),
    descricao: text('descricao').notNull(),
    codigoOferta: text('codigo_oferta').notNull(),
    src: text('src').notNull(),
    split: integer('split').notNull().default(1),
    builder: boolean('builder').notNull().default(false),
    boleto: boolean('boleto').notNull().default(false),
    paypal: boolean('paypal').notNull().default(false),
    debito: boolean('debito').notNull().default(false),
    twoCart: boolean('two_cart').notNull().default(false),
    habComissao: boolean('hab_comissao').notNull().default(false),
    status: boolean('status').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('links_company_identidade_unique').on(t.companyId, t.identidade),
    index('links_company_produto_idx').on(t.companyId, t.produtoId, t.descricao, t.id),
    index('links_company_descricao_idx').on(t.companyId, t.descricao, t.id),
    index('links_descricao_trgm_idx').using('gin', t.descricao.op('gin_trgm_ops')),
    index('links_codigo_oferta_trgm_idx').using('gin', t.codigoOferta.op('gin_trgm_ops')),
  ],
);
