/** What other screens name as the transactions do: the platform events that reverse a sale, in this module's words. */
export { REASONS as REVERSAL_REASONS } from './lib/reasons';
export { transactionsMessages, type TransactionsKey } from './messages';
