import { z } from 'zod';
import { MANUAL_PAYMENT_TYPES } from '../types/leads';
import { cpfField, ddiField, emailField, idField, phoneField, requiredText } from './fields';

/** Edit a lead's contact data (the e-mail identifies the lead on the sales platform and is not editable). */
export const leadInput = z.object({
  nome: requiredText('Preenchimento obrigatório.', 120),
  cpf: cpfField.nullish(),
  ddi: ddiField,
  /** Brazil only; empty for other countries. */
  ddd: z.string().regex(/^\d{0,3}$/, { error: 'DDD inválido.' }),
  telefone: phoneField('Informe um telefone válido.'),
});
export type LeadInput = z.infer<typeof leadInput>;

/** A manual transaction, created to back a pre-commission when the platform sent none. */
export const manualTransactionInput = z.object({
  produto_id: idField('Selecione o produto.'),
  email: emailField('Informe o e-mail do comprador.'),
  payment_type: z.enum(MANUAL_PAYMENT_TYPES, { error: 'Selecione o tipo de transação.' }),
});
export type ManualTransactionInput = z.infer<typeof manualTransactionInput>;
