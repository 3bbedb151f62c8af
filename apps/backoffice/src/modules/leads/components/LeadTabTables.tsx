import type { LeadTicket, PageSize, Transaction } from '@retoma/api-client';
import {
  Badge,
  DataTable,
  EmptyState,
  formatDateTime,
  formatPaymentType,
  formatPrice,
  type DataTableColumn,
  type DataTableState,
} from '@retoma/ui';
import { useState } from 'react';
import { useDateFormat } from '../../../platform/dateFormat';
import { CompanyLink } from '../../../platform/links';
import { useLeadTickets, useLeadTransactions } from '../hooks/useLead';
import { tableTexts } from '../lib/tableTexts';
import { useLeadsT } from '../messages';
import { statusText } from './timelineEntry';
import { TICKET_STATUS_TEXT } from '../lib/labels';

/** A tab's paging, kept on the screen (the page's address keeps the tab itself). */
function usePaging() {
  const [paging, setPaging] = useState<{ page: number; perPage: PageSize }>({ page: 1, perPage: 10 });
  return { ...paging, onChange: ({ page, perPage }: DataTableState) => setPaging({ page, perPage: perPage as PageSize }) };
}

/** The lead's purchases, newest first: code, product, status, payment, amount and day. */
export function LeadTransactionsTable({ leadId }: { leadId: number }) {
  const t = useLeadsT();
  const dates = useDateFormat();
  const paging = usePaging();
  const tab = useLeadTransactions(leadId, paging.page, paging.perPage);
  const columns: DataTableColumn<Transaction>[] = [
    { id: 'transaction', header: t('leads.tx.transaction'), isRowHeader: true, cell: (tx) => tx.transaction },
    { id: 'produto', header: t('leads.tx.produto'), cell: (tx) => tx.produto.nome },
    {
      id: 'status',
      header: t('leads.tx.status'),
      cell: (tx) => (
        <Badge
          tone={
            tx.status === 'approved' || tx.status === 'completed'
              ? 'success'
              : tx.status === 'refunded' || tx.status === 'chargeback'
                ? 'danger'
                : 'warning'
          }
        >
          {statusText(t, tx.status)}
        </Badge>
      ),
    },
    { id: 'pagamento', header: t('leads.tx.pagamento'), cell: (tx) => formatPaymentType(tx.payment_type, { locale: dates.locale }) },
    {
      id: 'valor',
      header: t('leads.tx.valor'),
      align: 'end',
      cell: (tx) => formatPrice(tx.full_price, { locale: dates.locale, currency: true }),
    },
    {
      id: 'data',
      header: t('leads.tx.data'),
      cell: (tx) => formatDateTime(tx.confirmation_purchase_date ?? tx.purchase_date ?? tx.created_at, dates),
    },
  ];
  return (
    <DataTable
      aria-label={t('leads.kind.transacao')}
      columns={columns}
      rows={tab.data?.data ?? []}
      total={tab.data?.total ?? 0}
      page={paging.page}
      perPage={paging.perPage}
      sort={null}
      onChange={paging.onChange}
      isLoading={tab.isLoading}
      error={Boolean(tab.error)}
      onRetry={() => void tab.mutate()}
      texts={tableTexts(t)}
      emptyState={<EmptyState size="sm" title={t('leads.tx.empty')} />}
    />
  );
}

const TICKET_TONE = { 0: 'primary', 1: 'warning', 2: 'neutral', 3: 'primary' } as const;

/** The lead's tickets, newest first, each opening the ticket's detail. */
export function LeadTicketsTable({ leadId }: { leadId: number }) {
  const t = useLeadsT();
  const dates = useDateFormat();
  const paging = usePaging();
  const tab = useLeadTickets(leadId, paging.page, paging.perPage);
  const columns: DataTableColumn<LeadTicket>[] = [
    {
      id: 'id',
      header: t('leads.tickets.id'),
      isRowHeader: true,
      cell: (ticket) => (
        <CompanyLink to={{ id: 'tickets-detalhar', params: { id: ticket.id } }}>
          {t('leads.entry.ticketLink', { id: ticket.id })}
        </CompanyLink>
      ),
    },
    { id: 'produto', header: t('leads.tickets.produto'), cell: (ticket) => ticket.produto.nome },
    { id: 'responsavel', header: t('leads.tickets.responsavel'), cell: (ticket) => ticket.responsavel.nome },
    {
      id: 'status',
      header: t('leads.tickets.status'),
      cell: (ticket) => (
        <Badge tone={TICKET_TONE[ticket.status]} dot>
          {t(TICKET_STATUS_TEXT[ticket.status])}
        </Badge>
      ),
    },
    { id: 'criado', header: t('leads.tickets.criado'), cell: (ticket) => formatDateTime(ticket.created_at, dates) },
  ];
  return (
    <DataTable
      aria-label={t('leads.kind.ticket')}
      columns={columns}
      rows={tab.data?.data ?? []}
      total={tab.data?.total ?? 0}
      page={paging.page}
      perPage={paging.perPage}
      sort={null}
      onChange={paging.onChange}
      isLoading={tab.isLoading}
      error={Boolean(tab.error)}
      onRetry={() => void tab.mutate()}
      texts={tableTexts(t)}
      emptyState={<EmptyState size="sm" title={t('leads.tickets.empty')} />}
    />
  );
}
