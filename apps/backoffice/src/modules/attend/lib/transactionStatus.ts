import type { TransactionStatus } from '@retoma/api-client';
import type { BadgeTone } from '@retoma/ui';
import type { AttendKey } from '../messages';

/** The sales platform's purchase statuses, named and coloured (paid green, lost red, in between neutral). */
export const TRANSACTION_STATUS: Record<TransactionStatus, { label: AttendKey; tone: BadgeTone }> = {
  started: { label: 'attend.transaction.started', tone: 'primary' },
  billet_printed: { label: 'attend.transaction.billet_printed', tone: 'neutral' },
  expired: { label: 'attend.transaction.expired', tone: 'warning' },
  pending_analysis: { label: 'attend.transaction.pending_analysis', tone: 'warning' },
  delayed: { label: 'attend.transaction.delayed', tone: 'danger' },
  canceled: { label: 'attend.transaction.canceled', tone: 'danger' },
  approved: { label: 'attend.transaction.approved', tone: 'success' },
  completed: { label: 'attend.transaction.completed', tone: 'success' },
  chargeback: { label: 'attend.transaction.chargeback', tone: 'danger' },
  blocked: { label: 'attend.transaction.blocked', tone: 'warning' },
  refunded: { label: 'attend.transaction.refunded', tone: 'danger' },
  admin_free: { label: 'attend.transaction.admin_free', tone: 'neutral' },
  dispute: { label: 'attend.transaction.dispute', tone: 'danger' },
};
