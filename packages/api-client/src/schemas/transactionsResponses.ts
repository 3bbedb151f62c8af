import { z } from 'zod';
import { CREDIT_ORIGINS, type TransactionCredit, type TransactionDetail } from '../types/transactions';
import type { transactionSchema } from './responses';

/** What the transactions endpoints answer (see responses.ts for the conventions). */

const id = z.int().positive();
const text = z.string();
const nullableText = z.string().nullable();
const dateTime = z.iso.datetime({ offset: true });

export const transactionCreditSchema = z.strictObject({
  origem: z.enum(CREDIT_ORIGINS),
  valor: z.number(),
  recuperada_em: dateTime,
  revertida_em: dateTime.nullable(),
  motivo_reversao: nullableText,
  usuario: z.strictObject({ id, name: text, avatar: nullableText }).nullable(),
  campanha: z.strictObject({ id, nome: text, tipo: text }).nullable(),
  passo: z.strictObject({ id, canal: z.enum(['email', 'sms']), posicao: z.int().positive() }).nullable(),
  ticket_id: id.nullable(),
}) satisfies z.ZodType<TransactionCredit>;

/**
 * One transaction whole, built on the list's row schema (passed in: this file is re-exported by responses.ts, so
 * it may not read that module's values while it loads).
 */
export const transactionDetailSchemaOf = (transaction: typeof transactionSchema) =>
  transaction.extend({
    lead: z.strictObject({ id, nome: text, email: text, cpf: nullableText, ddi: text, ddd: text, telefone: text }),
    credito: transactionCreditSchema.nullable(),
  }) satisfies z.ZodType<TransactionDetail>;
