import { Alert, Link } from '@retoma/ui';
import { useAllowedHref, useCompanyHref } from '../../../platform/links';
import { useTicketsT } from '../messages';

/**
 * The lead already has an open ticket for this product: saving is blocked, and the way to that ticket is right
 * here — its detail page, or the list searched by its number for users who cannot open the detail. Following it
 * closes the form (`onFollow`).
 */
export function DuplicateTicketNotice({ ticketId, onFollow }: { ticketId: number; onFollow: () => void }) {
  const t = useTicketsT();
  const allowedHref = useAllowedHref();
  const companyHref = useCompanyHref();
  // Without the detail page, the list's "all" tab searched by the ticket's number finds it.
  const href = allowedHref('tickets-detalhar', { id: ticketId }) ?? companyHref('tickets', {}, { aba: 'todos', search: ticketId });
  return (
    <Alert tone="warning" title={t('tickets.form.duplicateTitle')}>
      {t('tickets.form.duplicateText', { id: ticketId })}{' '}
      <Link href={href} variant="standalone" onPress={onFollow}>
        {t('tickets.form.duplicateLink', { id: ticketId })}
      </Link>
    </Alert>
  );
}
