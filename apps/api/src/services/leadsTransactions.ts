import type { Transaction } from '@retoma/api-client';
import { leads, produtos, transacoes } from '../db/schema';

/** A lead's transaction as the detail's tab lists it: with its lead and product, like the ticket's tab. */
export const leadTransactionColumns = {
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

type Row = Omit<Transaction, 'purchase_date' | 'confirmation_purchase_date' | 'warranty_date' | 'created_at' | 'updated_at'> & {
  purchase_date: Date | null;
  confirmation_purchase_date: Date | null;
  warranty_date: Date | null;
  created_at: Date;
  updated_at: Date;
};

export const toLeadTransaction = (row: Row): Transaction => ({
  ...row,
  purchase_date: row.purchase_date?.toISOString() ?? null,
  confirmation_purchase_date: row.confirmation_purchase_date?.toISOString() ?? null,
  warranty_date: row.warranty_date?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
