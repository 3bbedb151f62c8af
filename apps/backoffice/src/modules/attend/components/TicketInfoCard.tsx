import type { Ticket } from '@retoma/api-client';
import { Card, EMPTY_VALUE, formatDateTime } from '@retoma/ui';
import styled from 'styled-components';
import { useAttendT } from '../messages';
import { FactList } from './FactList';
import { ProductTag } from './ProductTag';
import { useDateFormat } from '../../../platform/dateFormat';

/** The request as written, line breaks kept. */
const Details = styled.dd`
  white-space: pre-line;
`;

/** Where the ticket came from, what it is about, who created it and who holds or awaits it. */
export function TicketInfoCard({ ticket }: { ticket: Ticket }) {
  const t = useAttendT();
  const dateFormat = useDateFormat();
  return (
    <Card title={t('attend.ticket.title')}>
      <FactList>
        <dt>{t('attend.ticket.product')}</dt>
        <dd>
          <ProductTag product={ticket.produto} />
        </dd>
        <dt>{t('attend.ticket.createdAt')}</dt>
        <dd>{formatDateTime(ticket.created_at, dateFormat)}</dd>
        <dt>{t('attend.ticket.origin')}</dt>
        <dd>{ticket.origem?.nome ?? EMPTY_VALUE}</dd>
        <dt>{t('attend.ticket.doubt')}</dt>
        <dd>{ticket.tipo_duvida?.nome ?? EMPTY_VALUE}</dd>
        <dt>{t('attend.ticket.createdBy')}</dt>
        <dd>{ticket.responsavel.nome}</dd>
        {ticket.atendente && (
          <>
            <dt>{t('attend.ticket.attendant')}</dt>
            <dd>
              {t('attend.ticket.attendantSince', {
                name: ticket.atendente.name,
                date: formatDateTime(ticket.atendente_desde, dateFormat),
              })}
            </dd>
          </>
        )}
        {ticket.designado && (
          <>
            <dt>{t('attend.ticket.assigned')}</dt>
            <dd>{ticket.designado.name}</dd>
          </>
        )}
        <dt>{t('attend.ticket.details')}</dt>
        <Details>{ticket.detalhamento ?? EMPTY_VALUE}</Details>
      </FactList>
    </Card>
  );
}
