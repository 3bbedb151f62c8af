import { z } from 'zod';
import { MANUAL_PAYMENT_TYPES, PAYMENT_TYPES, TRANSACTION_STATUSES } from '../types/leads';
import { TRANSACTION_SORTS } from '../types/transactions';
import { dateTimeField, periodInOrder, periodShape, PERIOD_ORDER_MESSAGE } from './fields';
import { decimal, idField, listOf } from './settings';

/**
 * Input schemas of the transactions: the list's query and the manual transaction an approver records. Shared by
 * the server (which validates with them) and the app (which types its forms by them). Messages are pt.
 */

export const transactionListQuery = listOf(TRANSACTION_SORTS)
  .extend({
    ...periodShape,
    produto_id: idField('Produto inválido.').optional(),
    status: z.enum(TRANSACTION_STATUSES, { error: 'Status de transação desconhecido.' }).optional(),
    payment_type: z.enum(PAYMENT_TYPES, { error: 'Forma de pagamento desconhecida.' }).optional(),
  })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] });
export type TransactionListQuery = z.input<typeof transactionListQuery>;

/**
 * `POST /transacaos`: a sale paid outside the sales platform (a transfer, a deposit), recorded for one of the
 * company's leads and products, to the cent. `transaction` is its code (one is made when left out) and
 * `purchase_date` when it was paid (now when left out; never in the future).
 */
export const manualTransactionInput = z.object({
  lead_id: idField('Escolha o lead da venda.'),
  produto_id: idField('Escolha o produto da venda.'),
  payment_type: z.enum(MANUAL_PAYMENT_TYPES, { error: 'Escolha transferência, depósito ou outros.' }),
  full_price: decimal('Informe o valor da venda, com no máximo duas casas decimais.').refine((value) => value > 0, {
    error: 'O valor da venda deve ser maior que zero.',
  }),
  transaction: z
    .string({ error: 'Use até 64 letras, números, - ou _.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Use até 64 letras, números, - ou _.' })
    .optional(),
  purchase_date: dateTimeField('Informe a data e a hora do pagamento.').optional(),
});
export type ManualTransactionInput = z.input<typeof manualTransactionInput>;
