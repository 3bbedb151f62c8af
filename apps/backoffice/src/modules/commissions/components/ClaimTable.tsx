import type { PreComissao } from '@retoma/api-client';
import { Badge, DataTable, EmptyState, IconButton, StatusChip, formatDate, type DataTableColumn, type DataTableProps } from '@retoma/ui';
import { Eye, Paperclip, Undo2 } from 'lucide-react';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { useTableTexts } from '../hooks/useTableTexts';
import { useCommissionsT } from '../messages';
import { LeadProduct } from './LeadProduct';
import { Money } from './Money';
import { SUGGESTION_LABEL } from '../lib/labels';

const Lines = styled.div`
  display: grid;
  gap: 2px;
  > span:last-child:not(:first-child) {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  justify-content: flex-end;
`;

const SUGGESTION_TONE = { aprovar: 'success', aguardar: 'warning', reprovar: 'danger' } as const;

export interface ClaimTableProps extends Omit<DataTableProps<PreComissao>, 'columns' | 'aria-label' | 'texts' | 'emptyState'> {
  label: string;
  /** May open a claim (comissao_pendente_detalhar). */
  onOpen?: (claim: PreComissao) => void;
  /** May restore a rejected claim (comissao_pendente_restaurar). */
  onRestore?: (claim: PreComissao) => void;
}

/** Claims: number, lead and product, the total they pay, who brought the lead, who won the sale, the last diagnosis. */
export function ClaimTable({ label, onOpen, onRestore, ...table }: ClaimTableProps) {
  const t = useCommissionsT();
  const dates = useDateFormat();
  const texts = useTableTexts();
  const columns: DataTableColumn<PreComissao>[] = [
    { id: 'id', header: t('commissions.approve.column.number'), cell: (row) => `#${row.id}` },
    {
      id: 'lead',
      header: t('commissions.column.lead'),
      isRowHeader: true,
      cell: (row) => <LeadProduct lead={row.lead} produto={row.produto} />,
    },
    {
      id: 'valor',
      header: t('commissions.column.value'),
      align: 'end',
      cell: (row) => (
        <Lines>
          <Money value={row.comissao_total} />
          <span>{formatDate(row.created_at, dates)}</span>
        </Lines>
      ),
    },
    { id: 'criador', header: t('commissions.approve.column.creator'), cell: (row) => row.criador.nome },
    { id: 'atendente', header: t('commissions.approve.column.attendant'), cell: (row) => row.atendente?.name ?? '—' },
    {
      id: 'diagnostico',
      header: t('commissions.approve.column.diagnosis'),
      cell: (row) => (
        <Lines>
          {row.diagnostico ? (
            <StatusChip size="sm" tone={SUGGESTION_TONE[row.diagnostico.sugestao]}>
              {t(SUGGESTION_LABEL[row.diagnostico.sugestao])}
            </StatusChip>
          ) : (
            <span>{t('commissions.diagnosis.never')}</span>
          )}
          {row.tem_anexos && (
            <span>
              <Badge size="sm" tone="neutral">
                <Paperclip aria-hidden size={12} /> {t('commissions.approve.proofAttached')}
              </Badge>
            </span>
          )}
        </Lines>
      ),
    },
  ];
  if (onOpen || onRestore)
    columns.push({
      id: 'acoes',
      header: t('commissions.approve.column.actions'),
      align: 'end',
      cell: (row) => (
        <Actions>
          {onOpen && (
            <IconButton
              aria-label={t('commissions.approve.open', { id: row.id })}
              icon={<Eye aria-hidden size={16} />}
              onPress={() => onOpen(row)}
            />
          )}
          {onRestore && row.situacao === 'reprovada' && (
            <IconButton
              aria-label={t('commissions.approve.restore', { id: row.id })}
              icon={<Undo2 aria-hidden size={16} />}
              onPress={() => onRestore(row)}
            />
          )}
        </Actions>
      ),
    });
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      {...table}
      texts={texts}
      emptyState={<EmptyState size="sm" title={t('commissions.table.empty')} />}
    />
  );
}
