import type { Comissao } from '@retoma/api-client';
import { DataTable, EmptyState, formatDate, type DataTableColumn, type DataTableState } from '@retoma/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { useTableTexts } from '../hooks/useTableTexts';
import { useCommissionsT } from '../messages';
import { CommissionStatus } from './CommissionStatus';
import { LeadProduct } from './LeadProduct';
import { Money, useMoneyText } from './Money';
import { NATURE_LABEL } from '../lib/labels';

const Nowrap = styled.span`
  white-space: nowrap;
`;
const Value = styled.div`
  display: grid;
  justify-items: end;
  gap: 2px;
  > span:last-child:not(:first-child) {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface CommissionTableProps {
  label: string;
  rows: Comissao[];
  total: number;
  page: number;
  perPage: number;
  onChange: (next: DataTableState) => void;
  isLoading?: boolean;
  error?: boolean | string;
  onRetry?: () => void;
  /** The person column (left out of the person's own list). */
  showPerson?: boolean;
  emptyAction?: ReactNode;
}

/** Commissions: lead and product, who is paid, the amount (and its achievement bonus), who brought the lead, where it stands. */
export function CommissionTable({ label, showPerson = true, emptyAction, ...table }: CommissionTableProps) {
  const t = useCommissionsT();
  const dates = useDateFormat();
  const texts = useTableTexts();
  const money = useMoneyText();
  const columns: DataTableColumn<Comissao>[] = [
    {
      id: 'lead',
      header: t('commissions.column.lead'),
      isRowHeader: true,
      cell: (row) => <LeadProduct lead={row.lead} produto={row.produto} />,
    },
    ...(showPerson ? [{ id: 'user', header: t('commissions.column.person'), cell: (row: Comissao) => row.user.name }] : []),
    {
      id: 'valor',
      header: t('commissions.column.value'),
      align: 'end',
      cell: (row) => (
        <Value>
          <Money value={row.valor} struck={row.situacao === 'estornada'} />
          <span>{t(NATURE_LABEL[row.natureza])}</span>
          {row.bonus > 0 && <span>{t('commissions.bonus', { bonus: money(row.bonus) })}</span>}
        </Value>
      ),
    },
    { id: 'origem', header: t('commissions.column.origin'), cell: (row) => row.origem?.nome ?? t('commissions.origin.none') },
    { id: 'situacao', header: t('commissions.column.status'), cell: (row) => <CommissionStatus row={row} /> },
    {
      id: 'ordem',
      header: t('commissions.column.order'),
      cell: (row) => (row.ordem_id ? t('commissions.order.number', { id: row.ordem_id }) : t('commissions.order.none')),
    },
    { id: 'created_at', header: t('commissions.column.date'), cell: (row) => <Nowrap>{formatDate(row.created_at, dates)}</Nowrap> },
  ];
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      {...table}
      texts={texts}
      emptyState={<EmptyState size="sm" title={t('commissions.table.empty')} action={emptyAction} />}
    />
  );
}
