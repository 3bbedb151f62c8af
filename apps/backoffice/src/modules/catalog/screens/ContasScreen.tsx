import { ForbiddenError, type Conta } from '@retoma/api-client';
import { CONTA_SORTS } from '@retoma/api-client/schemas';
import { Badge, Button, Card, ConfirmDialog, DataTable, EmptyState, TextField, type DataTableColumn } from '@retoma/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCan } from '../../../platform/companySession';
import { useCompanyList, useReloadCompanyList } from '../../../platform/useCompanyList';
import { useSearchText } from '../../../platform/useListState';
import { useRouteText } from '../../../i18n';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { useCatalogT } from '../messages';
import { useDataTableTexts } from '../hooks/useDataTableTexts';
import { useRemoval } from '../hooks/useRemoval';
import { AccountInUseDialog } from '../components/AccountInUseDialog';
import { ContaFormDialog } from '../components/ContaFormDialog';
import { LastEvent } from '../components/LastEvent';
import { RotateTokenDialog } from '../components/RotateTokenDialog';
import { RowActions } from '../components/RowActions';
import { TokenState } from '../components/TokenState';
import { WebhookAddress } from '../components/WebhookAddress';

const Toolbar = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  max-inline-size: 420px;
`;
const Name = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
  min-inline-size: 14rem;
  ${({ theme }) => theme.media.down('sm')} {
    min-inline-size: 0;
  }
`;

/** The list's name in the cache: its wire route. */
const LIST = 'contas';

/** What a dialog of the screen is open for. */
type Dialog = { kind: 'create' } | { kind: 'edit' | 'rotate' | 'inUse'; conta: Conta } | null;

/**
 * `configuracoes/contas`: the company's accounts on the sales platforms. Each shows the webhook address to paste
 * into the platform, whether its token is set (never the token), and the last event received with its result, so
 * a manager sees the connection is alive. Tokens are written on creation and by "Trocar token".
 */
export default function ContasScreen() {
  const t = useCatalogT();
  const api = useApi();
  const can = useCan();
  const route = useCurrentRoute();
  const routeText = useRouteText();
  const tableTexts = useDataTableTexts();
  const list = useCompanyList({ name: LIST, sorts: CONTA_SORTS, fetch: (api, params) => api.settings.contas.list(params) });
  const search = useSearchText(list.state.search, list.setSearch);
  const reload = useReloadCompanyList(LIST);
  const [dialog, setDialog] = useState<Dialog>(null);
  const removal = useRemoval<Conta>({
    nameOf: (conta) => conta.nome,
    remove: (id) => api.settings.contas.remove(id),
    removed: 'catalog.contas.removed',
    afterRemove: () => {
      list.stepBackIfLastRow();
      return reload();
    },
  });

  const canCreate = can('configuracao_conta_incluir');
  const canEdit = can('configuracao_conta_editar');
  const canRemove = can('configuracao_conta_deletar');

  // The route let the person in, but the server says otherwise: the same page as a refused route.
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const closeAndReload = () => {
    setDialog(null);
    void reload();
  };

  const columns: DataTableColumn<Conta>[] = [
    {
      id: 'nome',
      header: t('catalog.contas.nome'),
      sortable: true,
      isRowHeader: true,
      cell: (conta) => (
        <Name>
          <span>{conta.nome}</span>
          <Badge size="sm" variant="outline">
            {conta.integracao.descricao}
          </Badge>
          <TokenState conta={conta} />
        </Name>
      ),
    },
    { id: 'webhook', header: t('catalog.contas.webhook'), cell: (conta) => <WebhookAddress name={conta.nome} url={conta.webhook_url} /> },
    { id: 'evento', header: t('catalog.contas.lastEvent'), cell: (conta) => <LastEvent event={conta.last_event} /> },
    ...(canEdit || canRemove
      ? [
          {
            id: 'acoes',
            header: t('catalog.list.actions'),
            align: 'end' as const,
            cell: (conta: Conta) => (
              <RowActions
                name={conta.nome}
                onRotate={canEdit ? () => setDialog({ kind: 'rotate', conta }) : undefined}
                onEdit={canEdit ? () => setDialog({ kind: 'edit', conta }) : undefined}
                onRemove={
                  canRemove ? () => (conta.produtos_count > 0 ? setDialog({ kind: 'inUse', conta }) : removal.ask(conta)) : undefined
                }
              />
            ),
          },
        ]
      : []),
  ];

  const createButton = canCreate ? (
    <Button onPress={() => setDialog({ kind: 'create' })}>
      <Plus aria-hidden size={16} />
      {t('catalog.contas.create')}
    </Button>
  ) : null;

  return (
    <>
      <ScreenHeader description={t('catalog.contas.description')} actions={createButton} />
      <Card padding="none">
        <Toolbar>
          <TextField type="search" label={t('catalog.contas.search')} {...search} />
        </Toolbar>
        <DataTable
          aria-label={route ? routeText(route.title) : t('catalog.contas.nome')}
          columns={columns}
          {...list.table}
          texts={tableTexts}
          emptyState={
            list.state.search ? (
              <EmptyState size="sm" title={t('catalog.list.noResults', { search: list.state.search })} />
            ) : (
              <EmptyState size="sm" title={t('catalog.contas.empty')} description={t('catalog.contas.emptyHint')} action={createButton} />
            )
          }
        />
      </Card>
      {dialog?.kind === 'create' && <ContaFormDialog onClose={() => setDialog(null)} onSaved={closeAndReload} />}
      {dialog?.kind === 'edit' && <ContaFormDialog conta={dialog.conta} onClose={() => setDialog(null)} onSaved={closeAndReload} />}
      {dialog?.kind === 'rotate' && <RotateTokenDialog conta={dialog.conta} onClose={() => setDialog(null)} onSaved={closeAndReload} />}
      {dialog?.kind === 'inUse' && <AccountInUseDialog conta={dialog.conta} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        isOpen={removal.asking !== null}
        onOpenChange={(open) => !open && removal.cancel()}
        title={t('catalog.contas.removeTitle')}
        message={removal.asking ? t('catalog.contas.removeMessage', { name: removal.asking.nome }) : ''}
        confirmLabel={t('catalog.list.removeConfirm')}
        cancelLabel={t('catalog.form.cancel')}
        tone="danger"
        onConfirm={removal.confirm}
      />
    </>
  );
}
