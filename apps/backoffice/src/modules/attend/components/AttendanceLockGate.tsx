import { ForbiddenError, NotFoundError } from '@retoma/api-client';
import { Card, Spinner } from '@retoma/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useAttendT } from '../messages';
import { useAttendanceLock } from '../hooks/useAttendanceLock';
import { LockHeader } from './LockHeader';
import { LockRefusal } from './LockRefusal';
import { LoadFailure } from './LoadFailure';
import { TicketNotFound } from './TicketNotFound';

/**
 * Asks for the ticket's lock before anything of the attending screen shows: the screen's actions belong to the
 * agent holding it. Someone else's ticket, a second ticket of the same agent or a closed one are explained instead,
 * under a heading that says whose ticket it is — "Atendendo ticket" only once it is the agent's.
 */
export function AttendanceLockGate({ id, children }: { id: number; children: ReactNode }) {
  const t = useAttendT();
  const { data, error, mutate } = useAttendanceLock(id);
  if (data?.status === 'ok')
    return (
      <>
        <ScreenHeader description={t('attend.ticketNumber', { id })} />
        {children}
      </>
    );
  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  return (
    <>
      <LockHeader id={id} holder={data?.status === 'atendendo' ? data.atendente.name : undefined} />
      {data ? (
        <LockRefusal refusal={data} />
      ) : error instanceof NotFoundError ? (
        <TicketNotFound id={id} />
      ) : error ? (
        <LoadFailure title={t('attend.lock.error')} error={error} onRetry={() => mutate()} />
      ) : (
        <Card isBusy>
          <Spinner showLabel label={t('attend.lock.checking')} />
        </Card>
      )}
    </>
  );
}
