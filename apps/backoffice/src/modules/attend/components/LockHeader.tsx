import { Breadcrumbs, PageHeader } from '@retoma/ui';
import { useRouteText, useT } from '../../../i18n';
import { useCompanyHref } from '../../../platform/links';
import { renderRouterLink } from '../../../shell/RouterLink';
import { useAttendT } from '../messages';

export interface LockHeaderProps {
  id: number;
  /** The agent who holds the ticket, when someone else does. */
  holder?: string;
}

/**
 * The attend page's heading until the ticket is known to be the agent's: the route's title ("Atendendo ticket")
 * would be untrue while the lock is checked, and wrong for a ticket someone else holds — that one is titled by
 * whose it is ("Ticket de Bruno Lima"), any other by its number.
 */
export function LockHeader({ id, holder }: LockHeaderProps) {
  const t = useAttendT();
  const shellT = useT();
  const routeText = useRouteText();
  const companyHref = useCompanyHref();
  const title = holder ? t('attend.lock.heldBy', { name: holder }) : t('attend.ticketNumber', { id });
  return (
    <PageHeader
      title={title}
      description={holder ? t('attend.ticketNumber', { id }) : undefined}
      breadcrumbs={
        <Breadcrumbs
          items={[{ label: routeText('attend.crumb.tickets'), href: companyHref('tickets') }, { label: title }]}
          renderLink={renderRouterLink}
          aria-label={shellT('shell.breadcrumbs')}
        />
      }
    />
  );
}
