import type { IsoDateTime, LeadRef, Money, ProductRef } from './common';

/** A customer of the company (a buyer or a prospect), as a ticket carries it. */
export interface Lead {
  id: number;
  nome: string;
  email: string;
  /** Digits only, 11 characters; null when never informed. */
  cpf: string | null;
  /** Country code without `+`, e.g. `55`. */
  ddi: string;
  /** Area code (Brazil); empty for other countries. */
  ddd: string;
  /** Digits only. */
  telefone: string;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export const TRANSACTION_STATUSES = [
  'started',
  'billet_printed',
  'expired',
  'pending_analysis',
  'delayed',
  'canceled',
  'approved',
  'completed',
  'chargeback',
  'blocked',
  'refunded',
  'admin_free',
  'dispute',
] as const;
/** The sales platform's purchase status (Hotmart). */
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Manual transactions (created while approving a pre-commission) use the last three. */
export const MANUAL_PAYMENT_TYPES = ['transferencia', 'deposito', 'outros'] as const;
export type ManualPaymentType = (typeof MANUAL_PAYMENT_TYPES)[number];
export const PAYMENT_TYPES = [
  'billet',
  'credit_card',
  'pix',
  'debit_card',
  'bank_transfer',
  'moip_balance',
  'bcash_balance',
  'paypal',
  'hotmart_balance',
  ...MANUAL_PAYMENT_TYPES,
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A purchase received from the sales platform (read-only), or a manual one: a ticket's `transacaos`. */
export interface Transaction {
  id: number;
  /** The platform's transaction code. */
  transaction: string;
  lead: LeadRef;
  lead_produto_id: number;
  produto: ProductRef & { preco: Money };
  status: TransactionStatus;
  payment_type: PaymentType;
  installments_number: number;
  /** ISO 4217, usually `BRL`. */
  currency: string;
  /** What the buyer paid. */
  full_price: Money;
  /** The company's share, without fees and taxes. */
  cms_vendor: Money;
  /** The platform's fee. */
  cms_marketplace: Money;
  /** Offer code. */
  off: string | null;
  coupon_code: string | null;
  purchase_date: IsoDateTime | null;
  confirmation_purchase_date: IsoDateTime | null;
  warranty_date: IsoDateTime | null;
  /** Attribution codes of the checkout (who sold: campaign, collaborator link). */
  sck: string | null;
  src: string | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}
