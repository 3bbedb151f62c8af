import { ApiError, ForbiddenError, type CampanhaContato, type ContatoFiltro, type TicketStatus } from '@retoma/api-client';
import { Card, DataTable, EmptyState, TextField, formatDateTime, formatPhone, type DataTableColumn, type DataTableTexts } from '@retoma/ui';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { useSearchText } from '../../../platform/useListState';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { SchedulingFrame } from '../components/SchedulingFrame';
import { useBookingContacts } from '../hooks/useBookingContacts';
import { useSchedulingT, type SchedulingKey } from '../messages';

const Toolbar = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  max-inline-size: 480px;
`;

const TICKET_STATUS: Record<TicketStatus, SchedulingKey> = {
  0: 'scheduling.ticket.0',
  1: 'scheduling.ticket.1',
  2: 'scheduling.ticket.2',
  3: 'scheduling.ticket.3',
};

/**
 * The filter of each route: pending (`ativos`: the booking's ticket is not finished), closed (`inativos`: it is)
 * or all.
 */
const filterOf = (routeId: string | undefined): ContatoFiltro =>
  routeId?.endsWith('-pendentes') ? 'ativos' : routeId?.endsWith('-fechados') ? 'inativos' : 'todos';

/**
 * `.../contatos-pendentes`, `-fechados` and `-todos`: the leads who booked, with the booked time (in the company's
 * zone) and their ticket, newest bookings first, searched by name, e-mail or phone.
 */
export default function SchedulingContactsScreen() {
  const filtro = filterOf(useCurrentRoute()?.id);
  return <SchedulingFrame>{(campanha) => <Contacts key={filtro} campanhaId={campanha.id} filtro={filtro} />}</SchedulingFrame>;
}

function useTableTexts(): Partial<DataTableTexts> {
  const t = useSchedulingT();
  return {
    loading: t('app.loading'),
    errorTitle: t('scheduling.table.error'),
    retry: t('scheduling.table.retry'),
    pageSize: t('scheduling.table.pageSize'),
    range: (from, to, total) => t('scheduling.table.range', { from, to, total }),
    pageOf: (page, pages) => t('scheduling.table.pageOf', { page, pages }),
    firstPage: t('scheduling.table.firstPage'),
    previousPage: t('scheduling.table.previousPage'),
    nextPage: t('scheduling.table.nextPage'),
    lastPage: t('scheduling.table.lastPage'),
    pagination: t('scheduling.table.pagination'),
    sortBy: t('scheduling.table.sortBy'),
    noSort: t('scheduling.table.noSort'),
    ascending: t('scheduling.table.ascending'),
    descending: t('scheduling.table.descending'),
  };
}

function Contacts({ campanhaId, filtro }: { campanhaId: number; filtro: ContatoFiltro }) {
  const t = useSchedulingT();
  const dates = useDateFormat();
  const texts = useTableTexts();
  const list = useBookingContacts(campanhaId, filtro);
  const search = useSearchText(list.state.search, list.setSearch);
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const columns: DataTableColumn<CampanhaContato>[] = [
    { id: 'nome', header: t('scheduling.contacts.nome'), isRowHeader: true, cell: (row) => row.lead.nome },
    { id: 'email', header: t('scheduling.contacts.email'), cell: (row) => row.lead.email },
    { id: 'telefone', header: t('scheduling.contacts.telefone'), cell: (row) => formatPhone(`${row.lead.ddd}${row.lead.telefone}`) },
    {
      id: 'horario',
      header: t('scheduling.contacts.horario'),
      cell: (row) => (row.agendado_para ? formatDateTime(row.agendado_para, dates) : '—'),
    },
    {
      id: 'ticket',
      header: t('scheduling.contacts.ticket'),
      cell: (row) =>
        row.ticket ? t('scheduling.contacts.ticketNumber', { id: row.ticket.id, status: t(TICKET_STATUS[row.ticket.status]) }) : '—',
    },
    { id: 'entrou_em', header: t('scheduling.contacts.entrou'), sortable: true, cell: (row) => formatDateTime(row.entrou_em, dates) },
  ];

  return (
    <Card padding="none">
      <Toolbar>
        <TextField type="search" label={t('scheduling.contacts.search')} {...search} />
      </Toolbar>
      <DataTable
        aria-label={t('scheduling.contacts.label')}
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
          <EmptyState
            size="sm"
            title={list.state.search ? t('scheduling.contacts.noResults', { search: list.state.search }) : t('scheduling.contacts.empty')}
          />
        }
      />
    </Card>
  );
}
