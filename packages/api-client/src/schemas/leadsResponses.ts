import { z } from 'zod';
import { CAMPAIGN_KINDS } from '../types/common';
import { COMISSAO_NATUREZAS, PRE_COMISSAO_SITUACOES } from '../types/commissions';
import {
  LEAD_COMPRAS,
  LEAD_TIMELINE_KINDS,
  type LeadDetail,
  type LeadExport,
  type LeadListItem,
  type LeadRemoval,
  type LeadTicket,
  type LeadTimelineEntry,
} from '../types/leadProfile';
import { PAYMENT_TYPES, TRANSACTION_STATUSES } from '../types/leads';
import { activitySchema, actorSchema, leadSchema, namedRefSchema, productRefSchema } from './responses';

/**
 * What the leads endpoints answer (see responses.ts for the conventions). Loaded by the leads resource on its own,
 * beside the shared schemas it builds on, so it stays out of the app's bundle like them.
 */

const id = z.int().positive();
const count = z.int().nonnegative();
const text = z.string();
const nullableText = z.string().nullable();
const dateTime = z.iso.datetime({ offset: true });
const money = z.number();
const ticketStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const compra = z.enum(LEAD_COMPRAS);

export const leadListItemSchema = leadSchema.extend({ compra }) satisfies z.ZodType<LeadListItem>;

export const leadDetailSchema = leadSchema.extend({
  compra,
  anonimizado_em: dateTime.nullable(),
  descadastros: z.array(
    z.strictObject({
      em: dateTime,
      destino_tipo: z.enum(['email', 'telefone']),
      campanha: namedRefSchema.nullable(),
      canal: z.enum(['email', 'sms']).nullable(),
    }),
  ),
  produtos: z.array(productRefSchema),
  contagens: z.strictObject({ transacoes: count, tickets: count }),
}) satisfies z.ZodType<LeadDetail>;

export const leadRemovalSchema = z.strictObject({
  transacoes: count,
  vendas_recuperadas: count,
  tickets: count,
  campanhas: count,
  envios: count,
  pode_excluir: z.boolean(),
}) satisfies z.ZodType<LeadRemoval>;

export const leadTimelineEntrySchema = z.strictObject({
  id: text,
  tipo: z.enum(LEAD_TIMELINE_KINDS),
  evento: text,
  em: dateTime,
  situacao: nullableText,
  detalhe: nullableText,
  valor: money.nullable(),
  produto: productRefSchema.nullable(),
  campanha: namedRefSchema.extend({ tipo: z.enum(CAMPAIGN_KINDS) }).nullable(),
  autor: actorSchema.nullable(),
  ticket_id: id.nullable(),
  aberturas: count.nullable(),
  cliques: count.nullable(),
  acao: activitySchema.shape.acao,
  valores: activitySchema.shape.valores,
}) satisfies z.ZodType<LeadTimelineEntry>;

export const leadTicketSchema = z.strictObject({
  id,
  status: ticketStatus,
  produto: productRefSchema,
  responsavel: actorSchema,
  detalhamento: nullableText,
  created_at: dateTime,
  fechado_em: dateTime.nullable(),
}) satisfies z.ZodType<LeadTicket>;

export const leadExportSchema = z.strictObject({
  gerado_em: dateTime,
  lead: leadSchema.extend({ anonimizado_em: dateTime.nullable() }),
  produtos: z.array(productRefSchema),
  transacoes: z.array(
    z.strictObject({
      id,
      transaction: text,
      status: z.enum(TRANSACTION_STATUSES),
      payment_type: z.enum(PAYMENT_TYPES),
      full_price: money,
      purchase_date: dateTime.nullable(),
      created_at: dateTime,
      produto: text,
    }),
  ),
  vendas_recuperadas: z.array(
    z.strictObject({ id, transacao: text, valor: money, origem: text, recuperada_em: dateTime, revertida_em: dateTime.nullable() }),
  ),
  campanhas: z.array(
    z.strictObject({ id, campanha: text, tipo: z.enum(CAMPAIGN_KINDS), situacao: text, entrou_em: dateTime, saiu_em: dateTime.nullable() }),
  ),
  envios: z.array(
    z.strictObject({
      id,
      canal: z.enum(['email', 'sms']),
      situacao: text,
      destino: nullableText,
      assunto: nullableText,
      enviado_em: dateTime.nullable(),
    }),
  ),
  tickets: z.array(z.strictObject({ id, status: ticketStatus, produto: text, detalhamento: nullableText, created_at: dateTime })),
  atendimentos: z.array(z.strictObject({ id, ticket_id: id, tipo: text, follow_up: text, created_at: dateTime })),
  historico: z.array(
    z.strictObject({
      id,
      evento: text,
      acao: activitySchema.shape.acao.unwrap(),
      valores: activitySchema.shape.valores.unwrap(),
      description: nullableText,
      mensagem: nullableText,
      created_at: dateTime,
    }),
  ),
  mensagens_whatsapp: z.array(z.strictObject({ id, mensagem: text, enviada_em: dateTime })),
  descadastros: z.array(z.strictObject({ destino: text, created_at: dateTime })),
  pre_comissoes: z.array(
    z.strictObject({
      id,
      transacao: text,
      produto: text,
      situacao: z.enum(PRE_COMISSAO_SITUACOES),
      valor_venda: money,
      comissao_criador: money,
      comissao_atendente: money,
      descricao: nullableText,
      email_secundario: nullableText,
      created_at: dateTime,
      decidido_em: dateTime.nullable(),
    }),
  ),
  comissoes: z.array(
    z.strictObject({
      id,
      pre_comissao_id: id.nullable(),
      produto: text,
      natureza: z.enum(COMISSAO_NATUREZAS),
      valor: money,
      retida_ate: dateTime.nullable(),
      estornada_em: dateTime.nullable(),
      created_at: dateTime,
    }),
  ),
}) satisfies z.ZodType<LeadExport>;
