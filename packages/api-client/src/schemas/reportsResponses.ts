import { z } from 'zod';
import { CAMPAIGN_KINDS } from '../types/common';
import { PAYMENT_TYPES } from '../types/leads';
import {
  REPORT_ORIGINS,
  type PeopleSalesReport,
  type RecoveredSalesReport,
  type ReportDayValue,
  type ReportPeriod,
  type SalesFigures,
  type MySalesSummary,
  type PlanReport,
  type TicketsReport,
} from '../types/reports';
import { productRefSchema, userRefSchema } from './responses';

/** What the reports answer (see responses.ts for the conventions): amounts in integer cents, never fractions. */

const id = z.int().positive();
const count = z.int().nonnegative();
const cents = z.int();
const day = z.iso.date();

const periodSchema = z.strictObject({
  dt_inicio: day,
  dt_fim: day,
  anterior_inicio: day,
  anterior_fim: day,
  dias: z.int().positive(),
}) satisfies z.ZodType<ReportPeriod>;

const figures = {
  vendas: count,
  revertidas: count,
  bruto_centavos: cents,
  revertido_centavos: cents,
  liquido_centavos: cents,
};
const figuresSchema = z.strictObject(figures) satisfies z.ZodType<SalesFigures>;

const dayValueSchema = z.strictObject({ dia: day, id, liquido_centavos: cents }) satisfies z.ZodType<ReportDayValue>;
const originRowSchema = z.strictObject({ origem: z.enum(REPORT_ORIGINS), ...figures });
const paymentRowSchema = z.strictObject({ payment_type: z.enum(PAYMENT_TYPES), ...figures });
const reversal = z.strictObject({ vendas: count, valor_centavos: cents });
const reversalsSchema = z.strictObject({ reembolsos: reversal, chargebacks: reversal });

export const recoveredSalesReportSchema = z.strictObject({
  periodo: periodSchema,
  atual: figuresSchema,
  anterior: figuresSchema,
  produtos: z.array(productRefSchema.extend(figures)),
  por_dia: z.array(dayValueSchema),
  por_origem: z.array(originRowSchema),
  por_passo: z.array(
    z.strictObject({
      campanha: z.strictObject({ id, nome: z.string(), tipo: z.enum(CAMPAIGN_KINDS) }),
      canal: z.enum(['email', 'sms']).nullable(),
      posicao: z.int().positive().nullable(),
      ...figures,
    }),
  ),
  automatico: figuresSchema,
  assistido: figuresSchema,
  por_pagamento: z.array(paymentRowSchema),
  reversoes: reversalsSchema,
}) satisfies z.ZodType<RecoveredSalesReport>;

export const peopleSalesReportSchema = z.strictObject({
  periodo: periodSchema,
  atual: figuresSchema,
  anterior: figuresSchema,
  pessoas: z.array(
    z.strictObject({
      usuario: userRefSchema,
      ...figures,
      tickets_atendidos: count,
      tickets_ganhos: count,
      conversao: z.number().min(0).max(1).nullable(),
      ticket_medio_centavos: cents.nullable(),
      comissoes_centavos: cents,
    }),
  ),
  por_dia: z.array(dayValueSchema),
  por_origem: z.array(originRowSchema),
  por_pagamento: z.array(paymentRowSchema),
  reversoes: reversalsSchema,
}) satisfies z.ZodType<PeopleSalesReport>;

const outcomes = { atendidos: count, ganhos: count, aguardando: count, perdidos: count };
const ticketCounts = { criados: count, ...outcomes };

export const ticketsReportSchema = z.strictObject({
  periodo: periodSchema,
  atual: z.strictObject(ticketCounts),
  anterior: z.strictObject(ticketCounts),
  por_dia: z.array(z.strictObject({ dia: day, ...ticketCounts })),
  por_pessoa: z.array(z.strictObject({ usuario: userRefSchema, ...outcomes })),
  motivos_perda: z.array(z.strictObject({ id: id.nullable(), nome: z.string().nullable(), quantidade: count })),
  minutos_primeiro_atendimento: z.number().nonnegative().nullable(),
  minutos_finalizacao: z.number().nonnegative().nullable(),
  retornos_atrasados: count,
}) satisfies z.ZodType<TicketsReport>;

const funnel = { envios: count, aberturas: count, cliques: count, vendas: figuresSchema };

export const planReportSchema = z.strictObject({
  periodo: periodSchema,
  planos: z.array(
    z.strictObject({
      id,
      nome: z.string(),
      campanhas: z.array(
        z.strictObject({
          id,
          nome: z.string(),
          tipo: z.enum(CAMPAIGN_KINDS),
          produto: productRefSchema,
          contatos: count,
          ...funnel,
          passos: z.array(z.strictObject({ id, canal: z.enum(['email', 'sms']), posicao: z.int().positive(), ...funnel })),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<PlanReport>;

export const mySalesSummarySchema = z.strictObject({
  periodo: periodSchema,
  atual: figuresSchema,
  anterior: figuresSchema,
  produtos: z.array(productRefSchema.extend(figures)),
  comissoes_a_receber_centavos: cents,
  comissoes_retidas_centavos: cents,
}) satisfies z.ZodType<MySalesSummary>;
