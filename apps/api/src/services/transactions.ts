import type { Transaction } from '@retoma/api-client';
import type { manualTransactionInput } from '@retoma/api-client/schemas';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { leadProdutos, leads, produtos, transacoes } from '../db/schema';
import { validationError } from '../http/errors';
import type { Caller } from './tickets/access';
import { parseBusinessDateTime } from './tickets/dates';
import { toTransaction, transactionColumns } from './transactionRows';

export type ManualTransactionData = z.output<typeof manualTransactionInput>;

/** The caller's transactions: of the company, on products the caller's role may see. */
export function transactionsOf(caller: Caller, extra?: SQL): SQL {
  const byProduct =
    caller.produtos === null ? undefined : inArray(transacoes.produtoId, caller.produtos.length > 0 ? caller.produtos : [0]);
  return and(eq(transacoes.companyId, caller.scope.id), byProduct, extra)!;
}

/** A code for a manual transaction: `MANUAL-` and ten characters nobody types by chance. */
const manualCode = () => `MANUAL-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * A sale paid outside the sales platform (transfer, deposit, other), recorded by whoever approves commissions: an
 * approved transaction of one of the company's leads and products, for exactly the amount given (the platform's fee
 * is none, so the whole amount is the company's). The lead × product pair is made when the lead never had it. Its
 * code is the one given or a new `MANUAL-…`; a code the company already has is refused on its field, as are a lead
 * or product of another company (or of a product the caller's role does not work with) and a payment in the future.
 *
 * The sale is not credited to anyone here: commissions decide on it when they approve (the engine credits only
 * what a platform reports).
 */
export async function createManualTransaction(db: Database, caller: Caller, data: ManualTransactionData): Promise<Transaction> {
  const companyId = caller.scope.id;
  const now = new Date();
  const paidAt = data.purchase_date === undefined ? now : parseBusinessDateTime(data.purchase_date, caller.scope.timeZone);
  const allowedProduct = caller.produtos === null || caller.produtos.includes(data.produto_id);
  const [[lead], [produto], [taken]] = await Promise.all([
    db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.companyId, companyId), eq(leads.id, data.lead_id))),
    db
      .select({ id: produtos.id })
      .from(produtos)
      .where(and(eq(produtos.companyId, companyId), eq(produtos.id, data.produto_id))),
    data.transaction === undefined
      ? []
      : db
          .select({ id: transacoes.id })
          .from(transacoes)
          .where(and(eq(transacoes.companyId, companyId), eq(transacoes.transaction, data.transaction))),
  ]);
  const errors: Record<string, string[]> = {};
  if (!lead) errors.lead_id = ['Lead não encontrado nesta empresa.'];
  if (!produto || !allowedProduct) errors.produto_id = ['Produto não encontrado nesta empresa.'];
  if (taken) errors.transaction = [`Já existe uma transação com o código ${data.transaction}.`];
  if (paidAt.getTime() > now.getTime() + 60_000) errors.purchase_date = ['A data do pagamento não pode estar no futuro.'];
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const id = await db.transaction(async (tx) => {
    // A no-op update on conflict, so the existing pair's id comes back in the same statement.
    const [pair] = await tx
      .insert(leadProdutos)
      .values({ companyId, leadId: data.lead_id, produtoId: data.produto_id })
      .onConflictDoUpdate({ target: [leadProdutos.companyId, leadProdutos.leadId, leadProdutos.produtoId], set: { leadId: data.lead_id } })
      .returning({ id: leadProdutos.id });
    const [created] = await tx
      .insert(transacoes)
      .values({
        companyId,
        leadId: data.lead_id,
        leadProdutoId: pair!.id,
        produtoId: data.produto_id,
        transaction: data.transaction ?? manualCode(),
        status: 'approved',
        paymentType: data.payment_type,
        installmentsNumber: 1,
        currency: 'BRL',
        fullPrice: data.full_price,
        cmsVendor: data.full_price,
        cmsMarketplace: 0,
        purchaseDate: paidAt,
        confirmationPurchaseDate: paidAt,
      })
      // Two requests with the same code at once: the unique index keeps one, the other is told on its field.
      .onConflictDoNothing()
      .returning({ id: transacoes.id });
    return created?.id;
  });
  if (id === undefined) throw validationError({ transaction: [`Já existe uma transação com o código ${data.transaction}.`] });
  return getTransaction(db, companyId, id);
}

/** One transaction as lists show it. */
export async function getTransaction(db: Database, companyId: number, id: number): Promise<Transaction> {
  const [row] = await db
    .select(transactionColumns)
    .from(transacoes)
    .innerJoin(leads, eq(leads.id, transacoes.leadId))
    .innerJoin(produtos, eq(produtos.id, transacoes.produtoId))
    .where(and(eq(transacoes.companyId, companyId), eq(transacoes.id, id)));
  if (!row) throw new Error(`transaction ${id} vanished`);
  return toTransaction(row);
}
