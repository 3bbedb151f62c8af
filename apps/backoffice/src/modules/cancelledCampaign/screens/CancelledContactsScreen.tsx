import { ApiError, ForbiddenError, type CampanhaContato, type ContatoFiltro, type TicketStatus } from '@retoma/api-client';
import { Card, DataTable, EmptyState, StatusChip, TextField, formatDateTime, type BadgeTone, type DataTableColumn } from '@retoma/ui';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { CompanyLink, useCanOpen } from '../../../platform/links';
import { useSearchText } from '../../../platform/useListState';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { CancelledFrame } from '../components/CancelledFrame';
import { useCancelledContacts } from '../hooks/useCancelledContacts';
import { useTableTexts } from '../hooks/useTableTexts';
import { useCancelledCampaignT, type CancelledCampaignKey } from '../messages';

const Toolbar = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  max-inline-size: 480px;
`;

const STATUS: Record<TicketStatus, { label: CancelledCampaignKey; tone: BadgeTone }> = {
  0: { label: 'cancelledCampaign.status.0', tone: 'primary' },
  1: { label: 'cancelledCampaign.status.1', tone: 'warning' },
  2: { label: 'cancelledCampaign.status.2', tone: 'neutral' },
  3: { label: 'cancelledCampaign.status.3', tone: 'primary' },
};

/** The filter of each route: pending (`ativos`: the ticket is open), closed (`inativos`) or all. */
const filterOf = (routeId: string | undefined): ContatoFiltro =>
  routeId?.endsWith('-ativos') ? 'ativos' : routeId?.endsWith('-inativos') ? 'inativos' : 'todos';

/**
 * `.../contatos-ativos`, `-inativos` and `-todos` of the cancelled-purchases campaign: the tickets it opened
 * (pending, closed or all), each with its lead, product, status and when it was made, newest first.
 */
export default function CancelledContactsScreen() {
  const filtro = filterOf(useCurrentRoute()?.id);
  return <CancelledFrame>{(campanha) => <Contacts key={filtro} campanhaId={campanha.id} filtro={filtro} />}</CancelledFrame>;
}

function Contacts({ campanhaId, filtro }: { campanhaId: number; filtro: ContatoFiltro }) {
  const t = useCancelledCampaignT();
  const dates = useDateFormat();
  const texts = useTableTexts();
  const canOpen = useCanOpen();
  const list = useCancelledContacts(campanhaId, filtro);
  const search = useSearchText(list.state.search, list.setSearch);
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const ticketCell = (row: CampanhaContato) => {
    if (!row.ticket) return t('cancelledCampaign.contacts.noTicket');
    const label = t('cancelledCampaign.contacts.ticketNumber', { id: row.ticket.id });
    return canOpen('tickets-detalhar') ? (
      <CompanyLink to={{ id: 'tickets-detalhar', params: { id: row.ticket.id } }}>{label}</CompanyLink>
    ) : (
      label
    );
  };
  const columns: DataTableColumn<CampanhaContato>[] = [
    { id: 'ticket', header: t('cancelledCampaign.contacts.ticket'), cell: ticketCell },
    { id: 'nome', header: t('cancelledCampaign.contacts.nome'), isRowHeader: true, cell: (row) => row.lead.nome },
    { id: 'email', header: t('cancelledCampaign.contacts.email'), cell: (row) => row.lead.email },
    { id: 'produto', header: t('cancelledCampaign.contacts.produto'), cell: (row) => row.produto.nome },
    {
      id: 'status',
      header: t('cancelledCampaign.contacts.status'),
      cell: (row) =>
        row.ticket ? <StatusChip tone={STATUS[row.ticket.status].tone}>{t(STATUS[row.ticket.status].label)}</StatusChip> : '—',
    },
    {
      id: 'entrou_em',
      header: t('cancelledCampaign.contacts.entrou'),
      sortable: true,
      cell: (row) => formatDateTime(row.entrou_em, dates),
    },
  ];

  return (
    <Card padding="none">
      <Toolbar>
        <TextField type="search" label={t('cancelledCampaign.contacts.search')} {...search} />
      </Toolbar>
      <DataTable
        aria-label={t('cancelledCampaign.contacts.label')}
        columns={columns}
        rows={list.rows}
        total={list.total}
        page={list.state.page}
        perPage={list.state.perPage}
        sort={list.state.sort}
        onChange={list.setTable}
        isLoading={list.isLoading}
        error={list.error ? (list.error instanceof ApiError ? list.error.message : true) : false}
        onRetry={() => void list.reload()}
        texts={texts}
        emptyState={
          list.state.search ? (
            <EmptyState size="sm" title={t('cancelledCampaign.contacts.noResults', { search: list.state.search })} />
          ) : (
            <EmptyState size="sm" title={t('cancelledCampaign.contacts.empty')} description={t('cancelledCampaign.contacts.emptyHint')} />
          )
        }
      />
    </Card>
  );
}
