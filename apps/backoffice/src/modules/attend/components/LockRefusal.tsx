import type { AttendResult } from '@retoma/api-client';
import { EmptyState } from '@retoma/ui';
import { useCan } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';
import { useAttendT, type AttendKey } from '../messages';
import { ActionLink } from '../../errors';

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
  const companyHref = useCompanyHref();
  const back = (
    <ActionLink to={companyHref('tickets')} data-variant="secondary">
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
            <ActionLink to={companyHref('tickets-atender', { id: refusal.id })}>
              {t('attend.lock.goToTicket', { id: refusal.id })}
            </ActionLink>
          )}
          {refusal.status === 'fechado' && can('ticket_detalhar') && (
            <ActionLink to={companyHref('tickets-detalhar', { id: refusal.id })}>{t('attend.lock.viewDetail')}</ActionLink>
          )}
          {back}
        </>
      }
    />
  );
}
