import type { TransactionStatus } from '@retoma/api-client';
import type { BadgeTone } from '@retoma/ui';
import type { TransactionsKey } from '../messages';

/** The platform's purchase statuses coloured: paid green, lost red, waiting amber, in between neutral. */
export const STATUS_TONE: Record<TransactionStatus, BadgeTone> = {
  started: 'primary',
  billet_printed: 'neutral',
  expired: 'warning',
  pending_analysis: 'warning',
  delayed: 'danger',
  canceled: 'danger',
  approved: 'success',
  completed: 'success',
  chargeback: 'danger',
  blocked: 'warning',
  refunded: 'danger',
  admin_free: 'neutral',
  dispute: 'danger',
};

/** Each status' name. */
export const STATUS_LABEL: Record<TransactionStatus, TransactionsKey> = {
  started: 'transactions.status.started',
  billet_printed: 'transactions.status.billet_printed',
  expired: 'transactions.status.expired',
  pending_analysis: 'transactions.status.pending_analysis',
  delayed: 'transactions.status.delayed',
  canceled: 'transactions.status.canceled',
  approved: 'transactions.status.approved',
  completed: 'transactions.status.completed',
  chargeback: 'transactions.status.chargeback',
  blocked: 'transactions.status.blocked',
  refunded: 'transactions.status.refunded',
  admin_free: 'transactions.status.admin_free',
  dispute: 'transactions.status.dispute',
};
