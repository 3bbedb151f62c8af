import type { Ticket } from '@retoma/api-client';
import { Button, Card } from '@retoma/ui';
import { Headset } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useTicketsT } from '../messages';
import type { TicketPermissions } from '../hooks/useTicketPermissions';

const Offer = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 4px;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface NextTicketOfferProps {
  /** The ticket whose attendance was just finished. */
  finishedId: number;
  permissions: TicketPermissions;
  /** The ticket whose attend request is on its way. */
  attendingId: number | null;
  onAttend: (ticket: Ticket) => void;
  onDismiss: () => void;
}

/** The first open ticket of the list nobody holds, other than the one just finished, that the agent may attend. */
const nextOf = (tickets: readonly Ticket[], finishedId: number, permissions: TicketPermissions) =>
  tickets.find((ticket) => ticket.id !== finishedId && !ticket.atendente && permissions.attend(ticket));

/**
 * After "Sim, finalizar" the agent lands here, and focus with them (not on the page body): the attendance is done,
 * and the next open ticket is one press away.
 */
export function NextTicketOffer({ finishedId, permissions, attendingId, onAttend, onDismiss }: NextTicketOfferProps) {
  const t = useTicketsT();
  const api = useApi();
  const { slug } = useCompanySession();
  const headingId = useId();
  const offer = useRef<HTMLElement>(null);
  const open = useSWR([slug, 'ticketsNext', finishedId], () => api.tickets.open({ page: 1, per_page: 25 }));
  const next = open.data ? nextOf(open.data.data, finishedId, permissions) : undefined;

  useEffect(() => offer.current?.focus(), []);

  return (
    <Card>
      <Offer ref={offer} tabIndex={-1} aria-labelledby={headingId}>
        <h2 id={headingId}>{t('tickets.next.finished', { id: finishedId })}</h2>
        <p role="status">
          {open.error
            ? t('tickets.next.error')
            : !open.data
              ? t('tickets.next.looking')
              : next
                ? t('tickets.next.offer', { id: next.id, name: next.lead.nome })
                : t('tickets.next.none')}
        </p>
        <Actions>
          {next && (
            <Button isPending={attendingId === next.id} onPress={() => onAttend(next)}>
              <Headset aria-hidden size={16} />
              {t('tickets.next.attend', { id: next.id })}
            </Button>
          )}
          <Button variant="secondary" onPress={onDismiss}>
            {t('tickets.next.dismiss')}
          </Button>
        </Actions>
      </Offer>
    </Card>
  );
}
