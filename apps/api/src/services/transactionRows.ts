import type { Transaction } from '@retoma/api-client';
import { leads, produtos, transacoes } from '../db/schema';
import { iso, isoOrNull } from './tickets/dates';

/** A transaction's columns with its lead and product, as every transaction read selects them. */
export const transactionColumns = {
  id: transacoes.id,
  transaction: transacoes.transaction,
  lead: { id: leads.id, nome: leads.nome, email: leads.email },
  lead_produto_id: transacoes.leadProdutoId,
  produto: { id: produtos.id, nome: produtos.nome, cor: produtos.cor, preco: produtos.preco },
  status: transacoes.status,
  payment_type: transacoes.paymentType,
  installments_number: transacoes.installmentsNumber,
  currency: transacoes.currency,
  full_price: transacoes.fullPrice,
  cms_vendor: transacoes.cmsVendor,
  cms_marketplace: transacoes.cmsMarketplace,
  off: transacoes.off,
  coupon_code: transacoes.couponCode,
  purchase_date: transacoes.purchaseDate,
  confirmation_purchase_date: transacoes.confirmationPurchaseDate,
  warranty_date: transacoes.warrantyDate,
  sck: transacoes.sck,
  src: transacoes.src,
  created_at: transacoes.createdAt,
  updated_at: transacoes.updatedAt,
};

type TransactionRow = Omit<Transaction, 'purchase_date' | 'confirmation_purchase_date' | 'warranty_date' | 'created_at' | 'updated_at'> & {
  purchase_date: Date | null;
  confirmation_purchase_date: Date | null;
  warranty_date: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** A row → the wire's transaction (dates as ISO text). */
export const toTransaction = (row: TransactionRow): Transaction => ({
  ...row,
  purchase_date: isoOrNull(row.purchase_date),
  confirmation_purchase_date: isoOrNull(row.confirmation_purchase_date),
  warranty_date: isoOrNull(row.warranty_date),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
