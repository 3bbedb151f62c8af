import type { LeadCompra, LeadOrigem, PaymentType, TransactionStatus } from '@retoma/api-client';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, money, refersTo, timestamps } from './columns';
import { produtos } from './products';
import { companyRow } from './scope';

// A company's customers and what they bought (the sales platforms report it).

/** Every origin a lead can have (the wire's LeadOrigem, written out: drizzle-kit reads this file without the workspace). */
const LEAD_ORIGINS = ['carrinho', 'boleto', 'cancelado', 'agendamento', 'whatsapp', 'ticket'] as const satisfies readonly LeadOrigem[];
/** Fails to compile when the wire gains an origin this list lacks. */
const everyOriginIndexed: Exclude<LeadOrigem, (typeof LEAD_ORIGINS)[number]> extends never ? true : never = true;
void everyOriginIndexed;

/** A customer of a company, identified by e-mail within it. */
export const leads = pgTable(
  'leads',
  {
    ...companyRow(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    /** 11 digits; null when never informed. */
    cpf: text('cpf'),
    /** Country code without `+`. */
    ddi: text('ddi').notNull().default('55'),
    /** Area code (Brazil); empty for other countries. */
    ddd: text('ddd').notNull().default(''),
    /** Digits only. */
    telefone: text('telefone').notNull().default(''),
    /** When the person's data was erased (LGPD): name, e-mail, CPF and phone are anonymised, the id and sales kept. */
    anonimizadoEm: at('anonimizado_em'),
    /**
     * Where the lead's purchases stand (bought wins over a refund of another purchase) and how the lead reached the
     * company (the kinds of campaign it entered, 'ticket' when an agent opened one): the leads list filters and
     * counts a whole company by them. Kept by the database itself (triggers on transacoes,
     * campanha_contatos and tickets, migration lead_summaries), so every path that writes those tables keeps them right.
     */
    compra: text('compra').$type<LeadCompra>().notNull().default('nao_comprou'),
    origens: text('origens')
      .array()
      .$type<LeadOrigem[]>()
      .notNull()
      .default(sql`'{}'`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('leads_company_email_unique').on(t.companyId, sql`lower(${t.email})`),
    index('leads_company_nome_idx').on(t.companyId, t.nome, t.id),
    // The ticket search matches e-mail, name or phone anywhere in the text.
    index('leads_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('leads_nome_trgm_idx').using('gin', t.nome.op('gin_trgm_ops')),
    index('leads_telefone_trgm_idx').using('gin', t.telefone.op('gin_trgm_ops')),
    // The leads list searches the CPF too, and its default order is the newest first.
    index('leads_cpf_trgm_idx').using('gin', t.cpf.op('gin_trgm_ops')),
    index('leads_company_created_idx').on(t.companyId, t.createdAt, t.id),
    // The purchase filter counted over a whole company (with a product: joined to its leads) without reading the rows.
    index('leads_company_compra_idx')
      .on(t.companyId, t.compra, t.id)
      .where(sql`${t.anonimizadoEm} is null`),
    // The origin filter counted over a whole company without reading the rows: one narrow index per origin (checking
    // the array of every lead, in the table or in an index holding it, took 40 ms at 100 000 leads).
    ...LEAD_ORIGINS.map((origem) =>
      index(`leads_company_origem_${origem}_idx`)
        .on(t.companyId, t.id)
        .where(sql`${t.anonimizadoEm} is null and ${t.origens} @> ${sql.raw(`'{${origem}}'::text[]`)}`),
    ),
    // The WhatsApp list keeps only leads with a phone: it asks this (usually empty) index which leads have none,
    // instead of reading every listed lead's row.
    index('leads_company_sem_telefone_idx')
      .on(t.companyId, t.id)
      .where(sql`${t.telefone} = ''`),
  ],
);

/** The lead × product pair: purchases and tickets hang on it. */
export const leadProdutos = pgTable(
  'lead_produtos',
  {
    ...companyRow(),
    leadId: belongsTo('lead_id', () => leads.id),
    produtoId: refersTo('produto_id', () => produtos.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lead_produtos_company_lead_produto_unique').on(t.companyId, t.leadId, t.produtoId),
    // The leads list filtered by a product reads that product's leads from the index alone.
    index('lead_produtos_company_produto_idx').on(t.companyId, t.produtoId, t.leadId),
  ],
);

/** A purchase reported by the sales platform (or a manual one). */
export const transacoes = pgTable(
  'transacoes',
  {
    ...companyRow(),
    leadId: belongsTo('lead_id', () => leads.id),
    leadProdutoId: belongsTo('lead_produto_id', () => leadProdutos.id),
    produtoId: refersTo('produto_id', () => produtos.id),
    /** The platform's transaction code. */
    transaction: text('transaction').notNull(),
    status: text('status').$type<TransactionStatus>().notNull(),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    installmentsNumber: integer('installments_number').notNull().default(1),
    currency: text('currency').notNull().default('BRL'),
    fullPrice: money('full_price').notNull(),
    cmsVendor: money('cms_vendor').notNull(),
    cmsMarketplace: money('cms_marketplace').notNull(),
    off: text('off'),
    couponCode: text('coupon_code'),
    purchaseDate: at('purchase_date'),
    confirmationPurchaseDate: at('confirmation_purchase_date'),
    warrantyDate: at('warranty_date'),
    sck: text('sck'),
    src: text('src'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('transacoes_company_transaction_unique').on(t.companyId, t.transaction),
    index('transacoes_company_lead_idx').on(t.companyId, t.leadId, t.createdAt),
    // The transactions list: a period of the company's, newest first; and its search by code anywhere in it.
    index('transacoes_company_created_idx').on(t.companyId, t.createdAt, t.id),
    // The list filtered by a status: its period counted from the index alone, and its page read newest first.
    index('transacoes_company_status_created_idx').on(t.companyId, t.status, t.createdAt, t.id),
    index('transacoes_transaction_trgm_idx').using('gin', t.transaction.op('gin_trgm_ops')),
  ],
);
