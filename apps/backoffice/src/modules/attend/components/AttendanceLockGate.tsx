import { ForbiddenError, NotFoundError } from '@retoma/api-client';
import { Card, Spinner } from '@retoma/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAttendT } from '../messages';
import { useAttendanceLock } from '../hooks/useAttendanceLock';
import { LockRefusal } from './LockRefusal';
import { LoadFailure } from './LoadFailure';
import { TicketNotFound } from './TicketNotFound';

/**
 * Asks for the ticket's lock before anything of the attending screen shows: the screen's actions belong to the
 * agent holding it. Someone else's ticket, a second ticket of the same agent or a closed one are explained instead.
 */
export function AttendanceLockGate({ id, children }: { id: number; children: ReactNode }) {
  const t = useAttendT();
  const { data, error, mutate } = useAttendanceLock(id);
  if (data) return data.status === 'ok' ? children : <LockRefusal refusal={data} />;
  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  if (error instanceof NotFoundError) return <TicketNotFound id={id} />;
  if (error) return <LoadFailure title={t('attend.lock.error')} error={error} onRetry={() => mutate()} />;
  return (
    <Card isBusy>
      <Spinner showLabel label={t('attend.lock.checking')} />
    </Card>
  );
}
