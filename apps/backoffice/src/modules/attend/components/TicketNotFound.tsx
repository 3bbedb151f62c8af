import { EmptyState } from '@retoma/ui';
import { useCompanyHref } from '../../../platform/links';
import { useAttendT } from '../messages';
import { ActionLink } from '../../errors';

/** The ticket does not exist here (404), or the address names no ticket. */
export function TicketNotFound({ id }: { id: number | null }) {
  const t = useAttendT();
  const companyHref = useCompanyHref();
  return (
    <EmptyState
      title={t('attend.notFound.title')}
      description={id === null ? t('attend.notFound.noId') : t('attend.notFound.text', { id })}
      action={<ActionLink to={companyHref('tickets')}>{t('attend.backToList')}</ActionLink>}
    />
  );
}
