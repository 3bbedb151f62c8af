import { ApiError, ForbiddenError, type OrdemPagamento } from '@retoma/api-client';
import {
  Badge,
  Card,
  ConfirmDialog,
  DataTable,
  DateRangePicker,
  EmptyState,
  IconButton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  formatDate,
  parseDate,
  useToast,
  type DataTableColumn,
  useUiLocale,
} from '@retoma/ui';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { Navigate } from 'react-router-dom';
import { useApi } from '../../../platform/api';
import { useDateFormat } from '../../../platform/dateFormat';
import { pluralKey } from '../../../i18n';
import { useSearchText } from '../../../platform/useListState';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { Money, useMoneyText } from '../components/Money';
import { OrderPanel } from '../components/OrderPanel';
import { SumCard } from '../components/SumCard';
import { ORDER_TABS, sumOfPage, useOrderCounts, useOrderList, useReloadCommissions } from '../hooks/lists';
import { useOrderFiles } from '../hooks/useOrderFiles';
import { useTableTexts } from '../hooks/useTableTexts';
import { addCents } from '../lib/cents';
import { useCommissionsT } from '../messages';
import { Stack, Toolbar } from './AllCommissionsScreen';

/**
 * `comissoes/pagamentos`: the payment orders — pending and paid tabs with their counts and sums, searched by person in
 * a period —; pay or revert a selection after a question, print it as a PDF or export it as a CSV; an order opened
 * beside the list as it prints.
 */
