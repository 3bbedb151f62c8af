import type { TransactionsKey } from '../messages';

/** The platform events that reverse a credit, named; another is shown as the platform named it. */
export const REASONS: Record<string, TransactionsKey> = {
  PURCHASE_REFUNDED: 'transactions.panel.reason.PURCHASE_REFUNDED',
  PURCHASE_CHARGEBACK: 'transactions.panel.reason.PURCHASE_CHARGEBACK',
};
