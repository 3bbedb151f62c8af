import type { HttpClient } from '../client';
import type { ManualTransactionInput } from '../schemas/transactions';
import type { Transaction } from '../types';
import { defineResource, responseSchemas } from './define';
import { verbs, type CallOptions } from './http';

/**
 * The company's transactions (`leads/transacoes`, `lead_transacao`): read-only, as the sales platforms report
 * them. The one write is the manual transaction (a sale paid outside the platform), recorded by whoever approves
 * commissions (`comissao_pendente_aprovar`), where a pre-commission finds no platform transaction to match.
 */
export const transactionsResource = defineResource({
  endpoints: {
    'POST /transacaos': 'comissao_pendente_aprovar',
  },
  responses: async () => {
    const { dataOf, transactionSchema } = await responseSchemas();
    return { create: dataOf(transactionSchema) };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      /** A sale paid outside the platform (transfer, deposit, other): approved, for exactly the amount given. */
      create: (input: ManualTransactionInput, o?: CallOptions) => v.post<Transaction>('transacaos', input, o),
    };
  },
});
