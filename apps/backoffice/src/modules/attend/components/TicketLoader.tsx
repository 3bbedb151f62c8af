import { ForbiddenError, NotFoundError, type TicketDetail } from '@retoma/api-client';
import { Card, Spinner } from '@retoma/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAttendT } from '../messages';
import { useTicket } from '../hooks/useTicket';
import { LoadFailure } from './LoadFailure';
import { TicketNotFound } from './TicketNotFound';

export interface TicketLoaderProps {
  id: number;
  /** The screen, once the ticket is in; `reload` reads it again (after the screen changed it). */
  children: (ticket: TicketDetail, reload: () => Promise<unknown>) => ReactNode;
}

/**
 * Loads the ticket and shows its states: a placeholder while loading, "not found" for a 404, the not-authorised
 * page for a 403 (as the route guard does), and the error with a retry for anything else.
 */
export function TicketLoader({ id, children }: TicketLoaderProps) {
  const t = useAttendT();
  const { data, error, mutate } = useTicket(id);
  // A failed re-read (after sending a message...) keeps the screen as it is: nothing typed there is lost.
  if (data) return children(data, () => mutate());
  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  if (error instanceof NotFoundError) return <TicketNotFound id={id} />;
  if (error) return <LoadFailure title={t('attend.loadError')} error={error} onRetry={() => mutate()} />;
  return (
    <Card isBusy>
      <Spinner showLabel label={t('attend.loading')} />
    </Card>
  );
}