export default function PaymentsScreen() {
  const t = useCommissionsT();
  const locale = useUiLocale();
  const api = useApi();
  const toast = useToast();
  const dates = useDateFormat();
  const money = useMoneyText();
  const texts = useTableTexts();
  const files = useOrderFiles();
  const list = useOrderList();
  const counts = useOrderCounts(list.state);
  const reload = useReloadCommissions();
  const search = useSearchText(list.state.search, (value) => list.update({ search: value }));
  const [selected, setSelected] = useState<Selection>(new Set());
  const [asking, setAsking] = useState<{ pay: boolean; rows: OrdemPagamento[] } | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const tab = list.state.aba ?? 'pendentes';
  const rowsOf = (ids: unknown[]) => list.rows.filter((row) => ids.map(Number).includes(row.id));
  const file = (make: (ids: number[]) => Promise<void>) => (ids: unknown[]) =>
    void make(ids.map(Number)).catch(() => toast.error(t('commissions.payments.fileFailed')));

  async function confirm() {
    if (!asking) return;
    const ids = asking.rows.map((row) => row.id);
    try {
      await (asking.pay ? api.commissions.orders.pay(ids) : api.commissions.orders.revert(ids));
      toast.success(t('commissions.payments.done'));
      setSelected(new Set());
      await reload();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('commissions.claim.failed'));
    }
    setAsking(null);
  }

  const columns: DataTableColumn<OrdemPagamento>[] = [
    { id: 'id', header: t('commissions.payments.column.number'), cell: (row) => `#${row.id}` },
    { id: 'user', header: t('commissions.payments.column.person'), isRowHeader: true, cell: (row) => row.user.name },
    { id: 'total', header: t('commissions.payments.column.value'), align: 'end', cell: (row) => <Money value={row.total} /> },
    { id: 'quantidade', header: t('commissions.payments.column.count'), align: 'end', cell: (row) => row.quantidade },
    { id: 'created_at', header: t('commissions.payments.column.created'), cell: (row) => formatDate(row.created_at, dates) },
    ...(tab === 'pagas'
      ? [{ id: 'paga_em', header: t('commissions.payments.column.paid'), cell: (row: OrdemPagamento) => formatDate(row.paga_em, dates) }]
      : []),
    {
      id: 'acoes',
      header: t('commissions.payments.column.actions'),
      align: 'end',
      cell: (row) => (
        <IconButton
          aria-label={t('commissions.payments.detail', { id: row.id })}
          icon={<Eye aria-hidden size={16} />}
          onPress={() => setOpen(row.id)}
        />
      ),
    },
  ];
  const period =
    list.state.dt_inicio && list.state.dt_fim ? { start: parseDate(list.state.dt_inicio), end: parseDate(list.state.dt_fim) } : null;

  return (
    <>
      <ScreenHeader />
      <Stack>
        <SumCard
          label={tab === 'pagas' ? t('commissions.payments.paidSum') : t('commissions.payments.pendingSum')}
          value={sumOfPage(list.data)}
        />
        <Card padding="none">
          <Toolbar>
            <TextField type="search" label={t('commissions.payments.search')} {...search} />
            <DateRangePicker
              label={t('commissions.mine.period')}
              value={period}
              onChange={(range) =>
                list.update(
                  range ? { dt_inicio: range.start.toString(), dt_fim: range.end.toString() } : { dt_inicio: undefined, dt_fim: undefined },
                )
              }
            />
          </Toolbar>
          <Tabs
            selectedKey={tab}
            onSelectionChange={(key) => {
              setSelected(new Set());
              list.update({ aba: key === 'pagas' ? 'pagas' : undefined });
            }}
          >
            <TabList aria-label={t('commissions.payments.tabs')}>
              {ORDER_TABS.map((id) => (
                <Tab key={id} id={id}>
                  {t(id === 'pagas' ? 'commissions.payments.paid' : 'commissions.payments.pending')}
                  {counts.data && (
                    <>
                      {' '}
                      <Badge
                        size="sm"
                        tone={id === tab ? 'primary' : 'neutral'}
                        count={id === 'pagas' ? counts.data.pagas : counts.data.pendentes}
                      />
                    </>
                  )}
                </Tab>
              ))}
            </TabList>
            {ORDER_TABS.map((id) => (
              <TabPanel key={id} id={id}>
                <DataTable
                  aria-label={t('commissions.payments.table')}
                  columns={columns}
                  {...list.table}
                  texts={texts}
                  selectedKeys={selected}
                  onSelectionChange={setSelected}
                  bulkActions={[
                    tab === 'pagas'
                      ? {
                          id: 'reverter',
                          label: t('commissions.payments.revert'),
                          variant: 'danger' as const,
                          onAction: (ids) => setAsking({ pay: false, rows: rowsOf(ids) }),
                        }
                      : {
                          id: 'pagar',
                          label: t('commissions.payments.pay'),
                          onAction: (ids) => setAsking({ pay: true, rows: rowsOf(ids) }),
                        },
                    { id: 'imprimir', label: t('commissions.payments.print'), variant: 'secondary' as const, onAction: file(files.print) },
                    {
                      id: 'exportar',
                      label: t('commissions.payments.export'),
                      variant: 'secondary' as const,
                      onAction: file(files.export),
                    },
                  ]}
                  emptyState={<EmptyState size="sm" title={t('commissions.table.empty')} />}
                />
              </TabPanel>
            ))}
          </Tabs>
        </Card>
      </Stack>
      {open !== null && <OrderPanel id={open} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(isOpen) => !isOpen && setAsking(null)}
        title={asking?.pay === false ? t('commissions.payments.revertTitle') : t('commissions.payments.payTitle')}
        message={
          asking
            ? asking.pay
              ? t(
                  pluralKey(locale, asking.rows.length, {
                    one: 'commissions.payments.payMessageOne',
                    other: 'commissions.payments.payMessageOther',
                  }),
                  {
                    count: asking.rows.length,
                    total: money(addCents(asking.rows.map((row) => row.total))),
                  },
                )
              : t(
                  pluralKey(locale, asking.rows.length, {
                    one: 'commissions.payments.revertMessageOne',
                    other: 'commissions.payments.revertMessageOther',
                  }),
                  { count: asking.rows.length },
                )
            : ''
        }
        confirmLabel={t('commissions.yes')}
        cancelLabel={t('commissions.cancel')}
        tone={asking?.pay === false ? 'danger' : 'primary'}
        onConfirm={confirm}
      />
    </>
  );
}
