import type {
  ActivityEvent,
  ActivityProperties,
  ActorType,
  AppNotification,
  AttendanceOutcome,
  NotificationPreferences,
  PaymentType,
  TransactionStatus,
} from '@retoma/api-client';
import type { AvatarType } from '@retoma/api-client/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** scrypt hash, `salt:hash` in base64. */
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    online: boolean('online').notNull().default(false),
    ramal: text('ramal'),
    menuRapido: jsonb('menu_rapido')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** A subscription plan and its limits ("meu plano"). */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
  planosCampanhas: integer('planos_campanhas').notNull(),
  campanhas: integer('campanhas').notNull(),
  numeroUsuarios: integer('numero_usuarios').notNull(),
  numeroConquistas: integer('numero_conquistas').notNull(),
  sms: boolean('sms').notNull().default(false),
  ligacoesDiretoDoDashboard: boolean('ligacoes_direto_do_dashboard').notNull().default(false),
  numeroEmailsMes: integer('numero_emails_mes').notNull(),
  numeroSmsMes: integer('numero_sms_mes').notNull(),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** The short name ("apelido") shown in the company picker. */
  name: text('name').notNull(),
  logo: text('logo'),
  razaoSocial: text('razao_social'),
  nomeFantasia: text('nome_fantasia'),
  /** Digits only. */
  cnpj: text('cnpj'),
  email: text('email'),
  site: text('site'),
  /** Printed on commission payment orders. */
  descricao: text('descricao'),
  rodape: text('rodape'),
  planId: integer('plan_id').references(() => plans.id),
  ...timestamps,
});

/** Messages sent per company and month, measured against the plan. */
export const companyUsage = pgTable(
  'company_usage',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** First day of the month. */
    mes: date('mes').notNull(),
    numeroEmails: integer('numero_emails').notNull().default(0),
    numeroSms: integer('numero_sms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.mes] })],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    /** null: a role shared by every company (Administrador, editor, public). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    /** false: members with this role only see the products listed in role_produtos. */
    fullProducts: boolean('full_products').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('roles_company_nome_unique').on(sql`coalesce(${t.companyId}, 0)`, t.nome),
    index('roles_company_idx').on(t.companyId),
  ],
);

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
});

export const permissionRoles = pgTable(
  'permission_role',
  {
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.permissionId, t.roleId] })],
);

/** A user's place in a company: one role per company, invitations start pending. */
export const memberships = pgTable(
  'company_user',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    status: text('status', { enum: ['pending', 'active', 'inactive'] })
      .notNull()
      .default('pending'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_user_user_idx').on(t.userId)],
);

/** Issued access tokens by id, so logout and renewal can revoke them. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

/** Password reset and invitation tokens: only a SHA-256 of the token is stored; each is single-use and expires. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['reset', 'invite'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Every e-mail the server sends is written here first (and logged in local mode). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** null: not sent on behalf of a company (password reset). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery tries so far (SMTP); the worker gives up after a few. */
    attempts: integer('attempts').notNull().default(0),
    /** Not retried before this moment (backoff after a failed try). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last try failed, as the mail server said it. */
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_company_created_idx').on(t.companyId, t.createdAt),
    index('outbox_to_idx').on(t.toEmail),
    // The delivery worker's queue: what is still to send, soonest first.
    index('outbox_pending_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

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
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    integracaoId: integer('integracao_id')
      .notNull()
      .references(() => integracoes.id),
    nome: text('nome').notNull(),
    token: text('token').notNull(),
    token2: text('token2'),
    token3: text('token3'),
    ...timestamps,
  },
  (t) => [index('contas_company_nome_idx').on(t.companyId, t.nome, t.id)],
);

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const produtos = pgTable(
  'produtos',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contaId: integer('conta_id')
      .notNull()
      .references(() => contas.id),
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
    // Trigram index: `search` is a substring match (ILIKE %term%), which a btree cannot serve.
    index('produtos_nome_trgm_idx').using('gin', t.nome.op('gin_trgm_ops')),
  ],
);

/** How a gift ships: a Correios contract or the Melhor Envio freight marketplace. */
export const GIFT_LOGISTICS = ['correios', 'melhor_envio'] as const;
/** Correios box codes: 001 envelope, 002 box, 003 cylinder. */
export const GIFT_BOX_TYPES = ['001', '002', '003'] as const;

