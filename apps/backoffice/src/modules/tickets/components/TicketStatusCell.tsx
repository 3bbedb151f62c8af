import { TICKET_STATUS, type Ticket, type TicketStatus } from '@retoma/api-client';
import { StatusChip, type BadgeTone } from '@retoma/ui';
import styled from 'styled-components';
import { useTicketsT, type TicketsKey } from '../messages';

const STATUS: Record<TicketStatus, { label: TicketsKey; tone: BadgeTone }> = {
  [TICKET_STATUS.aberto]: { label: 'tickets.status.open', tone: 'success' },
  [TICKET_STATUS.pendente]: { label: 'tickets.status.pending', tone: 'warning' },
  [TICKET_STATUS.fechado]: { label: 'tickets.status.closed', tone: 'neutral' },
  [TICKET_STATUS.reaberto]: { label: 'tickets.status.reopened', tone: 'primary' },
};

const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[1]};
`;
const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The ticket's status, and who holds it right now (or whose return it waits for), so nobody presses "Atender" blind. */
export function TicketStatusCell({ ticket }: { ticket: Ticket }) {
  const t = useTicketsT();
  const status = STATUS[ticket.status];
  const holder = ticket.atendente
    ? t('tickets.status.attendedBy', { name: ticket.atendente.name })
    : ticket.designado
      ? t('tickets.status.assignedTo', { name: ticket.designado.name })
      : null;
  return (
    <Stack>
      <StatusChip tone={status.tone} size="sm">
        {t(status.label)}
      </StatusChip>
      {holder && <Note>{holder}</Note>}
    </Stack>
  );
}
