import { z } from 'zod';
import { EXTENSAO_TIPOS, type Extensao, type SmsUsageMonth, type ZenviaConfig, type ZenviaTestResult } from '../types';

/** What the extensions' endpoints answer (see responses.ts for the conventions: strict objects tied to the wire types). */

export const extensaoSchema = z.strictObject({
  tipo: z.enum(EXTENSAO_TIPOS),
  disponivel: z.boolean(),
  configurada: z.boolean(),
  ativa: z.boolean(),
}) satisfies z.ZodType<Extensao>;

/** No field can carry the token: a strict object refuses any key beyond these, and `token_final` is four characters. */
export const zenviaConfigSchema = z.strictObject({
  configurada: z.boolean(),
  token_final: z.string().length(4).nullable(),
  remetente: z.string().nullable(),
  ativa: z.boolean(),
  atualizado_em: z.iso.datetime({ offset: true }).nullable(),
}) satisfies z.ZodType<ZenviaConfig>;

export const zenviaTestResultSchema = z.strictObject({
  mensagem_id: z.string().min(1),
  telefone: z.string().regex(/^\d+$/),
}) satisfies z.ZodType<ZenviaTestResult>;

const count = z.int().nonnegative();

export const smsUsageMonthSchema = z.strictObject({
  mes: z.string().regex(/^\d{4}-\d{2}$/),
  total: count,
  enviados: count,
  entregues: count,
  falhas: count,
}) satisfies z.ZodType<SmsUsageMonth>;
