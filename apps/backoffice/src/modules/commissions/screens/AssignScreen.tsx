import { ApiError, ForbiddenError, type PessoaAOrdenar } from '@retoma/api-client';
import {
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  IconButton,
  TextField,
  formatDate,
  useToast,
  useUiLocale,
  type DataTableColumn,
} from '@retoma/ui';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { Navigate } from 'react-router-dom';
import { useApi } from '../../../platform/api';
import { useCan } from '../../../platform/companySession';
import { useDateFormat } from '../../../platform/dateFormat';
import { pluralKey } from '../../../i18n';
import { useSearchText } from '../../../platform/useListState';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { Money, useMoneyText } from '../components/Money';
import { PersonPanel } from '../components/PersonPanel';
import { SumCard } from '../components/SumCard';
import { sumOfPage, usePeopleList, useReloadCommissions } from '../hooks/lists';
import { useTableTexts } from '../hooks/useTableTexts';
import { useCommissionsT } from '../messages';
import { Stack, Toolbar } from './AllCommissionsScreen';
import { addCents } from '../lib/cents';

/**
 * `comissoes/comissionar`: the people with commissions to order — what their next order would carry, what is still
 * held in the warranty and when it is released, the detail of what makes each amount — and one order per chosen
 * person, generated after a question that says the selection's total.
 */
export default function AssignScreen() {
  const t = useCommissionsT();
  const locale = useUiLocale();
  const can = useCan();
  const api = useApi();
  const toast = useToast();
  const dates = useDateFormat();
  const money = useMoneyText();
  const texts = useTableTexts();
  const list = usePeopleList();
  const reload = useReloadCommissions();
  const search = useSearchText(list.state.search, (value) => list.update({ search: value }));
  const [selected, setSelected] = useState<Selection>(new Set());
  const [asking, setAsking] = useState<PessoaAOrdenar[] | null>(null);
  const [open, setOpen] = useState<PessoaAOrdenar | null>(null);
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const chosen = (ids: unknown[]) => list.rows.filter((row) => ids.map(Number).includes(row.user.id));
  const totalOf = (rows: PessoaAOrdenar[]) => addCents(rows.map((row) => row.valor));

  async function generate() {
    if (!asking) return;
    try {
      const orders = await api.commissions.generateOrders({ ids: asking.map((row) => row.user.id) });
      toast.success(
        t(pluralKey(locale, orders.length, { one: 'commissions.assign.generatedOne', other: 'commissions.assign.generatedOther' }), {
          count: orders.length,
        }),
      );
      setSelected(new Set());
      await reload();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('commissions.claim.failed'));
    }
    setAsking(null);
  }

  const columns: DataTableColumn<PessoaAOrdenar>[] = [
    { id: 'name', header: t('commissions.assign.column.person'), isRowHeader: true, cell: (row) => row.user.name },
    { id: 'quantidade', header: t('commissions.assign.column.count'), align: 'end', cell: (row) => row.quantidade },
    { id: 'valor', header: t('commissions.assign.column.value'), align: 'end', cell: (row) => <Money value={row.valor} /> },
    { id: 'retido', header: t('commissions.assign.column.held'), align: 'end', cell: (row) => <Money value={row.retido} /> },
    {
      id: 'liberacao',
      header: t('commissions.assign.column.release'),
      cell: (row) => (row.proxima_liberacao ? formatDate(row.proxima_liberacao, dates) : '—'),
    },
  ];
  if (can('comissao_detal'))
    columns.push({
      id: 'acoes',
      header: t('commissions.assign.column.actions'),
      align: 'end',
      cell: (row) => (
        <IconButton
          aria-label={t('commissions.assign.detail', { name: row.user.name })}
          icon={<Eye aria-hidden size={16} />}
          onPress={() => setOpen(row)}
        />
      ),
    });
  const selectedRows = selected === 'all' ? list.rows : chosen([...selected]);

  return (
    <>
      <ScreenHeader />
      <Stack>
        <SumCard label={t('commissions.assign.sum')} value={sumOfPage(list.data)}>
          {selectedRows.length > 0 && <span>{t('commissions.assign.selectedTotal', { total: money(totalOf(selectedRows)) })}</span>}
        </SumCard>
        <Card padding="none">
          <Toolbar>
            <TextField type="search" label={t('commissions.assign.search')} {...search} />
          </Toolbar>
          <DataTable
            aria-label={t('commissions.assign.table')}
            columns={columns}
            getRowId={(row) => row.user.id}
            {...list.table}
            texts={texts}
            selectedKeys={selected}
            onSelectionChange={setSelected}
            bulkActions={
              can('comissao_pagamento')
                ? [{ id: 'gerar', label: t('commissions.assign.generate'), onAction: (ids) => setAsking(chosen(ids)) }]
                : []
            }
            emptyState={<EmptyState size="sm" title={t('commissions.table.empty')} />}
          />
        </Card>
      </Stack>
      {open && <PersonPanel userId={open.user.id} name={open.user.name} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(isOpen) => !isOpen && setAsking(null)}
        title={t('commissions.assign.confirmTitle')}
        message={
          asking
            ? t(
                pluralKey(locale, asking.length, {
                  one: 'commissions.assign.confirmMessageOne',
                  other: 'commissions.assign.confirmMessageOther',
                }),
                {
                  count: asking.length,
                  total: money(totalOf(asking)),
                },
              )
            : ''
        }
        confirmLabel={t('commissions.yes')}
        cancelLabel={t('commissions.cancel')}
        onConfirm={generate}
      />
    </>
  );
}