/**
 * A physical gift tied to a product ("brinde"), offered when an agent wins a sale with a status that allows one.
 * Dimensions in cm, weight in kg. Contracts and packagings belong to the gifts module's shipping side (not built
 * yet), hence their ids without foreign keys.
 */
export const brindes = pgTable(
  'brindes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    logistica: text('logistica', { enum: GIFT_LOGISTICS }).notNull(),
    contratoId: integer('contrato_id'),
    tipoDeCaixa: text('tipo_de_caixa', { enum: GIFT_BOX_TYPES }).notNull(),
    altura: numeric('altura', { precision: 8, scale: 2, mode: 'number' }),
    largura: numeric('largura', { precision: 8, scale: 2, mode: 'number' }),
    comprimento: numeric('comprimento', { precision: 8, scale: 2, mode: 'number' }),
    diametro: numeric('diametro', { precision: 8, scale: 2, mode: 'number' }),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    upsellId: integer('upsell_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.produtoId, t.upsellId] }), index('produto_upsells_company_idx').on(t.companyId, t.upsellId)],
);

/** Products a restricted company role may see. */
export const roleProdutos = pgTable(
  'role_produtos',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.produtoId] }), index('role_produtos_company_idx').on(t.companyId, t.roleId)],
);

export const links = pgTable(
  'links',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
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

const catalogueColumns = () => ({
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  nome: text('nome').notNull(),
  status: boolean('status').notNull().default(true),
  /** Provided by the system: listed and usable, never edited or deleted by a company. */
  padrao: boolean('padrao').notNull().default(false),
  ...timestamps,
});

export const CATALOGUE_KINDS = ['origem', 'tipo_duvida', 'motivo_perda'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** Origins, doubt types and loss reasons: the same shape, one table told apart by `kind`. */
export const catalogos = pgTable('catalogos', { ...catalogueColumns(), kind: text('kind', { enum: CATALOGUE_KINDS }).notNull() }, (t) => [
  index('catalogos_company_kind_nome_idx').on(t.companyId, t.kind, t.nome, t.id),
]);

export const statusDeFinalizacao = pgTable(
  'status_de_finalizacao',
  {
    ...catalogueColumns(),
    tipo: text('tipo', { enum: ['ganhou', 'aguardando', 'perdeu'] }).notNull(),
    habBrinde: boolean('hab_brinde').notNull().default(false),
    habPerda: boolean('hab_perda').notNull().default(false),
    fechamento: integer('fechamento'),
    espera: boolean('espera').notNull().default(false),
  },
  (t) => [index('status_de_finalizacao_company_nome_idx').on(t.companyId, t.nome, t.id)],
);

export const mensagensPadrao = pgTable(
  'mensagens_padrao',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['whatsapp', 'email'] }).notNull(),
    titulo: text('titulo').notNull(),
    assunto: text('assunto'),
    mensagem: text('mensagem').notNull(),
    status: boolean('status').notNull().default(true),
    padrao: boolean('padrao').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('mensagens_padrao_company_titulo_idx').on(t.companyId, t.titulo, t.id)],
);

/**
 * An achievement of the company's members ("conquista"): after `quantidade` sales, the commission of the chosen
 * profile rises by `valor` (reais) or `porcentagem`, whichever `tipo` says (the other stays null).
 */
export const conquistas = pgTable(
  'conquistas',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    /** The product whose sales count; null: a global achievement (sales of any product count). */
    produtoId: integer('produto_id').references(() => produtos.id),
    perfil: text('perfil', { enum: ['atendente', 'responsavel'] }).notNull(),
    tipo: text('tipo', { enum: ['valor', 'percentual'] }).notNull(),
    valor: money('valor'),
    porcentagem: numeric('porcentagem', { precision: 5, scale: 2, mode: 'number' }),
    quantidade: integer('quantidade').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('conquistas_company_nome_idx').on(t.companyId, t.nome, t.id)],
);

// -------------------------------------------------------------------------------------------------------------
// Tickets: leads, their purchases, the tickets agents attend, and everything that happens to them.
// Every table carries company_id, and the indexes of the company lists start with it.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A customer of a company, identified by e-mail within it. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('leads_company_email_unique').on(t.companyId, sql`lower(${t.email})`),
    index('leads_company_nome_idx').on(t.companyId, t.nome, t.id),
    // The ticket search matches e-mail, name or phone anywhere in the text.
    index('leads_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('leads_nome_trgm_idx').using('gin', t.nome.op('gin_trgm_ops')),
    index('leads_telefone_trgm_idx').using('gin', t.telefone.op('gin_trgm_ops')),
  ],
);

