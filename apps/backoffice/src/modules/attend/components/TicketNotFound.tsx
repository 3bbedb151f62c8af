import { EmptyState } from '@retoma/ui';
import { useCompanySession } from '../../../app/CompanyGate';
import { useT } from '../../../i18n';
import { ActionLink } from '../../errors/components/ErrorPage';
import { ticketsListPath } from '../lib/paths';

/** The ticket does not exist here (404), or the address names no ticket. */
export function TicketNotFound({ id }: { id: number | null }) {
  const t = useT();
  const { slug } = useCompanySession();
  return (
    <EmptyState
      title={t('attend.notFound.title')}
      description={id === null ? t('attend.notFound.noId') : t('attend.notFound.text', { id })}
      action={<ActionLink to={ticketsListPath(slug)}>{t('attend.backToList')}</ActionLink>}
    />
  );
}
