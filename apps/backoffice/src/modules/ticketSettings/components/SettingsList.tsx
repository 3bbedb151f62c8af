import { ForbiddenError } from '@retoma/api-client';
import { Button, Card, ConfirmDialog, DataTable, EmptyState, StatusChip, TextField, type DataTableColumn } from '@retoma/ui';
import { Plus } from 'lucide-react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../platform/companySession';
import { useSearchText } from '../../../platform/useListState';
import { useRouteText } from '../../../i18n';
import { useTicketSettingsT } from '../messages';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import type { SettingsListConfig, SettingsRecord } from '../config/types';
import { useActiveToggle } from '../hooks/useActiveToggle';
import { useDataTableTexts } from '../hooks/useDataTableTexts';
import { useRemoveRecord } from '../hooks/useRemoveRecord';
import { useCompanyList, useReloadCompanyList } from '../../../platform/useCompanyList';
import { ActiveSwitch } from './ActiveSwitch';
import { RecordName } from './RecordName';
import { RowActions } from './RowActions';

const Toolbar = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  max-inline-size: 420px;
`;

export interface SettingsListProps<T extends SettingsRecord, Input> {
  config: SettingsListConfig<T, Input>;
  /** Opens the create form (a dialog or a page). */
  onCreate: () => void;
  /** Opens the edit form of a row. */
  onEdit: (row: T) => void;
}

/**
 * A ticket-settings list, written once for origins, doubt types, loss reasons, statuses and messages: search,
 * server pagination and sorting, a switch to turn each record on or off, edit and delete (after a question).
 * Every action shows only to those with its permission; system records show no action at all.
 */
export function SettingsList<T extends SettingsRecord, Input>({ config, onCreate, onEdit }: SettingsListProps<T, Input>) {
  const t = useTicketSettingsT();
  const can = useCan();
  const route = useCurrentRoute();
  const routeText = useRouteText();
  const tableTexts = useDataTableTexts();
  const list = useCompanyList({ name: config.key, sorts: config.sorts, fetch: (api, params) => config.resource(api).list(params) });
  const search = useSearchText(list.state.search, list.setSearch);
  const reload = useReloadCompanyList(config.key);
  const active = useActiveToggle(config, reload);
  const removal = useRemoveRecord(config, { reload, afterRemove: list.stepBackIfLastRow });

  const canCreate = can(config.permissions.create);
  const canEdit = can(config.permissions.edit);
  const canRemove = can(config.permissions.remove);

  // The route let the person in, but the server says otherwise: the same page as a refused route.
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const columns: DataTableColumn<T>[] = [
    {
      id: config.nameColumn.id,
      header: t(config.nameColumn.header),
      sortable: true,
      isRowHeader: true,
      cell: (row) => <RecordName name={config.nameOf(row)} isSystem={row.padrao} />,
    },
    ...(config.extraColumns?.(t) ?? []),
    {
      id: 'status',
      header: t('ticketSettings.list.status'),
      sortable: true,
      cell: (row) =>
        canEdit && !row.padrao ? (
          <ActiveSwitch
            name={config.nameOf(row)}
            isActive={active.isActive(row)}
            isPending={active.isSaving(row)}
            onChange={(on) => void active.toggle(row, on)}
          />
        ) : (
          <StatusChip status={row.status} activeLabel={t('ticketSettings.list.active')} inactiveLabel={t('ticketSettings.list.inactive')} />
        ),
    },
    ...(canEdit || canRemove
      ? [
          {
            id: 'acoes',
            header: t('ticketSettings.list.actions'),
            align: 'end' as const,
            cell: (row: T) =>
              row.padrao ? null : (
                <RowActions
                  name={config.nameOf(row)}
                  onEdit={canEdit ? () => onEdit(row) : undefined}
                  onRemove={canRemove ? () => removal.ask(row) : undefined}
                />
              ),
          },
        ]
      : []),
  ];

  const createButton = canCreate ? (
    <Button onPress={onCreate}>
      <Plus aria-hidden size={16} />
      {t(config.texts.create)}
    </Button>
  ) : null;

  return (
    <>
      <ScreenHeader actions={createButton} />
      <Card padding="none">
        <Toolbar>
          <TextField type="search" label={t(config.texts.search)} {...search} />
        </Toolbar>
        <DataTable
          aria-label={route ? routeText(route.title) : t(config.nameColumn.header)}
          columns={columns}
          {...list.table}
          texts={tableTexts}
          emptyState={
            list.state.search ? (
              <EmptyState size="sm" title={t('ticketSettings.list.noResults', { search: list.state.search })} />
            ) : (
              <EmptyState size="sm" title={t('ticketSettings.list.empty')} action={createButton} />
            )
          }
        />
      </Card>
      <ConfirmDialog
        isOpen={removal.asking !== null}
        onOpenChange={(open) => !open && removal.cancel()}
        title={t(config.texts.removeTitle)}
        message={removal.asking ? t(config.texts.removeMessage, { name: config.nameOf(removal.asking) }) : ''}
        confirmLabel={t('ticketSettings.list.removeConfirm')}
        cancelLabel={t('ticketSettings.form.cancel')}
        tone="danger"
        onConfirm={removal.confirm}
      />
    </>
  );
}
