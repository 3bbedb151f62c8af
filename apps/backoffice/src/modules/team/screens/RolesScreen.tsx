import { ADMIN_ROLE, ApiError, ForbiddenError, type RoleListItem } from '@retoma/api-client';
import { Alert, Badge, Button, Card, ConfirmDialog, DataTable, IconButton, useToast, type DataTableColumn } from '@retoma/ui';
import { Eye, Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCan, useCompanySession } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';
import { useRouteText } from '../../../i18n';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { useRoles } from '../hooks/useTeamData';
import { useTableTexts } from '../hooks/useTableTexts';
import { useTeamT } from '../messages';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  justify-content: flex-end;
`;
const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * `configuracoes/funcoes`: the roles the company hands out and how many people hold each. Only an administrator
 * creates, changes or deletes them (the server refuses anyone else); Administrador itself never changes, and a role
 * someone holds cannot go (the refusal says who holds it).
 */
export default function RolesScreen() {
  const t = useTeamT();
  const api = useApi();
  const toast = useToast();
  const can = useCan();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const tableTexts = useTableTexts();
  const { user } = useCompanySession();
  const roles = useRoles();
  const route = useCurrentRoute();
  const routeText = useRouteText();
  const [removing, setRemoving] = useState<RoleListItem | null>(null);

  if (roles.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const isAdmin = user.role_name === ADMIN_ROLE;
  const mayEdit = isAdmin && can('configuracao_funcao_editar');
  const mayOpen = can('configuracao_funcao_editar');

  /** Rejects when the server refuses (a role in use), so the question stays open with the reason in a toast. */
  async function remove() {
    if (!removing) return;
    try {
      await api.identity.deleteRole(removing.id);
    } catch (error) {
      toast.error(t('team.roles.removeFailed', { name: removing.nome }), error instanceof ApiError ? error.message : undefined);
      throw error;
    }
    await roles.mutate();
    toast.success(t('team.roles.removed', { name: removing.nome }));
  }

  const columns: DataTableColumn<RoleListItem>[] = [
    {
      id: 'nome',
      header: t('team.roles.name'),
      isRowHeader: true,
      cell: (row) => (
        <Name>
          {!row.editable && <Lock aria-hidden size={14} />}
          {row.nome}
        </Name>
      ),
    },
    {
      id: 'tipo',
      header: t('team.roles.kind'),
      cell: (row) =>
        row.nome === ADMIN_ROLE ? (
          <Badge tone="primary">{t('team.roles.locked')}</Badge>
        ) : (
          <Badge tone={row.company_id === null ? 'neutral' : 'success'}>
            {t(row.company_id === null ? 'team.roles.system' : 'team.roles.own')}
          </Badge>
        ),
    },
    { id: 'users_count', header: t('team.roles.people'), format: 'number' },
    {
      id: 'acoes',
      header: t('team.members.actions'),
      align: 'end',
      cell: (row) => (
        <Actions>
          {mayOpen && (
            <IconButton
              aria-label={t(mayEdit && row.editable ? 'team.roles.edit' : 'team.roles.view', { name: row.nome })}
              icon={mayEdit && row.editable ? <Pencil aria-hidden size={16} /> : <Eye aria-hidden size={16} />}
              onPress={() => navigate(href('funcoes-editar', { id: row.id }))}
            />
          )}
          {mayEdit && row.editable && row.company_id !== null && (
            <IconButton
              aria-label={t('team.roles.remove', { name: row.nome })}
              icon={<Trash2 aria-hidden size={16} />}
              variant="danger"
              onPress={() => setRemoving(row)}
            />
          )}
        </Actions>
      ),
    },
  ];

  const createButton =
    isAdmin && can('configuracao_funcao_incluir') ? (
      <Button onPress={() => navigate(href('funcoes-criar'))}>
        <Plus aria-hidden size={16} />
        {t('team.roles.create')}
      </Button>
    ) : null;

  const rows = roles.data ?? [];
  return (
    <Page>
      <ScreenHeader description={t('team.roles.description')} actions={createButton} />
      <Alert tone="info">{isAdmin ? t('team.roles.sharedHint') : t('team.roles.onlyAdmin')}</Alert>
      <Card padding="none">
        <DataTable
          aria-label={route ? routeText(route.title) : t('team.roles.name')}
          columns={columns}
          rows={rows}
          total={rows.length}
          page={1}
          perPage={100}
          onChange={() => undefined}
          layout="table"
          isLoading={roles.isLoading}
          error={roles.error ? (roles.error instanceof ApiError ? roles.error.message : true) : false}
          onRetry={() => void roles.mutate()}
          texts={{ ...tableTexts, errorTitle: t('team.roles.loadFailed') }}
        />
      </Card>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('team.roles.removeTitle')}
        message={removing ? t('team.roles.removeMessage', { name: removing.nome }) : ''}
        confirmLabel={t('team.roles.removeConfirm')}
        cancelLabel={t('team.form.cancel')}
        tone="danger"
        onConfirm={remove}
      />
    </Page>
  );
}
