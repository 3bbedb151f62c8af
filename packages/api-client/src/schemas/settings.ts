import { z } from 'zod';
import { PAGE_SIZES, type PageSize } from '../types/wire';
import { TIPOS_FINALIZACAO } from '../types/settings';
import { MAX_ID } from './fields';

/**
 * Input schemas of the settings and catalogue endpoints, shared by the server (which validates with them) and
 * the app (which types its forms by them). They accept JSON and form posts alike: flags may come as
 * true/false, 1/0 or "1"/"0"; numbers as numbers or strings. Messages are pt.
 */

// ---------------------------------------------------------------------------------------------------------
// Building blocks

/** A yes/no field: boolean, 1/0 or their text forms. */
export const flag = (error = 'Informe sim ou não.') =>
  z.union([z.boolean(), z.literal(1).transform(() => true), z.literal(0).transform(() => false), z.stringbool()], { error });

/** A positive integer id, from JSON or a form. */
export const idField = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message });

/** Required text, trimmed. */
export const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `Use no máximo ${max} caracteres.` });

/** Optional text: empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Informe um texto.' })
    .trim()
    .max(max, { error: `Use no máximo ${max} caracteres.` })
    .nullish()
    .transform((value) => (value ? value : null));

/** An amount with at most two decimals: 1234.5, "1234,50" or "1234.50". */
export const decimal = (message: string, { max = 99_999_999.99 }: { max?: number } = {}) =>
  z
    .union(
      [
        z.number({ error: message }),
        z
          .string({ error: message })
          .trim()
          .regex(/^\d+([.,]\d{1,2})?$/, { error: message })
          .transform((value) => Number(value.replace(',', '.'))),
      ],
      { error: message },
    )
    .pipe(
      z
        .number({ error: message })
        .min(0, { error: 'O valor não pode ser negativo.' })
        .max(max, { error: `O valor máximo é ${max.toLocaleString('pt-BR')}.` })
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'Use no máximo duas casas decimais.' }),
    );

// ---------------------------------------------------------------------------------------------------------
// Lists: `?page=&per_page=&search=&sort=` (architecture §3)

const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value);

/** `col` ascending or `-col` descending, among the list's sortable columns. */
export const sortField = (columns: readonly [string, ...string[]]) =>
  z
    .string()
    .refine((value) => columns.includes(value.startsWith('-') ? value.slice(1) : value), {
      error: `Ordenação inválida. Use: ${columns.join(', ')} (prefixo - para decrescente).`,
    })
    .optional();

