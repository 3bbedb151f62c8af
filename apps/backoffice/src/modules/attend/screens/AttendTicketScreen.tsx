import { ScreenHeader } from '../../../shell/ScreenHeader';
import { AttendanceLockGate } from '../components/AttendanceLockGate';
import { AttendingTicket } from '../components/AttendingTicket';
import { TicketLoader } from '../components/TicketLoader';
import { TicketNotFound } from '../components/TicketNotFound';
import { useTicketId } from '../hooks/useTicketId';

/** `tickets/atender/:id`: takes the ticket's lock, then shows everything the agent needs to attend it. */
export default function AttendTicketScreen() {
  const id = useTicketId();
  if (id === null)
    return (
      <>
        <ScreenHeader />
        <TicketNotFound id={null} />
      </>
    );
  // The gate writes the heading: whose ticket it is decides what it says.
  return (
    <AttendanceLockGate id={id}>
      <TicketLoader id={id}>{(ticket, reload) => <AttendingTicket ticket={ticket} reload={reload} />}</TicketLoader>
    </AttendanceLockGate>
  );
}
