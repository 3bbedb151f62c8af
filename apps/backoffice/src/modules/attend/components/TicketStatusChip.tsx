import type { TicketStatus } from '@retoma/api-client';
import { StatusChip, type BadgeTone } from '@retoma/ui';
import { useT, type MessageKey } from '../../../i18n';

const STATUS: Record<TicketStatus, { label: MessageKey; tone: BadgeTone }> = {
  0: { label: 'attend.status.open', tone: 'success' },
  1: { label: 'attend.status.pending', tone: 'warning' },
  2: { label: 'attend.status.closed', tone: 'neutral' },
  3: { label: 'attend.status.reopened', tone: 'primary' },
};

/** aberto, pendente (waiting for a return), fechado or reaberto. */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const t = useT();
  const { label, tone } = STATUS[status];
  return <StatusChip tone={tone}>{t(label)}</StatusChip>;
}