/** The lead × product pair: purchases and tickets hang on it. */
export const leadProdutos = pgTable(
  'lead_produtos',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lead_produtos_company_lead_produto_unique').on(t.companyId, t.leadId, t.produtoId)],
);

/** A purchase reported by the sales platform (or a manual one). */
export const transacoes = pgTable(
  'transacoes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    leadProdutoId: integer('lead_produto_id')
      .notNull()
      .references(() => leadProdutos.id, { onDelete: 'cascade' }),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id),
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
  ],
);

/**
 * A recovery ticket. Status: 0 aberto, 1 pendente (waiting for a scheduled return), 2 fechado, 3 reaberto.
 * "Em atendimento" is not a status but the lock: `atendente_id` names the agent attending it right now.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id),
    leadProdutoId: integer('lead_produto_id')
      .notNull()
      .references(() => leadProdutos.id),
    origemId: integer('origem_id').references(() => catalogos.id),
    tipoDuvidaId: integer('tipo_duvida_id').references(() => catalogos.id),
    detalhamento: text('detalhamento'),
    status: smallint('status').$type<0 | 1 | 2 | 3>().notNull().default(0),
    /** Who created it: a user (joined by id) or a campaign, link, ... (`responsavel_nome` keeps its name). */
    responsavelType: text('responsavel_type').$type<ActorType>().notNull(),
    responsavelId: integer('responsavel_id').notNull(),
    responsavelNome: text('responsavel_nome'),
    /** The lock: who attends it now, and since when. */
    atendenteId: integer('atendente_id').references(() => users.id),
    atendenteDesde: at('atendente_desde'),
    /** Who the ticket is assigned to (scheduled return or transfer): only they may attend it while it is not closed. */
    designadoId: integer('designado_id').references(() => users.id),
    /** Waits count towards a status' `fechamento` only after the last reopening. */
    reabertoEm: at('reaberto_em'),
    fechadoEm: at('fechado_em'),
    ...timestamps,
  },
  (t) => [
    // One ticket per agent at a time, and one open ticket per lead and product: the database refuses a second
    // one even when two requests race past the application's own checks.
    uniqueIndex('tickets_company_atendente_unique')
      .on(t.companyId, t.atendenteId)
      .where(sql`${t.atendenteId} is not null`),
    uniqueIndex('tickets_company_open_lead_produto_unique')
      .on(t.companyId, t.leadProdutoId)
      .where(sql`${t.status} <> 2`),
    // The three tabs, newest first (the open and closed tabs have their own partial index).
    index('tickets_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('tickets_company_open_created_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.status} <> 2`),
    index('tickets_company_closed_created_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.status} = 2`),
    index('tickets_company_produto_idx').on(t.companyId, t.produtoId, t.createdAt),
    index('tickets_company_lead_idx').on(t.companyId, t.leadId),
  ],
);

/** One finished attendance of a ticket: the outcome an agent recorded. */
export const atendimentos = pgTable(
  'atendimentos',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    atendenteId: integer('atendente_id')
      .notNull()
      .references(() => users.id),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    leadProdutoId: integer('lead_produto_id')
      .notNull()
      .references(() => leadProdutos.id),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id),
    tipo: text('tipo').$type<AttendanceOutcome>().notNull(),
    followUp: text('follow_up').notNull(),
    statusAtendimentoId: integer('status_atendimento_id')
      .notNull()
      .references(() => statusDeFinalizacao.id),
    tipoDePerdaId: integer('tipo_de_perda_id').references(() => catalogos.id),
    dataAgendamento: at('data_agendamento'),
    temBrinde: boolean('tem_brinde').notNull().default(false),
    brindeId: integer('brinde_id').references(() => brindes.id),
    nomeDestinatario: text('nome_destinatario'),
    emailDestinatario: text('email_destinatario'),
    hasUpsell: boolean('has_upsell').notNull().default(false),
    upsellProdutoId: integer('upsell_produto_id').references(() => produtos.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('atendimentos_company_ticket_idx').on(t.companyId, t.ticketId, t.createdAt),
    // The dashboard's figures of one agent over a period.
    index('atendimentos_company_atendente_created_idx').on(t.companyId, t.atendenteId, t.createdAt),
  ],
);

