import type { TicketStatus } from '@retoma/api-client';
import { StatusChip, type BadgeTone } from '@retoma/ui';
import { useAttendT, type AttendKey } from '../messages';

const STATUS: Record<TicketStatus, { label: AttendKey; tone: BadgeTone }> = {
  0: { label: 'attend.status.open', tone: 'success' },
  1: { label: 'attend.status.pending', tone: 'warning' },
  2: { label: 'attend.status.closed', tone: 'neutral' },
  3: { label: 'attend.status.reopened', tone: 'primary' },
};

/** aberto, pendente (waiting for a return), fechado or reaberto. */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const t = useAttendT();
  const { label, tone } = STATUS[status];
  return <StatusChip tone={tone}>{t(label)}</StatusChip>;
}
