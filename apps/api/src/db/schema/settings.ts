import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { money, timestamps, uploadedImage } from './columns';
import { produtos } from './products';
import { companyRow } from './scope';

// The company's settings for tickets (their options, statuses and messages) and its members' achievements.

/** What a company may switch off (`status`) and what the system provides (`padrao`). */
const activeAndSystem = () => ({
  status: boolean('status').notNull().default(true),
  /** Provided by the system: listed and usable, never edited or deleted by a company. */
  padrao: boolean('padrao').notNull().default(false),
});

const catalogueColumns = () => ({
  ...companyRow(),
  nome: text('nome').notNull(),
  ...activeAndSystem(),
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
    ...companyRow(),
    tipo: text('tipo', { enum: ['whatsapp', 'email'] }).notNull(),
    titulo: text('titulo').notNull(),
    assunto: text('assunto'),
    mensagem: text('mensagem').notNull(),
    ...activeAndSystem(),
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
    ...companyRow(),
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

/** Uploaded achievement badges, apart from `conquistas` for the same reason as profile photos (lists carry the address). */
export const conquistaImagens = pgTable('conquista_imagens', {
  conquistaId: integer('conquista_id')
    .primaryKey()
    .references(() => conquistas.id, { onDelete: 'cascade' }),
  ...uploadedImage(),
});