/** The history timeline of leads and tickets ("acoesrecebidas"): one row per thing that happened. */
export const atividades = pgTable(
  'atividades',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    evento: text('evento').$type<ActivityEvent>().notNull(),
    description: text('description').notNull(),
    /** A user (joined by id), or a campaign / the system with its name kept in `causer_nome`. */
    causerType: text('causer_type').$type<ActorType>().notNull(),
    causerId: integer('causer_id'),
    causerNome: text('causer_nome'),
    properties: jsonb('properties')
      .$type<ActivityProperties>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('atividades_company_ticket_idx').on(t.companyId, t.ticketId, t.createdAt, t.id),
    index('atividades_company_lead_idx').on(t.companyId, t.leadId, t.createdAt, t.id),
    // The dashboard's "tickets you took part in": one user's entries, newest first.
    index('atividades_company_user_created_idx')
      .on(t.companyId, t.causerId, t.createdAt)
      .where(sql`${t.causerType} = 'user'`),
  ],
);

/** A scheduled return ("agendamento"), created when an attendance ends as "aguardando". */
export const agendamentos = pgTable(
  'agendamentos',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    atendimentoId: integer('atendimento_id').references(() => atendimentos.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The agent who is to call back. */
    responsavelId: integer('responsavel_id').references(() => users.id),
    dataAgendamento: at('data_agendamento').notNull(),
    /** Set when the ticket is finished again, transferred away from a closed state or closed. */
    concluidoEm: at('concluido_em'),
    ...timestamps,
  },
  (t) => [
    index('agendamentos_company_responsavel_data_idx').on(t.companyId, t.responsavelId, t.dataAgendamento),
    index('agendamentos_company_data_idx').on(t.companyId, t.dataAgendamento),
    index('agendamentos_company_ticket_idx').on(t.companyId, t.ticketId),
  ],
);

/** A telephony call made from a ticket (the provider's id is `identificacao`). */
export const chamadas = pgTable(
  'chamadas',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    identificacao: text('identificacao').notNull(),
    status: text('status', { enum: ['em_andamento', 'encerrada'] })
      .notNull()
      .default('em_andamento'),
    encerradaEm: at('encerrada_em'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chamadas_company_identificacao_unique').on(t.companyId, t.identificacao),
    index('chamadas_company_ticket_idx').on(t.companyId, t.ticketId, t.createdAt),
  ],
);

// -------------------------------------------------------------------------------------------------------------
// Home: what users are told about, and their profile photos.

/**
 * A notification of one user in one company: a ticket transferred to them, a ticket they attended reopened, a
 * return of theirs that came due. The texts are written when it is created (pt, like the timeline's).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    icon: text('icon').notNull(),
    category: text('category').$type<AppNotification['data']['category']>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** When what it tells happened (for a return: the moment it was due). Lists are newest first by it. */
    time: at('time').notNull(),
    /** Names the event, so the same thing is never notified twice (`retorno:{agendamento}:{due time}`). */
    dedupeKey: text('dedupe_key').notNull(),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_company_user_time_idx').on(t.companyId, t.userId, t.time, t.id),
    uniqueIndex('notifications_company_user_dedupe_unique').on(t.companyId, t.userId, t.dedupeKey),
  ],
);

/**
 * The channels a user chose per notification event in one company. No row, or an event missing from it, means
 * the default (see services/notificationPreferences.ts), so events added later start on it.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channels: jsonb('channels').$type<Partial<NotificationPreferences>>().notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

/**
 * Uploaded profile photos, kept apart from `users` so that every list carrying a user's avatar carries a short
 * address, not the image. The photo is served at that address without a session (like a CDN would).
 */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Random and unguessable; a new photo gets a new one, so no cache ever shows the previous photo. */
  token: text('token').notNull().unique(),
  mime: text('mime').$type<AvatarType>().notNull(),
  /** The image bytes, base64. */
  content: text('content').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Uploaded achievement badges, apart from `conquistas` for the same reason as profile photos (lists carry the address). */
export const conquistaImagens = pgTable('conquista_imagens', {
  conquistaId: integer('conquista_id')
    .primaryKey()
    .references(() => conquistas.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  mime: text('mime').$type<AvatarType>().notNull(),
  content: text('content').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
