import type { AttendResult } from '@retoma/api-client';
import { EmptyState } from '@retoma/ui';
import { useCan, useCompanySession } from '../../../app/CompanyGate';
import { useAttendT, type AttendKey } from '../messages';
import { ActionLink } from '../../errors/components/ErrorPage';
import { attendPath, detailPath, ticketsListPath } from '../lib/paths';

type Refusal = Exclude<AttendResult, { status: 'ok' }>;

const TITLES: Record<Refusal['status'], AttendKey> = {
  jaatendendo: 'attend.lock.otherTicket.title',
  atendendo: 'attend.lock.taken.title',
  fechado: 'attend.lock.closed.title',
};

/**
 * Why the ticket cannot be attended now, in the server's words, and where to go instead: the ticket the agent
 * already attends (one at a time), the detail of a closed ticket, or back to the list.
 */
export function LockRefusal({ refusal }: { refusal: Refusal }) {
  const t = useAttendT();
  const can = useCan();
  const { slug } = useCompanySession();
  const back = (
    <ActionLink to={ticketsListPath(slug)} data-variant="secondary">
      {t('attend.backToList')}
    </ActionLink>
  );
  return (
    <EmptyState
      title={t(TITLES[refusal.status], { id: refusal.id })}
      description={refusal.msg}
      action={
        <>
          {refusal.status === 'jaatendendo' && (
            <ActionLink to={attendPath(slug, refusal.id)}>{t('attend.lock.goToTicket', { id: refusal.id })}</ActionLink>
          )}
          {refusal.status === 'fechado' && can('ticket_detalhar') && (
            <ActionLink to={detailPath(slug, refusal.id)}>{t('attend.lock.viewDetail')}</ActionLink>
          )}
          {back}
        </>
      }
    />
  );
}
