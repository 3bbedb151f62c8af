import { ApiError, ForbiddenError, NotFoundError, ValidationError, type CompanyMember } from '@retoma/api-client';
import { memberUpdateInput } from '@retoma/api-client/schemas';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Form,
  FormActions,
  Spinner,
  TextField,
  formatDate,
  useToast,
  useUiLocale,
} from '@retoma/ui';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCan, useCompanySession } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { MemberName, memberLabel } from '../components/MemberName';
import { MemberStatus } from '../components/MemberStatus';
import { ReturnsHandover } from '../components/ReturnsHandover';
import { RoleSelect } from '../components/RoleSelect';
import { MEMBERS_LIST, recordId, useMember, useRoles } from '../hooks/useTeamData';
import { useServerForm } from '../../../platform/useServerForm';
import { useTeamT } from '../messages';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;
const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Identity = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Access = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  p {
    margin: 0;
  }
`;

/** The member's role and extension: one form, the server's refusals on their fields or above them. */
function MemberForm({
  member,
  isSelf,
  onSaved,
  onCancel,
}: {
  member: CompanyMember;
  isSelf: boolean;
  onSaved: (m: CompanyMember) => void;
  onCancel: () => void;
}) {
  const t = useTeamT();
  const api = useApi();
  const toast = useToast();
  const roles = useRoles();
  const form = useServerForm({
    saveFailed: t('team.form.saveFailed'),
    initial: { role_id: member.role_id, ramal: member.ramal ?? '' },
    schema: memberUpdateInput,
    // One's own role is changed by another administrator: only the extension is sent.
    save: (input) => api.identity.updateMember(member.id, isSelf ? { ramal: input.ramal } : input),
    onSaved: (saved: CompanyMember) => {
      toast.success(t('team.member.saved', { name: memberLabel(saved) }));
      onSaved(saved);
    },
  });
  const { values, errors, set } = form;
  return (
    <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
      <RoleSelect
        label={t('team.member.role')}
        roles={roles.data}
        value={values.role_id}
        onChange={set('role_id')}
        isDisabled={isSelf}
        errorMessage={errors.role_id ?? (roles.error ? t('team.invite.rolesFailed') : undefined)}
      />
      <TextField
        name="ramal"
        label={t('team.member.ramal')}
        description={t('team.member.ramalHint')}
        inputMode="numeric"
        value={values.ramal}
        onChange={set('ramal')}
        errorMessage={errors.ramal}
      />
      <FormActions>
        <Button variant="secondary" onPress={onCancel} isDisabled={form.pending}>
          {t('team.form.cancel')}
        </Button>
        <Button type="submit" isPending={form.pending}>
          {t('team.form.save')}
        </Button>
      </FormActions>
    </Form>
  );
}

/** Whether the person may enter the company: deactivate (after a question), reactivate, or send the invitation again. */
function AccessCard({ member, isSelf, onChanged }: { member: CompanyMember; isSelf: boolean; onChanged: (m: CompanyMember) => void }) {
  const t = useTeamT();
  const api = useApi();
  const toast = useToast();
  const can = useCan();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const name = memberLabel(member);

  async function change(status: 'active' | 'inactive') {
    setPending(true);
    setRefusal(undefined);
    try {
      const saved = await api.identity.updateMember(member.id, { status });
      toast.success(t(status === 'inactive' ? 'team.member.deactivated' : 'team.member.reactivated', { name }));
      onChanged(saved);
    } catch (error) {
      // A 409 (the last administrator) says why in its message; a 422 (no seat left in the plan) on its field.
      if (error instanceof ValidationError) setRefusal(Object.values(error.fieldMessages())[0] ?? error.message);
      else setRefusal(error instanceof ApiError ? error.message : t('team.member.changeFailed'));
    } finally {
      setPending(false);
    }
  }

  async function resend() {
    setPending(true);
    try {
      await api.identity.resendInvite(member.id);
      toast.success(t('team.overview.resent', { email: member.email }));
    } catch (error) {
      toast.error(t('team.overview.resendFailed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setPending(false);
    }
  }

  const text = {
    active: t('team.member.activeText'),
    inactive: t('team.member.inactiveText'),
    pending: t('team.member.pendingText', { email: member.email }),
  }[member.status];

  return (
    <Card title={t('team.member.accessTitle')}>
      <Access>
        <MemberStatus status={member.status} />
        <p>{text}</p>
        {refusal && (
          <Alert tone="danger" title={t('team.member.changeFailed')}>
            {refusal}
          </Alert>
        )}
        {member.status === 'active' && !isSelf && (
          <Button variant="secondary" onPress={() => setAsking(true)} isPending={pending}>
            {t('team.member.deactivate')}
          </Button>
        )}
        {member.status === 'inactive' && (
          <Button onPress={() => void change('active')} isPending={pending}>
            {t('team.member.reactivate')}
          </Button>
        )}
        {member.status === 'pending' && can('configuracao_usuario_incluir') && (
          <Button variant="secondary" onPress={() => void resend()} isPending={pending}>
            {t('team.overview.resend')}
          </Button>
        )}
      </Access>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t('team.member.deactivateTitle', { name })}
        message={t('team.member.deactivateMessage')}
        confirmLabel={t('team.member.deactivate')}
        cancelLabel={t('team.form.cancel')}
        tone="danger"
        onConfirm={() => change('inactive')}
      />
    </Card>
  );
}

/**
 * `configuracoes/usuarios/editar/:id`: one person's role, extension and access. Deactivating them releases the
 * ticket they held, and their scheduled returns are listed to be handed to someone else. One's own role and access
 * are changed by another administrator (the server refuses it too).
 */
export default function MemberScreen() {
  const t = useTeamT();
  const locale = useUiLocale();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const { user } = useCompanySession();
  const reload = useReloadCompanyList(MEMBERS_LIST);
  const id = recordId(useParams().id);
  const loaded = useMember(id === null || Number.isNaN(id) ? null : id);
  const toList = () => navigate(href('usuarios-list'));

  if (loaded.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const update = (saved: CompanyMember) => {
    void loaded.mutate(saved, { revalidate: false });
    void reload();
  };

  const body = () => {
    if (id === null || Number.isNaN(id) || loaded.error instanceof NotFoundError)
      return (
        <Card>
          <EmptyState
            title={t('team.member.notFound')}
            description={t('team.member.notFoundHint')}
            action={
              <Button variant="secondary" onPress={toList}>
                {t('team.member.back')}
              </Button>
            }
          />
        </Card>
      );
    if (loaded.error)
      return (
        <Alert tone="danger" title={t('team.member.loadFailed')}>
          <p>{loaded.error instanceof ApiError ? loaded.error.message : null}</p>
          <Button variant="secondary" onPress={() => void loaded.mutate()}>
            {t('team.table.retry')}
          </Button>
        </Alert>
      );
    const member = loaded.data;
    if (!member) return <Spinner label={t('team.member.loading')} showLabel />;
    const isSelf = member.id === user.id;
    return (
      <Layout>
        <Card>
          <Identity>
            <MemberName member={member} />
            <p>{member.email}</p>
            <p>{t('team.member.since', { date: formatDate(member.created_at, { locale }) })}</p>
          </Identity>
          {isSelf && <Alert tone="info">{t('team.member.self')}</Alert>}
          <MemberForm
            key={member.role_id}
            member={member}
            isSelf={isSelf}
            onSaved={(saved) => {
              update(saved);
              toList();
            }}
            onCancel={toList}
          />
        </Card>
        <Side>
          <AccessCard member={member} isSelf={isSelf} onChanged={update} />
          {member.status === 'inactive' && <ReturnsHandover member={member} />}
        </Side>
      </Layout>
    );
  };

  return (
    <>
      <ScreenHeader />
      {body()}
    </>
  );
}
