import type { HttpClient } from '../client';
import type { LeadInput, ManualTransactionInput } from '../schemas';
import type { Lead, LeadDetail, LeadListParams, Paginator, Transaction, TransactionListParams } from '../types';
import { seg, verbs, type CallOptions } from './http';

function transactionsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    list: (params?: TransactionListParams, o?: CallOptions) => v.get<Paginator<Transaction>>('transacaos', params, o),
    get: (id: number, o?: CallOptions) => v.get<Transaction>(`transacaos/${seg(id)}`, undefined, o),
    /** A manual transaction backing a pre-commission approval. */
    create: (input: ManualTransactionInput, o?: CallOptions) => v.post<Transaction>('transacaos', input, o),
  };
}

export function leadsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    list: (params?: LeadListParams, o?: CallOptions) => v.get<Paginator<Lead>>('leads', params, o),
    get: (id: number, o?: CallOptions) => v.get<LeadDetail>(`leads/${seg(id)}`, undefined, o),
    update: (id: number, input: LeadInput, o?: CallOptions) => v.put<Lead>(`leads/${seg(id)}`, input, o),
    /** Deletes the lead itself (the predecessor posted to /produtos/{id} here, reference §14.1.1). */
    remove: (id: number, o?: CallOptions) => v.remove(`leads/${seg(id)}`, id, o),
    transactions: transactionsResource(http),
  };
}