export const listParamsInput = z.object({
  page: z.coerce.number({ error: 'Página inválida.' }).int({ error: 'Página inválida.' }).min(1, { error: 'Página inválida.' }).default(1),
  per_page: z.coerce
    .number({ error: 'Itens por página: use 10, 25, 50 ou 100.' })
    .refine(isPageSize, { error: 'Itens por página: use 10, 25, 50 ou 100.' })
    .transform((value) => value as PageSize)
    .default(25),
  search: z
    .string()
    .trim()
    .max(100, { error: 'Use no máximo 100 caracteres na busca.' })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ListParamsInput = z.input<typeof listParamsInput>;

/** `status=1` active only, `status=0` inactive only. */
export const statusFilter = z
  .enum(['0', '1'], { error: 'Use status=1 (ativos) ou status=0 (inativos).' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1'));

/** A list's query: page, size, search and its own sortable columns. */
export const listOf = <const C extends readonly [string, ...string[]]>(columns: C) => listParamsInput.extend({ sort: sortField(columns) });

export const CATALOGUE_SORTS = ['nome', 'status', 'created_at', 'id'] as const;
export const catalogueListQuery = listOf(CATALOGUE_SORTS).extend({ status: statusFilter });

export const CONTA_SORTS = ['nome', 'created_at', 'id'] as const;
export const contaListQuery = listOf(CONTA_SORTS).extend({ integracao_id: idField('Integração inválida.').optional() });

export const PRODUTO_SORTS = ['nome', 'preco', 'status', 'created_at', 'id'] as const;
export const produtoListQuery = listOf(PRODUTO_SORTS).extend({
  status: statusFilter,
  conta_id: idField('Conta inválida.').optional(),
  /** `hab_comissao=1` products that pay commission, `0` those that do not. */
  hab_comissao: z
    .enum(['0', '1'], { error: 'Use hab_comissao=1 (com comissão) ou hab_comissao=0 (sem comissão).' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '1')),
});

export const LINK_SORTS = ['descricao', 'codigo_oferta', 'status', 'created_at', 'id'] as const;
export const linkListQuery = listOf(LINK_SORTS).extend({ status: statusFilter, produto: idField('Produto inválido.').optional() });

/** `GET /meus-links`: by product name (then description) or by description. */
export const PERSONAL_LINK_SORTS = ['produto', 'descricao'] as const;
export const personalLinkListQuery = listOf(PERSONAL_LINK_SORTS).extend({ produto: idField('Produto inválido.').optional() });

export const STATUS_FINALIZACAO_SORTS = ['nome', 'tipo', 'status', 'created_at', 'id'] as const;
export const statusFinalizacaoListQuery = listOf(STATUS_FINALIZACAO_SORTS).extend({
  status: statusFilter,
  tipo: z.enum(TIPOS_FINALIZACAO as ['ganhou', 'aguardando', 'perdeu'], { error: 'Tipo inválido.' }).optional(),
});

export const MENSAGEM_SORTS = ['titulo', 'tipo', 'status', 'created_at', 'id'] as const;
export const mensagemListQuery = listOf(MENSAGEM_SORTS).extend({
  status: statusFilter,
  tipo: z.enum(['whatsapp', 'email'], { error: 'Tipo inválido.' }).optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Accounts (contas): tokens are write-only

const token = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(500, { error: 'Token longo demais.' });

export const contaInput = z.object({
  integracao_id: idField('Selecione a integração.'),
  nome: text('Informe o nome da conta.', 120),
  token: token('Informe o token da conta.'),
  token2: token('Informe o token 2 da conta.').nullish(),
  token3: token('Informe o token 3 da conta.').nullish(),
});
export type ContaInput = z.input<typeof contaInput>;

/** On update a token left out (or empty) keeps the stored one. */
export const contaUpdateInput = contaInput.extend({
  token: z
    .string()
    .trim()
    .max(500, { error: 'Token longo demais.' })
    .nullish()
    .transform((value) => value || undefined),
  token2: z
    .string()
    .trim()
    .max(500, { error: 'Token longo demais.' })
    .nullish()
    .transform((value) => value || undefined),
  token3: z
    .string()
    .trim()
    .max(500, { error: 'Token longo demais.' })
    .nullish()
    .transform((value) => value || undefined),
});
export type ContaUpdateInput = z.input<typeof contaUpdateInput>;

// ---------------------------------------------------------------------------------------------------------
// Products

export const produtoInput = z
  .object({
    nome: text('Informe o nome do produto.', 120),
    status: flag().default(true),
    conta_id: idField('Selecione a conta do produto.'),
    preco: decimal('Informe o preço do produto.'),
    cod_produto: z
      .string({ error: 'Informe o código do produto na plataforma.' })
      .trim()
      .min(1, { error: 'Informe o código do produto na plataforma.' })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Use até 64 letras, números, - ou _.' }),
    checkout: optionalText(120),
    cor: z.string({ error: 'Escolha uma cor.' }).regex(/^#[0-9a-fA-F]{6}$/, { error: 'Escolha uma cor no formato #RRGGBB.' }),
    hab_comissao: flag().default(false),
    comissao_modo: z.enum(['individual', 'partilhada'], { error: 'Escolha individual ou partilhada.' }).nullish(),
    comissao_tipo: z.enum(['valor', 'percentual'], { error: 'Escolha valor ou percentual.' }).nullish(),
    comissao_insercao: decimal('Informe a comissão.').nullish(),
    comissao_atendimento: decimal('Informe a comissão.').nullish(),
    integracao: flag().default(false),
    upsellers: z.array(idField('Produto de upsell inválido.'), { error: 'Lista de upsell inválida.' }).max(50).default([]),
  })
  .superRefine((value, ctx) => {
    if (!value.hab_comissao) return;
    if (!value.comissao_modo) ctx.addIssue({ code: 'custom', path: ['comissao_modo'], message: 'Escolha individual ou partilhada.' });
    if (!value.comissao_tipo) ctx.addIssue({ code: 'custom', path: ['comissao_tipo'], message: 'Escolha valor ou percentual.' });
    const amounts =
      value.comissao_modo === 'individual' ? (['comissao_insercao', 'comissao_atendimento'] as const) : (['comissao_insercao'] as const);
    for (const field of amounts) {
      const amount = value[field];
      if (amount === null || amount === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'Informe a comissão.' });
      else if (value.comissao_tipo === 'percentual' && amount > 100)
        ctx.addIssue({ code: 'custom', path: [field], message: 'O percentual deve ser de 0 a 100.' });
      else if (value.comissao_tipo === 'valor' && amount > value.preco)
        ctx.addIssue({ code: 'custom', path: [field], message: 'A comissão não pode passar do preço do produto.' });
    }
  })
  .transform((value) => {
    // Settings that do not apply are stored empty, so a later read never shows stale commission values.
    if (!value.hab_comissao)
      return { ...value, comissao_modo: null, comissao_tipo: null, comissao_insercao: null, comissao_atendimento: null };
    return {
      ...value,
      comissao_modo: value.comissao_modo ?? null,
      comissao_tipo: value.comissao_tipo ?? null,
      comissao_insercao: value.comissao_insercao ?? null,
      comissao_atendimento: value.comissao_modo === 'individual' ? (value.comissao_atendimento ?? null) : null,
    };
  });
export type ProdutoInput = z.input<typeof produtoInput>;

// ---------------------------------------------------------------------------------------------------------
// Links

/** A link's public key, as `[LINK_<identidade>]` names it: upper-case letters and digits (typed in any case). */
export const linkIdentity = z
  .string({ error: 'Informe o código do link.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,16}$/, { error: 'Use de 4 a 16 letras (sem acento) ou números.' });

export const linkInput = z.object({
  produto_id: idField('Selecione o produto.'),
  /** Left out (or empty) on create: the server picks one. */
  identidade: z.union([z.literal('').transform(() => undefined), linkIdentity]).optional(),
  descricao: text('Informe a descrição do link.', 50),
  codigo_oferta: z
    .string({ error: 'Informe o código da oferta.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Informe o código da oferta (letras, números, - ou _).' }),
  src: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/, { error: 'Use letras minúsculas, números, - ou _.' })
    .default('retoma-user'),
  split: z.coerce
    .number({ error: 'Parcelas: de 1 a 12.' })
    .int({ error: 'Parcelas: de 1 a 12.' })
    .min(1, { error: 'Parcelas: de 1 a 12.' })
    .max(12, { error: 'Parcelas: de 1 a 12.' })
    .default(1),
  builder: flag().default(false),
  boleto: flag().default(false),
  paypal: flag().default(false),
  debito: flag().default(false),
  two_cart: flag().default(false),
  hab_comissao: flag().default(false),
  status: flag().default(true),
});
export type LinkInput = z.input<typeof linkInput>;

// ---------------------------------------------------------------------------------------------------------
// Ticket options

/** Origins, doubt types and loss reasons. */
export const catalogueInput = z.object({
  nome: text('Informe o nome.', 120),
  status: flag().default(true),
});
export type CatalogueInput = z.input<typeof catalogueInput>;

export const statusFinalizacaoInput = z
  .object({
    nome: text('Informe o nome do status.', 120),
    status: flag().default(true),
    tipo: z.enum(['ganhou', 'aguardando', 'perdeu'], { error: 'Escolha o tipo de finalização.' }),
    hab_brinde: flag().default(false),
    hab_perda: flag().default(false),
    fechamento: z.coerce
      .number({ error: 'Informe um número de 1 a 99.' })
      .int({ error: 'Informe um número de 1 a 99.' })
      .min(1, { error: 'Informe um número de 1 a 99.' })
      .max(99, { error: 'Informe um número de 1 a 99.' })
      .nullish(),
    espera: flag().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.tipo === 'aguardando' && (value.fechamento === null || value.fechamento === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['fechamento'], message: 'Informe após quantas ocorrências o ticket é finalizado.' });
    }
  })
  // Each option belongs to one type; the others are cleared so the stored row says exactly what applies.
  .transform((value) => ({
    ...value,
    hab_brinde: value.tipo === 'ganhou' && value.hab_brinde,
    hab_perda: value.tipo === 'perdeu' && value.hab_perda,
    fechamento: value.tipo === 'aguardando' ? (value.fechamento ?? null) : null,
    espera: value.tipo === 'aguardando' && value.espera,
  }));
export type StatusFinalizacaoInput = z.input<typeof statusFinalizacaoInput>;

const KNOWN_VARIABLES = new Set(['NOME_LEAD', 'EMAIL_LEAD', 'NOME_ATENDENTE', 'NOME_PRODUTO']);
/** Link variables name a link by its public key: `[LINK_<identidade>]`. */
export const LINK_VARIABLE = /^LINK_([A-Z0-9]{4,16})$/;

/** Every `[UPPER_CASE]` token of a text, in order. */
export function messageVariables(value: string): string[] {
  return [...value.matchAll(/\[([A-Z0-9_]+)\]/g)].map((match) => match[1]!);
}

/** Tokens that are neither a known variable nor a well-formed link variable. */
export function unknownVariables(value: string): string[] {
  return messageVariables(value).filter((name) => !KNOWN_VARIABLES.has(name) && !LINK_VARIABLE.test(name));
}

export const mensagemPadraoInput = z
  .object({
    tipo: z.enum(['whatsapp', 'email'], { error: 'Selecione o tipo: WhatsApp ou e-mail.' }),
    titulo: text('Informe o título.', 120),
    assunto: optionalText(200),
    mensagem: z
      .string({ error: 'Escreva a mensagem.' })
      .trim()
      .min(1, { error: 'Escreva a mensagem.' })
      .max(100_000, { error: 'Mensagem longa demais.' }),
    status: flag().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.tipo === 'email' && !value.assunto)
      ctx.addIssue({ code: 'custom', path: ['assunto'], message: 'Informe o assunto do e-mail.' });
    if (value.tipo === 'whatsapp' && value.mensagem.length > 4096)
      ctx.addIssue({ code: 'custom', path: ['mensagem'], message: 'Mensagens de WhatsApp têm no máximo 4096 caracteres.' });
    for (const field of ['mensagem', 'assunto'] as const) {
      const unknown = unknownVariables(value[field] ?? '');
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `Variável desconhecida: ${unknown.map((name) => `[${name}]`).join(', ')}.`,
        });
      }
    }
  })
  .transform((value) => ({ ...value, assunto: value.tipo === 'email' ? value.assunto : null }));
export type MensagemPadraoInput = z.input<typeof mensagemPadraoInput>;
