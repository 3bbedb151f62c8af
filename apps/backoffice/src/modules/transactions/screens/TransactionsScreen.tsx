import { ForbiddenError, type Transaction } from '@retoma/api-client';
import {
  Badge,
  Button,
  Card,
  DataTable,
  EmptyState,
  formatDateRange,
  formatDateTime,
  formatPrice,
  Link,
  useUiLocale,
  type DataTableColumn,
} from '@retoma/ui';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../platform/companySession';
import { useDateFormat } from '../../../platform/dateFormat';
import { useCompanyHref } from '../../../platform/links';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { PeriodBar } from '../../../platform/PeriodBar';
import { ManualTransactionPanel } from '../components/ManualTransactionPanel';
import { TransactionFilters } from '../components/TransactionFilters';
import { TransactionPanel } from '../components/TransactionPanel';
import { hasFilters, TRANSACTIONS_LIST, useTransactionList } from '../hooks/useTransactionList';
import { STATUS_LABEL, STATUS_TONE } from '../lib/status';
import { tableTexts } from '../lib/tableTexts';
import { useTransactionsT } from '../messages';

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
`;
const ProductDot = styled.span<{ $color: string }>`
  display: inline-block;
  inline-size: 0.6rem;
  block-size: 0.6rem;
  border-radius: 50%;
  margin-inline-end: ${({ theme }) => theme.space[2]};
  background: ${({ $color }) => $color};
`;

/**
 * `leads/transacoes`: the company's purchases as the sales platforms reported them — the last 30 days unless another
 * period is chosen (today, 7, 15, 30 days or a range, in the company's zone), searched by lead or code, filtered by
 * product, status and payment method, sorted and paged, all in the URL. A transaction opens whole in a side panel.
 * Read-only, but for the manual transaction (a sale paid outside the platform) whoever approves commissions records.
 */
export default function TransactionsScreen() {
  const t = useTransactionsT();
  const can = useCan();
  const href = useCompanyHref();
  const dates = useDateFormat();
  const locale = useUiLocale();
  const list = useTransactionList();
  const [open, setOpen] = useState<Transaction | null>(null);
  const [creating, setCreating] = useState(false);
  const reload = useReloadCompanyList(TRANSACTIONS_LIST);

  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const money = (value: number) => formatPrice(value, { locale, currency: true });
  const columns: DataTableColumn<Transaction>[] = [
    {
      id: 'transaction',
      header: t('transactions.col.transaction'),
      isRowHeader: true,
      cell: (row) => (
        <Button variant="ghost" size="sm" aria-label={t('transactions.row.open', { code: row.transaction })} onPress={() => setOpen(row)}>
          {row.transaction}
        </Button>
      ),
    },
    {
      id: 'lead',
      header: t('transactions.col.lead'),
      cell: (row) =>
        can('leads_detalhamento') ? <Link href={href('leads-detalhe', { id: row.lead.id })}>{row.lead.nome}</Link> : row.lead.nome,
    },
    {
      id: 'produto',
      header: t('transactions.col.product'),
      cell: (row) => (
        <>
          <ProductDot aria-hidden $color={row.produto.cor} />
          {row.produto.nome}
        </>
      ),
    },
    { id: 'created_at', header: t('transactions.col.created_at'), sortable: true, cell: (row) => formatDateTime(row.created_at, dates) },
    { id: 'full_price', header: t('transactions.col.full_price'), sortable: true, align: 'end', cell: (row) => money(row.full_price) },
    { id: 'cms_vendor', header: t('transactions.col.cms_vendor'), align: 'end', cell: (row) => money(row.cms_vendor) },
    {
      id: 'status',
      header: t('transactions.col.status'),
      cell: (row) => (
        <Badge tone={STATUS_TONE[row.status]} dot>
          {t(STATUS_LABEL[row.status])}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <ScreenHeader
        actions={
          can('comissao_pendente_aprovar') ? <Button onPress={() => setCreating(true)}>{t('transactions.manual.open')}</Button> : undefined
        }
      />
      <Card padding="none">
        <Controls>
          <PeriodBar
            period={list.state.period}
            onChange={list.setPeriod}
            texts={{
              label: t('transactions.period.label'),
              quick: {
                hoje: t('transactions.period.hoje'),
                '7': t('transactions.period.7'),
                '15': t('transactions.period.15'),
                '30': t('transactions.period.30'),
              },
              range: t('transactions.period.range'),
            }}
            note={t('transactions.period.showing', {
              period: formatDateRange(`${list.days.dt_inicio}T12:00:00`, `${list.days.dt_fim}T12:00:00`, { locale: dates.locale }),
            })}
          />
          <TransactionFilters filters={list.state.filters} onChange={list.setFilters} onClear={list.clearFilters} />
        </Controls>
        <DataTable
          aria-label={t('transactions.table.label')}
          columns={columns}
          {...list.table}
          texts={tableTexts(t)}
          emptyState={
            hasFilters(list.state.filters) ? (
              <EmptyState
                size="sm"
                title={t('transactions.noResults')}
                action={
                  <Button variant="secondary" onPress={list.clearFilters}>
                    {t('transactions.filters.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState size="sm" title={t('transactions.empty')} description={t('transactions.emptyHint')} />
            )
          }
        />
      </Card>
      <TransactionPanel transaction={open} onClose={() => setOpen(null)} />
      <ManualTransactionPanel isOpen={creating} onClose={() => setCreating(false)} onCreated={reload} />
    </>
  );
}
