import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useAttendT } from '../messages';

export interface LockHeaderProps {
  id: number;
  /** The agent who holds the ticket, when someone else does. */
  holder?: string;
}

/**
 * The attend page's heading until the ticket is known to be the agent's: the route's title ("Atendendo ticket")
 * would be untrue while the lock is checked, and wrong for a ticket someone else holds — that one is titled by
 * whose it is ("Ticket de Bruno Lima"), any other by its number. The browser tab says the same.
 */
export function LockHeader({ id, holder }: LockHeaderProps) {
  const t = useAttendT();
  const title = holder ? t('attend.lock.heldBy', { name: holder }) : t('attend.ticketNumber', { id });
  return <ScreenHeader title={title} description={holder ? t('attend.ticketNumber', { id }) : undefined} />;
}
