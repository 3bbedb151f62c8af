import { ForbiddenError, type CompanyMember } from '@retoma/api-client';
import { inviteInput } from '@retoma/api-client/schemas';
import { Button, Card, Form, FormActions, TextField, useToast } from '@retoma/ui';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCompanyHref } from '../../../platform/links';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { RoleSelect } from '../components/RoleSelect';
import { MEMBERS_LIST, useRoles } from '../hooks/useTeamData';
import { useServerForm } from '../../../platform/useServerForm';
import { useTeamT } from '../messages';

const Narrow = styled.div`
  max-inline-size: 640px;
`;

/**
 * `configuracoes/usuarios/criar`: invites someone by e-mail with a role. The server's refusals land on their field:
 * an e-mail already in the company, or the plan's user limit reached (on the e-mail, the seat it asks for).
 */
export default function InviteScreen() {
  const t = useTeamT();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const roles = useRoles();
  const reload = useReloadCompanyList(MEMBERS_LIST);
  const toList = () => navigate(href('usuarios-list'));
  const form = useServerForm({
    saveFailed: t('team.form.saveFailed'),
    initial: { email: '', name: '', role_id: 0 },
    schema: inviteInput,
    save: (input) => api.identity.invite(input),
    onSaved: (member: CompanyMember) => {
      toast.success(t('team.invite.sent', { email: member.email }));
      void reload();
      toList();
    },
  });
  const { values, errors, set } = form;

  if (roles.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  return (
    <>
      <ScreenHeader description={t('team.invite.description')} />
      <Narrow>
        <Card>
          <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
            <TextField
              name="email"
              type="email"
              label={t('team.invite.email')}
              isRequired
              value={values.email}
              onChange={set('email')}
              errorMessage={errors.email}
            />
            <TextField name="name" label={t('team.invite.name')} value={values.name} onChange={set('name')} errorMessage={errors.name} />
            <RoleSelect
              label={t('team.invite.role')}
              roles={roles.data}
              value={values.role_id}
              onChange={set('role_id')}
              errorMessage={errors.role_id ?? (roles.error ? t('team.invite.rolesFailed') : undefined)}
            />
            <FormActions>
              <Button variant="secondary" onPress={toList} isDisabled={form.pending}>
                {t('team.form.cancel')}
              </Button>
              <Button type="submit" isPending={form.pending}>
                {t('team.invite.send')}
              </Button>
            </FormActions>
          </Form>
        </Card>
      </Narrow>
    </>
  );
}
