import type { Paginator, Ticket } from '@retoma/api-client';
import { DataTable, EmptyState, formatDateTime, type DataTableColumn, type DataTableState } from '@retoma/ui';
import type { ReactNode } from 'react';
import type { Selection } from 'react-aria-components';
import styled from 'styled-components';
import { useTicketsT } from '../messages';
import type { TicketPermissions } from '../hooks/useTicketPermissions';
import { useTableTexts } from '../hooks/useTableTexts';
import type { TicketListState } from '../hooks/useTicketListState';
import { hasRowActions, TicketRowActions, type TicketRowActionsProps } from './TicketRowActions';
import { ProductName } from './ProductName';
import { TicketStatusCell } from './TicketStatusCell';
import { useDateFormat } from '../../../platform/dateFormat';
import { TruncatedText } from '../../attend';

/** A main line and a muted detail under it. */
const TwoLines = styled.div`
  display: grid;
  justify-items: start;
  gap: 2px;
  min-inline-size: 0;
  strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  > span:last-child:not(:first-child) {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
/**
 * The lead's name and e-mail: a column of its own width — at least 16 characters, at most about a sixth of the
 * screen — whatever the table gives the others; beyond it they are cut with an ellipsis. (A cut text contributes
 * nothing to a column's minimum, so without this a squeezed table let them run over the next column.)
 */
const LeadLines = styled(TwoLines)`
  grid-template-columns: minmax(16ch, clamp(16ch, 17vw, 32ch));
`;
const Nowrap = styled.span`
  white-space: nowrap;
`;
/**
 * Around the kit's table: until a page with rows has come, its footer (page size, "1–25 of 240", the pager) has
 * nothing true to say — "0–0 of 0 · page 1 of 1" under a skeleton reads as an empty list — so it is not shown.
 */
const Frame = styled.div`
  &[data-pager='hidden'] > [data-layout] > [role='group']:last-child {
    display: none;
  }
`;

export interface TicketTableProps extends Pick<TicketRowActionsProps, 'attendingId' | 'onAttend' | 'onEdit' | 'onDelete'> {
  state: TicketListState;
  page: Paginator<Ticket> | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onChange: (next: DataTableState) => void;
  permissions: TicketPermissions;
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  onBulkDelete: (ids: number[]) => void;
  /** What an empty list offers (e.g. creating a ticket). */
  emptyAction?: ReactNode;
}

/** One page of tickets: who, which product, where it stands, when it came in, and what the user may do with it. */
export function TicketTable({
  state,
  page,
  isLoading,
  error,
  onRetry,
  onChange,
  permissions,
  selectedKeys,
  onSelectionChange,
  onBulkDelete,
  emptyAction,
  ...actions
}: TicketTableProps) {
  const t = useTicketsT();
  const dateFormat = useDateFormat();
  const texts = useTableTexts();
  const rows = page?.data ?? [];
  const columns: DataTableColumn<Ticket>[] = [
    { id: 'id', header: t('tickets.column.number'), sortable: true, accessor: (row) => row.id, cell: (row) => <Nowrap>#{row.id}</Nowrap> },
    {
      id: 'lead',
      header: t('tickets.column.lead'),
      isRowHeader: true,
      accessor: (row) => row.lead.nome,
      cell: (row) => (
        <LeadLines>
          <TruncatedText as="strong" isFocusable={false}>
            {row.lead.nome}
          </TruncatedText>
          <TruncatedText isFocusable={false}>{row.lead.email}</TruncatedText>
        </LeadLines>
      ),
    },
    {
      id: 'produto',
      header: t('tickets.column.product'),
      accessor: (row) => row.produto.nome,
      cell: (row) => (
        <TwoLines>
          <ProductName product={row.produto} />
          {row.origem && <span>{t('tickets.column.originValue', { origin: row.origem.nome })}</span>}
        </TwoLines>
      ),
    },
    { id: 'status', header: t('tickets.column.status'), sortable: true, cell: (row) => <TicketStatusCell ticket={row} /> },
    {
      id: 'created_at',
      header: t('tickets.column.createdAt'),
      sortable: true,
      cell: (row) => (
        <TwoLines>
          <Nowrap>{formatDateTime(row.created_at, dateFormat)}</Nowrap>
          <span>{t('tickets.column.createdByValue', { name: row.responsavel.nome })}</span>
        </TwoLines>
      ),
    },
  ];
  // The actions column only exists when some row of the page has something the user may do.
  if (rows.some((row) => hasRowActions(row, permissions))) {
    columns.push({
      id: 'actions',
      header: t('tickets.column.actions'),
      align: 'end',
      cell: (row) => <TicketRowActions ticket={row} permissions={permissions} {...actions} />,
    });
  }

  const hasRows = rows.length > 0 && !isLoading && !error;
  return (
    <Frame data-pager={hasRows ? undefined : 'hidden'}>
      <DataTable
        aria-label={t('tickets.table.label')}
        columns={columns}
        rows={rows}
        total={page?.total ?? 0}
        page={state.page}
        perPage={state.perPage}
        sort={state.sort}
        onChange={onChange}
        isLoading={isLoading}
        error={error ? t('tickets.table.error') : false}
        onRetry={onRetry}
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        bulkActions={
          permissions.bulkRemove
            ? [{ id: 'delete', label: t('tickets.bulk.delete'), variant: 'danger', onAction: (ids) => onBulkDelete(ids.map(Number)) }]
            : []
        }
        emptyState={<EmptyState size="sm" title={t('tickets.table.empty')} action={emptyAction} />}
        texts={texts}
      />
    </Frame>
  );
}
