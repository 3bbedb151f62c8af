import type { HttpClient } from '../client';
import type { ManualTransactionInput } from '../schemas/transactions';
import type { Paginator, Transaction, TransactionDetail, TransactionListParams } from '../types';
import { defineResource, responseSchemas } from './define';
import { seg, verbs, type CallOptions } from './http';

/**
 * The company's transactions (`leads/transacoes`, `lead_transacao`): read-only, as the sales platforms report
 * them. The one write is the manual transaction (a sale paid outside the platform), recorded by whoever approves
 * commissions (`comissao_pendente_aprovar`), where a pre-commission finds no platform transaction to match.
 */
export const transactionsResource = defineResource({
  endpoints: {
    'GET /transacaos': 'lead_transacao',
    'GET /transacaos/:id': 'lead_transacao',
    'POST /transacaos': 'comissao_pendente_aprovar',
  },
  responses: async () => {
    const { dataOf, pageOf, transactionSchema, transactionDetailSchemaOf } = await responseSchemas();
    return {
      list: pageOf(transactionSchema),
      get: dataOf(transactionDetailSchemaOf(transactionSchema)),
      create: dataOf(transactionSchema),
    };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      /** A period of days in the company's zone (the last 30 when none), searched by lead or code, filtered. */
      list: (params?: TransactionListParams, o?: CallOptions) => v.get<Paginator<Transaction>>('transacaos', params, o),
      /** The transaction whole: the buyer's contact data and whether the sale was recovered, credited to whom. */
      get: (id: number, o?: CallOptions) => v.get<TransactionDetail>(`transacaos/${seg(id)}`, undefined, o),
      /** A sale paid outside the platform (transfer, deposit, other): approved, for exactly the amount given. */
      create: (input: ManualTransactionInput, o?: CallOptions) => v.post<Transaction>('transacaos', input, o),
    };
  },
});
