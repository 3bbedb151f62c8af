import { ADMIN_ROLE, ApiError, ForbiddenError, NotFoundError } from '@retoma/api-client';
import { Alert, Button, Card, EmptyState, Spinner } from '@retoma/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useCompanySession } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { RoleForm } from '../components/RoleForm';
import { recordId, useRole, useRoles } from '../hooks/useTeamData';
import { useTeamT } from '../messages';

/**
 * `configuracoes/funcoes/criar` and `.../editar/:id`: a role and what it may do. Administrador is shown as what it
 * is (every permission, unchangeable) instead of a form; someone who is not an administrator sees the role
 * read-only, since the server takes role changes from administrators only.
 */
export default function RoleFormScreen() {
  const t = useTeamT();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const { user } = useCompanySession();
  const roles = useRoles();
  const id = recordId(useParams().id);
  const loaded = useRole(id === null || Number.isNaN(id) ? null : id);
  const toList = () => navigate(href('funcoes'));
  const backButton = (
    <Button variant="secondary" onPress={toList}>
      {t('team.roleForm.back')}
    </Button>
  );
  const isReadOnly = user.role_name !== ADMIN_ROLE;
  const saved = () => {
    void roles.mutate();
    toList();
  };

  if (loaded.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const body = () => {
    if (id === null) return <RoleForm isReadOnly={isReadOnly} onCancel={toList} onSaved={saved} />;
    if (Number.isNaN(id) || loaded.error instanceof NotFoundError)
      return (
        <Card>
          <EmptyState title={t('team.roleForm.notFound')} description={t('team.roleForm.notFoundHint')} action={backButton} />
        </Card>
      );
    if (loaded.error)
      return (
        <Alert tone="danger" title={t('team.roleForm.loadFailed')}>
          <p>{loaded.error instanceof ApiError ? loaded.error.message : null}</p>
          <Button variant="secondary" onPress={() => void loaded.mutate()}>
            {t('team.table.retry')}
          </Button>
        </Alert>
      );
    if (!loaded.data) return <Spinner label={t('team.roleForm.loading')} showLabel />;
    if (loaded.data.nome === ADMIN_ROLE)
      return (
        <Alert tone="info" title={t('team.roleForm.adminTitle')}>
          <p>{t('team.roleForm.adminText')}</p>
          {backButton}
        </Alert>
      );
    return (
      <>
        {isReadOnly && <Alert tone="info">{t('team.roleForm.readOnly')}</Alert>}
        <RoleForm
          key={loaded.data.id}
          role={loaded.data}
          isReadOnly={isReadOnly || !loaded.data.editable}
          onCancel={toList}
          onSaved={saved}
        />
      </>
    );
  };

  return (
    <>
      <ScreenHeader />
      {body()}
    </>
  );
}
