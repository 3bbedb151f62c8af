import { z } from 'zod';
import {
  COMISSAO_NATUREZAS,
  COMISSAO_SITUACOES,
  DIAGNOSTICO_CODIGOS,
  DIAGNOSTICO_VEREDITOS,
  PRE_COMISSAO_SITUACOES,
  type Comissao,
  type ComissaoPage,
  type Diagnostico,
  type MinhasComissoesResumo,
  type OrdemContagem,
  type OrdemDetalhe,
  type OrdemPage,
  type OrdemPagamento,
  type PessoaAOrdenarDetalhe,
  type PessoaAOrdenarPage,
  type PreComissao,
  type PreComissaoContagem,
  type PreComissaoDetalhe,
  type PreComissaoLote,
  type TransacaoComissao,
} from '../types/commissions';
import { PAYMENT_TYPES, TRANSACTION_STATUSES } from '../types/leads';
import { PAGE_SIZES } from '../types/wire';
import { actorSchema, leadRefSchema, productRefSchema, userRefSchema } from './responses';

/**
 * What the commissions endpoints answer (see responses.ts for the conventions). Loaded by the commissions
 * resource on its own, beside the shared schemas it builds on, so it stays out of the app's bundle like them.
 */

const id = z.int().positive();
const dateTime = z.iso.datetime({ offset: true });
const money = z.number();
const count = z.int().nonnegative();

export const diagnosticoSchema = z.strictObject({
  pre_comissao_id: id,
  realizado_em: dateTime,
  sugestao: z.enum(['aprovar', 'aguardar', 'reprovar']),
  motivos: z.array(
    z.strictObject({
      veredito: z.enum(DIAGNOSTICO_VEREDITOS),
      codigo: z.enum(DIAGNOSTICO_CODIGOS),
      transacao: z.string().nullable(),
      data: dateTime.nullable(),
      pre_comissao_id: id.nullable(),
      dias: count.nullable(),
    }),
  ),
}) satisfies z.ZodType<Diagnostico>;

const preComissaoShape = {
  id,
  situacao: z.enum(PRE_COMISSAO_SITUACOES),
  lead: leadRefSchema,
  produto: productRefSchema,
  ticket_id: id.nullable(),
  criador: actorSchema,
  atendente: userRefSchema.nullable(),
  valor_venda: money,
  comissao_criador: money,
  comissao_atendente: money,
  comissao_total: money,
  tem_anexos: z.boolean(),
  diagnostico: diagnosticoSchema.nullable(),
  created_at: dateTime,
};
export const preComissaoSchema = z.strictObject(preComissaoShape) satisfies z.ZodType<PreComissao>;

export const transacaoComissaoSchema = z.strictObject({
  id,
  transaction: z.string(),
  lead: leadRefSchema,
  produto: productRefSchema,
  status: z.enum(TRANSACTION_STATUSES),
  payment_type: z.enum(PAYMENT_TYPES),
  full_price: money,
  purchase_date: dateTime.nullable(),
  warranty_date: dateTime.nullable(),
  created_at: dateTime,
}) satisfies z.ZodType<TransacaoComissao>;

export const preComissaoDetalheSchema = z.strictObject({
  ...preComissaoShape,
  lead_contato: z.strictObject({ cpf: z.string().nullable(), ddi: z.string(), ddd: z.string(), telefone: z.string() }),
  transacao: transacaoComissaoSchema,
  comprovantes: z.array(transacaoComissaoSchema),
  descricao: z.string().nullable(),
  email_secundario: z.string().nullable(),
  anexos: z.array(z.strictObject({ id, url: z.string().startsWith('/api/') })),
  decidido_em: dateTime.nullable(),
}) satisfies z.ZodType<PreComissaoDetalhe>;

export const preComissaoContagemSchema = z.strictObject({ pendente: count, reprovado: count }) satisfies z.ZodType<PreComissaoContagem>;

export const preComissaoLoteSchema = z.strictObject({
  feitos: z.array(id),
  recusados: z.array(z.strictObject({ id, motivo: z.string() })),
}) satisfies z.ZodType<PreComissaoLote>;

export const comissaoSchema = z.strictObject({
  id,
  user: userRefSchema,
  lead: leadRefSchema,
  produto: productRefSchema,
  natureza: z.enum(COMISSAO_NATUREZAS),
  valor: money,
  bonus: money,
  situacao: z.enum(COMISSAO_SITUACOES),
  retida_ate: dateTime.nullable(),
  ordem_id: id.nullable(),
  paga_em: dateTime.nullable(),
  estornada_em: dateTime.nullable(),
  motivo_estorno: z.string().nullable(),
  origem: actorSchema.nullable(),
  pre_comissao_id: id.nullable(),
  created_at: dateTime,
}) satisfies z.ZodType<Comissao>;

/** A paginator with the sum of everything the filter finds. */
const summedPageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    data: z.array(item),
    current_page: z.int().positive(),
    last_page: z.int().positive(),
    per_page: z.literal(PAGE_SIZES),
    total: count,
    from: z.int().positive().nullable(),
    to: z.int().positive().nullable(),
    soma: money,
  });

export const comissaoPageSchema = summedPageOf(comissaoSchema) satisfies z.ZodType<ComissaoPage>;

const pessoaAOrdenarSchema = z.strictObject({
  user: userRefSchema,
  quantidade: count,
  valor: money,
  retido: money,
  proxima_liberacao: dateTime.nullable(),
});
export const pessoaAOrdenarPageSchema = summedPageOf(pessoaAOrdenarSchema) satisfies z.ZodType<PessoaAOrdenarPage>;

export const pessoaAOrdenarDetalheSchema = z.strictObject({
  user: userRefSchema,
  valor: money,
  itens: z.array(comissaoSchema),
  retidas: z.array(comissaoSchema),
}) satisfies z.ZodType<PessoaAOrdenarDetalhe>;

const ordemShape = { id, user: userRefSchema, total: money, quantidade: count, paga_em: dateTime.nullable(), created_at: dateTime };
export const ordemPagamentoSchema = z.strictObject(ordemShape) satisfies z.ZodType<OrdemPagamento>;
export const ordemPageSchema = summedPageOf(ordemPagamentoSchema) satisfies z.ZodType<OrdemPage>;
export const ordemContagemSchema = z.strictObject({ pendentes: count, pagas: count }) satisfies z.ZodType<OrdemContagem>;

export const ordemDetalheSchema = z.strictObject({
  ...ordemShape,
  grupos: z.array(z.strictObject({ produto: productRefSchema, natureza: z.enum(COMISSAO_NATUREZAS), quantidade: count, valor: money })),
  itens: z.array(comissaoSchema),
  empresa: z.strictObject({
    nome: z.string(),
    descricao: z.string().nullable(),
    rodape: z.string().nullable(),
    logo: z.string().nullable(),
  }),
}) satisfies z.ZodType<OrdemDetalhe>;

const resumoValores = { pendente: money, retida: money, a_receber: money, ordenada: money, paga: money, estornado: money };
export const minhasComissoesResumoSchema = z.strictObject({
  meses: z.array(z.strictObject({ mes: z.string().regex(/^\d{4}-\d{2}$/), ...resumoValores })),
  totais: z.strictObject(resumoValores),
}) satisfies z.ZodType<MinhasComissoesResumo>;

/**
 * An order's PDF or CSV: a Blob in the app; the contract test, which reads every answer as text, sees the file's
 * type instead (see its `fileBody`).
 */
export const commissionFileSchema = z.union([z.instanceof(Blob), z.enum(['application/pdf', 'text/csv; charset=utf-8'])]);
