import { TICKET_STATUS } from '@retoma/api-client';
import { useCan } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';
import { useAttendT } from '../messages';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { ActionLink } from '../../errors';
import { ReopenTicketAction } from '../components/ReopenTicketAction';
import { TicketLoader } from '../components/TicketLoader';
import { TicketNotFound } from '../components/TicketNotFound';
import { TicketToolbar } from '../components/TicketToolbar';
import { TicketView } from '../components/TicketView';
import { TransferTicketAction } from '../components/TransferTicketAction';
import { useTicketId } from '../hooks/useTicketId';

/** `tickets/detalhar/:id`: the ticket read-only, with its history; transfer and reopen for who may. */
export default function TicketDetailScreen() {
  const t = useAttendT();
  const can = useCan();
  const companyHref = useCompanyHref();
  const id = useTicketId();
  return (
    <>
      <ScreenHeader description={id === null ? undefined : t('attend.ticketNumber', { id })} />
      {id === null ? (
        <TicketNotFound id={null} />
      ) : (
        <TicketLoader id={id}>
          {(ticket, reload) => (
            <>
              <TicketToolbar status={ticket.status}>
                {can('ticket_atender') && ticket.status !== TICKET_STATUS.fechado && (
                  <ActionLink to={companyHref('tickets-atender', { id: ticket.id })}>{t('attend.detail.attend')}</ActionLink>
                )}
                <TransferTicketAction ticket={ticket} onTransferred={reload} />
                <ReopenTicketAction ticket={ticket} onReopened={reload} />
                <ActionLink to={companyHref('tickets')} data-variant="secondary">
                  {t('attend.detail.back')}
                </ActionLink>
              </TicketToolbar>
              <TicketView ticket={ticket} />
            </>
          )}
        </TicketLoader>
      )}
    </>
  );
}
