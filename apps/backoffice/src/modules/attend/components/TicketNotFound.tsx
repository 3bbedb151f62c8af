import { EmptyState } from '@retoma/ui';
import { useCompanySession } from '../../../app/CompanyGate';
import { useAttendT } from '../messages';
import { ActionLink } from '../../errors/components/ErrorPage';
import { ticketsListPath } from '../lib/paths';

/** The ticket does not exist here (404), or the address names no ticket. */
export function TicketNotFound({ id }: { id: number | null }) {
  const t = useAttendT();
  const { slug } = useCompanySession();
  return (
    <EmptyState
      title={t('attend.notFound.title')}
      description={id === null ? t('attend.notFound.noId') : t('attend.notFound.text', { id })}
      action={<ActionLink to={ticketsListPath(slug)}>{t('attend.backToList')}</ActionLink>}
    />
  );
}
