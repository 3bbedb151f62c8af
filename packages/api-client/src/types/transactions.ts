import type { IsoDate, IsoDateTime, Money, UserRef } from './common';
import type { PaymentType, Transaction, TransactionStatus } from './leads';
import type { ListParams } from './wire';

/**
 * The company's transactions as a list (`GET /transacaos`) and one of them whole (`GET /transacaos/{id}`): the
 * purchases the sales platforms reported, and the manual ones an approver recorded (`POST /transacaos`).
 */

export const TRANSACTION_SORTS = ['created_at', 'purchase_date', 'full_price', 'id'] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];

/** `GET /transacaos`: a period of days in the company's zone (both ends included), search and filters. */
export interface TransactionListParams extends ListParams {
  /** First and last day (`YYYY-MM-DD`) of the period, by when the transaction was received. */
  dt_inicio?: IsoDate;
  dt_fim?: IsoDate;
  /** The lead's name or e-mail, or the transaction's code. */
  search?: string;
  produto_id?: number;
  status?: TransactionStatus;
  payment_type?: PaymentType;
}

/** What a recovered sale is credited to (`vendas_recuperadas`). */
export const CREDIT_ORIGINS = ['link_agente', 'ticket', 'campanha'] as const;
export type CreditOrigin = (typeof CREDIT_ORIGINS)[number];

/**
 * A sale won back and who gets the credit: the agent whose link carried it or who won its ticket, or the campaign
 * step the lead opened or clicked last. A refund or chargeback reverses it (`revertida_em`, `motivo_reversao`).
 */
export interface TransactionCredit {
  origem: CreditOrigin;
  valor: Money;
  recuperada_em: IsoDateTime;
  revertida_em: IsoDateTime | null;
  /** The platform event that reversed it (`PURCHASE_REFUNDED`, `PURCHASE_CHARGEBACK`). */
  motivo_reversao: string | null;
  /** The agent credited (link or ticket); null for a campaign, or once the person was removed. */
  usuario: UserRef | null;
  campanha: { id: number; nome: string; tipo: string } | null;
  /** The campaign's step the lead acted on last. */
  passo: { id: number; canal: 'email' | 'sms'; posicao: number } | null;
  ticket_id: number | null;
}

/** One transaction whole: the list's row, the buyer's contact data, and whether the sale was recovered. */
export interface TransactionDetail extends Transaction {
  lead: Transaction['lead'] & { cpf: string | null; ddi: string; ddd: string; telefone: string };
  credito: TransactionCredit | null;
}
