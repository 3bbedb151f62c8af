import { z } from 'zod';
import { COMISSAO_SITUACOES, PRE_COMISSAO_ABAS } from '../types/commissions';
import { emailField, idField as bodyId, periodInOrder, periodShape, PERIOD_ORDER_MESSAGE } from './fields';
import { uploadedImageField } from './identity';
import { idField, listParamsInput } from './settings';

/**
 * Input schemas of the commissions: the lists' queries, the methods on pre-commissions, the agent's proof, the
 * payment orders. Shared by the server (which validates with them) and the app (which types its forms by them).
 */

/** At most this many records in one call acting on a selection (a page of the largest size). */
export const MAX_SELECTION = 100;

const idList = (message: string) =>
  z
    .array(bodyId(message), { error: message })
    .min(1, { error: message })
    .max(MAX_SELECTION, { error: `Escolha no máximo ${MAX_SELECTION} registros de uma vez.` })
    .transform((ids) => [...new Set(ids)]);

/** `ids=1,2,3` in a query (the PDF and the CSV are opened as addresses). */
const idListQuery = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: message })
    .transform((value) => value.split(',').map(Number))
    .pipe(idList(message));

const userFilter = idField('Usuário inválido.').optional();

export const preComissaoFilterQuery = z.object({
  search: listParamsInput.shape.search,
  atendente_id: userFilter,
  criador_id: userFilter,
});

/** `GET /pre_comissaos`: a tab (pending or rejected), searched by ticket number, lead name or e-mail. */
export const preComissaoListQuery = listParamsInput.extend({
  ...preComissaoFilterQuery.shape,
  tipo: z.enum(PRE_COMISSAO_ABAS, { error: 'Use tipo=pendente ou tipo=reprovado.' }).default('pendente'),
});
export type PreComissaoListQuery = z.input<typeof preComissaoListQuery>;
export type PreComissaoFilterQuery = z.input<typeof preComissaoFilterQuery>;

/** A method on a list of pre-commissions, and the diagnosis of one or several. */
export const preComissaoIdsInput = z.object({ ids: idList('Escolha ao menos uma pré-comissão.') });
export type PreComissaoIdsInput = z.input<typeof preComissaoIdsInput>;

/** `aprovar` on one pre-commission: the transactions that prove the sale. */
export const aprovarInput = z.object({ transacoes: idList('Escolha ao menos uma transação que comprove a venda.') });
export type AprovarInput = z.input<typeof aprovarInput>;

/** The agent's proof of a sale: what happened, and the e-mail the lead bought with when it was another. */
export const comprovacaoInput = z.object({
  descricao: z
    .string({ error: 'Descreva a venda em pelo menos 10 caracteres.' })
    .trim()
    .min(10, { error: 'Descreva a venda em pelo menos 10 caracteres.' })
    .max(2000, { error: 'Use no máximo 2000 caracteres.' }),
  email_secundario: emailField('Informe o e-mail com que a compra foi feita.')
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
});
export type ComprovacaoInput = z.input<typeof comprovacaoInput>;

export const ANEXO_INVALID_MESSAGE = 'Envie a imagem em PNG, JPEG ou WebP.';
export const ANEXO_TOO_LARGE_MESSAGE = 'A imagem pode ter no máximo 1 MB.';
/** One screenshot of the proof, as a `data:` URL. */
export const anexoInput = z.object({
  imagem: uploadedImageField({ invalid: ANEXO_INVALID_MESSAGE, tooLarge: ANEXO_TOO_LARGE_MESSAGE }).refine((value) => value !== null, {
    error: ANEXO_INVALID_MESSAGE,
  }),
});
export type AnexoInput = z.input<typeof anexoInput>;

/** The candidates to prove a pre-commission: the product's approved transactions, searched by code, lead or e-mail. */
export const transacaoCandidataQuery = z.object({ search: listParamsInput.shape.search });

const situacao = z.enum(COMISSAO_SITUACOES, { error: 'Situação de comissão desconhecida.' }).optional();

/** `GET /comissaos`: every commission, searched by person, lead or product, filtered by person and who brought the lead. */
export const comissaoListQuery = listParamsInput
  .extend({ ...periodShape, user_id: userFilter, criador_id: userFilter, situacao })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] });
export type ComissaoListQuery = z.input<typeof comissaoListQuery>;

/** `GET /comissaos/minhas`: the caller's own commissions. */
export const minhasComissoesQuery = listParamsInput
  .extend({ ...periodShape, situacao })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] });
export type MinhasComissoesQuery = z.input<typeof minhasComissoesQuery>;

/** `GET /pre_comissaos/minhas`: the caller's own claims, pending or rejected. */
export const minhasPreComissoesQuery = listParamsInput.extend({
  tipo: z.enum(PRE_COMISSAO_ABAS, { error: 'Use tipo=pendente ou tipo=reprovado.' }).default('pendente'),
});
export type MinhasPreComissoesQuery = z.input<typeof minhasPreComissoesQuery>;

export const RESUMO_PERIODOS = ['3', '6', '12'] as const;
/** `GET /comissaos/minhas/resumo`: the last 3, 6 or 12 months. */
export const resumoQuery = z.object({
  meses: z
    .enum(RESUMO_PERIODOS, { error: 'Use meses=3, 6 ou 12.' })
    .default('6')
    .transform((value) => Number(value)),
});
export type ResumoQuery = z.input<typeof resumoQuery>;

/** `GET /comissaos/a-ordenar`: people with commissions ready to order, searched by name. */
export const pessoasAOrdenarQuery = listParamsInput;

/** `POST /comissaos/gerarordens`: one order per chosen person, with every commission of theirs ready to order. */
export const gerarOrdensInput = z.object({ ids: idList('Escolha ao menos uma pessoa.') });
export type GerarOrdensInput = z.input<typeof gerarOrdensInput>;

/** `GET /ordems`: pending (`pago=0`) or paid orders, searched by person, in a period (created, or paid). */
export const ordemListQuery = listParamsInput
  .extend({ ...periodShape, pago: z.enum(['0', '1'], { error: 'Use pago=0 (pendentes) ou pago=1 (pagas).' }).default('0') })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] });
export type OrdemListQuery = z.input<typeof ordemListQuery>;

export const ordemFilterQuery = z
  .object({ search: listParamsInput.shape.search, ...periodShape })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] });
export type OrdemFilterQuery = z.input<typeof ordemFilterQuery>;

/** Pay or revert a selection of orders. */
export const ordemIdsInput = z.object({ ids: idList('Escolha ao menos uma ordem.') });
export type OrdemIdsInput = z.input<typeof ordemIdsInput>;

/** The orders to print (PDF) or export (CSV). */
export const ordemIdsQuery = z.object({ ids: idListQuery('Escolha ao menos uma ordem.') });
export type OrdemIdsQuery = z.input<typeof ordemIdsQuery>;
