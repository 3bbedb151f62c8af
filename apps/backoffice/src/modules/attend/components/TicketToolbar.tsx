import type { TicketStatus } from '@retoma/api-client';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAttendT } from '../messages';
import { TicketStatusChip } from './TicketStatusChip';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

/** Above the ticket: its status, and what the user may do with it. */
export function TicketToolbar({ status, children }: { status: TicketStatus; children: ReactNode }) {
  const t = useAttendT();
  return (
    <Bar>
      <TicketStatusChip status={status} />
      <Actions role="group" aria-label={t('attend.toolbar.label')}>
        {children}
      </Actions>
    </Bar>
  );
}
