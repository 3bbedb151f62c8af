import type { Ticket } from '@retoma/api-client';
import { Button, Card } from '@retoma/ui';
import { CalendarClock, Headset } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { CompanyLink, useCanOpen } from '../../../platform/links';
import { useTicketsT } from '../messages';
import type { TicketPermissions } from '../hooks/useTicketPermissions';
import { nextOf } from '../hooks/useNextTicket';

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
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
`;
/** As tall as the buttons beside it: a target a thumb finds on a phone. */
const AgendaLink = styled(CompanyLink)`
  min-block-size: 40px;
` as typeof CompanyLink;

export interface NextTicketOfferProps {
  /** The ticket whose attendance was just finished. */
  finishedId: number;
  /** The day of the return it was finished with (`2026-11-27`), when it waits for one: a link to it in the agenda. */
  returnDay?: string;
  permissions: TicketPermissions;
  /** The ticket whose attend request is on its way. */
  attendingId: number | null;
  onAttend: (ticket: Ticket) => void;
  onDismiss: () => void;
}

/**
 * After "Sim, finalizar" the agent lands here, and focus with them (not on the page body): the attendance is done,
 * and the next open ticket is one press away.
 */
export function NextTicketOffer({ finishedId, returnDay, permissions, attendingId, onAttend, onDismiss }: NextTicketOfferProps) {
  const t = useTicketsT();
  const api = useApi();
  const { slug } = useCompanySession();
  const headingId = useId();
  const canOpen = useCanOpen();
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
          {returnDay && canOpen('agenda') && (
            <AgendaLink variant="standalone" to={{ id: 'agenda', query: { visao: 'dia', data: returnDay } }}>
              <CalendarClock aria-hidden size={16} />
              {t('tickets.next.agenda')}
            </AgendaLink>
          )}
        </Actions>
      </Offer>
    </Card>
  );
}
