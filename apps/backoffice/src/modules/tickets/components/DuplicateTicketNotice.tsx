import { Alert, Link } from '@retoma/ui';
import { useCan, useCompanySession } from '../../../app/CompanyGate';
import { useTicketsT } from '../messages';

/**
 * The lead already has an open ticket for this product: saving is blocked, and the way to that ticket is right
 * here — its detail page, or the list searched by its number for users who cannot open the detail. Following it
 * closes the form (`onFollow`).
 */
export function DuplicateTicketNotice({ ticketId, onFollow }: { ticketId: number; onFollow: () => void }) {
  const t = useTicketsT();
  const can = useCan();
  const { slug } = useCompanySession();
  const href = can('ticket_detalhar') ? `/${slug}/tickets/detalhar/${ticketId}` : `/${slug}/tickets?aba=todos&search=${ticketId}`;
  return (
    <Alert tone="warning" title={t('tickets.form.duplicateTitle')}>
      {t('tickets.form.duplicateText', { id: ticketId })}{' '}
      <Link href={href} variant="standalone" onPress={onFollow}>
        {t('tickets.form.duplicateLink', { id: ticketId })}
      </Link>
    </Alert>
  );
}
