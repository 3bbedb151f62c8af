import { ApiError, ForbiddenError, type CompanyMember } from '@retoma/api-client';
import { MEMBER_SORTS } from '@retoma/api-client/schemas';
import { Button, Card, ConfirmDialog, DataTable, EmptyState, IconButton, TextField, useToast, type DataTableColumn } from '@retoma/ui';
import { MailPlus, Settings2, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCan } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';
import { useCompanyList, useReloadCompanyList } from '../../../platform/useCompanyList';
import { useSearchText } from '../../../platform/useListState';
import { useRouteText } from '../../../i18n';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { MemberName, memberLabel } from '../components/MemberName';
import { MemberStatus } from '../components/MemberStatus';
import { MEMBERS_LIST } from '../hooks/useTeamData';
import { useTableTexts } from '../hooks/useTableTexts';
import { useTeamT } from '../messages';

const Toolbar = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  max-inline-size: 420px;
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  justify-content: flex-end;
`;

/**
 * `configuracoes/usuarios/list`: every person of the company with role, extension and status, searched, sorted and
 * paged by the server. A pending invitation can be sent again or cancelled; everyone else opens to be managed.
 */
export default function MembersScreen() {
  const t = useTeamT();
  const api = useApi();
  const toast = useToast();
  const can = useCan();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const route = useCurrentRoute();
  const routeText = useRouteText();
  const tableTexts = useTableTexts();
  const list = useCompanyList({ name: MEMBERS_LIST, sorts: MEMBER_SORTS, fetch: (client, params) => client.identity.members(params) });
  const search = useSearchText(list.state.search, list.setSearch);
  const reload = useReloadCompanyList(MEMBERS_LIST);
  const [cancelling, setCancelling] = useState<CompanyMember | null>(null);
  const [resending, setResending] = useState<number | null>(null);

  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const canInvite = can('configuracao_usuario_incluir');
  const canEdit = can('configuracao_usuario_editar');
  const canCancel = can('configuracao_usuario_deletar');

  async function resend(member: CompanyMember) {
    setResending(member.id);
    try {
      await api.identity.resendInvite(member.id);
      toast.success(t('team.overview.resent', { email: member.email }));
    } catch (error) {
      toast.error(t('team.overview.resendFailed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setResending(null);
    }
  }

  /** Rejects when the server refuses, so the question stays open to retry or keep. */
  async function cancelInvitation() {
    if (!cancelling) return;
    try {
      await api.identity.removeMember(cancelling.id);
    } catch (error) {
      toast.error(t('team.members.cancelFailed'), error instanceof ApiError ? error.message : undefined);
      throw error;
    }
    list.stepBackIfLastRow();
    await reload();
    toast.success(t('team.members.cancelled', { email: cancelling.email }));
  }

  const columns: DataTableColumn<CompanyMember>[] = [
    { id: 'name', header: t('team.members.name'), sortable: true, isRowHeader: true, cell: (row) => <MemberName member={row} /> },
    { id: 'email', header: t('team.members.email'), sortable: true },
    { id: 'role_name', header: t('team.members.role'), sortable: true },
    { id: 'ramal', header: t('team.members.ramal'), cell: (row) => row.ramal ?? '—' },
    { id: 'status', header: t('team.members.status'), sortable: true, cell: (row) => <MemberStatus status={row.status} /> },
    {
      id: 'acoes',
      header: t('team.members.actions'),
      align: 'end',
      cell: (row) => (
        <Actions>
          {row.status === 'pending' && canInvite && (
            <IconButton
              aria-label={t('team.members.resend', { name: memberLabel(row) })}
              icon={<MailPlus aria-hidden size={16} />}
              isPending={resending === row.id}
              onPress={() => void resend(row)}
            />
          )}
          {row.status === 'pending' && canCancel && (
            <IconButton
              aria-label={t('team.members.cancelInvite', { name: memberLabel(row) })}
              icon={<X aria-hidden size={16} />}
              variant="danger"
              onPress={() => setCancelling(row)}
            />
          )}
          {canEdit && (
            <IconButton
              aria-label={t('team.members.manage', { name: memberLabel(row) })}
              icon={<Settings2 aria-hidden size={16} />}
              onPress={() => navigate(href('usuarios-editar', { id: row.id }))}
            />
          )}
        </Actions>
      ),
    },
  ];

  const inviteButton = canInvite ? (
    <Button onPress={() => navigate(href('usuarios-criar'))}>
      <UserPlus aria-hidden size={16} />
      {t('team.overview.invite')}
    </Button>
  ) : null;

  return (
    <>
      <ScreenHeader actions={inviteButton} />
      <Card padding="none">
        <Toolbar>
          <TextField type="search" label={t('team.members.search')} {...search} />
        </Toolbar>
        <DataTable
          aria-label={route ? routeText(route.title) : t('team.members.name')}
          columns={columns}
          {...list.table}
          texts={tableTexts}
          emptyState={
            list.state.search ? (
              <EmptyState size="sm" title={t('team.list.noResults', { search: list.state.search })} />
            ) : (
              <EmptyState size="sm" title={t('team.list.empty')} action={inviteButton} />
            )
          }
        />
      </Card>
      <ConfirmDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('team.members.cancelTitle')}
        message={cancelling ? t('team.members.cancelMessage', { email: cancelling.email }) : ''}
        confirmLabel={t('team.members.cancelTitle')}
        cancelLabel={t('team.members.keep')}
        tone="danger"
        onConfirm={cancelInvitation}
      />
    </>
  );
}
