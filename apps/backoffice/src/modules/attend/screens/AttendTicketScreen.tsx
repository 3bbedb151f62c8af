import { useAttendT } from '../messages';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { AttendanceLockGate } from '../components/AttendanceLockGate';
import { AttendingTicket } from '../components/AttendingTicket';
import { TicketLoader } from '../components/TicketLoader';
import { TicketNotFound } from '../components/TicketNotFound';
import { useTicketId } from '../hooks/useTicketId';

/** `tickets/atender/:id`: takes the ticket's lock, then shows everything the agent needs to attend it. */
export default function AttendTicketScreen() {
  const t = useAttendT();
  const id = useTicketId();
  return (
    <>
      <ScreenHeader description={id === null ? undefined : t('attend.ticketNumber', { id })} />
      {id === null ? (
        <TicketNotFound id={null} />
      ) : (
        <AttendanceLockGate id={id}>
          <TicketLoader id={id}>{(ticket, reload) => <AttendingTicket ticket={ticket} reload={reload} />}</TicketLoader>
        </AttendanceLockGate>
      )}
    </>
  );
}
