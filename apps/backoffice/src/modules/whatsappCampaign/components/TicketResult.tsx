import { Alert } from '@retoma/ui';
import { CompanyLink, useCanOpen } from '../../../platform/links';
import { useWhatsappCampaignT } from '../messages';

/** What turning a contact into a ticket gave: the ticket (linked to its page) or the server's refusal. */
export type TicketOutcome = { ticketId: number; nome: string } | { refused: string };

export function TicketResult({ outcome }: { outcome: TicketOutcome }) {
  const t = useWhatsappCampaignT();
  const canOpen = useCanOpen();
  if ('refused' in outcome)
    return (
      <Alert tone="danger" title={t('whatsappCampaign.ticket.refused')}>
        <p>{outcome.refused}</p>
      </Alert>
    );
  return (
    <Alert tone="success" title={t('whatsappCampaign.ticket.created', { id: outcome.ticketId, name: outcome.nome })}>
      {canOpen('tickets-detalhar') && (
        <CompanyLink to={{ id: 'tickets-detalhar', params: { id: outcome.ticketId } }}>{t('whatsappCampaign.ticket.open')}</CompanyLink>
      )}
    </Alert>
  );
}
