import { ApiError, ForbiddenError, NotFoundError } from '@retoma/api-client';
import { Alert, Button, Card, ConfirmDialog, EmptyState, Spinner } from '@retoma/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { ClientLinks } from '../components/ClientLinks';
import { PlanCampaigns } from '../components/PlanCampaigns';
import { PlanSettings } from '../components/PlanSettings';
import { recordId, usePlan } from '../hooks/usePlans';
import { useRemovePlan } from '../hooks/useRemovePlan';
import { usePlansT } from '../messages';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Danger = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * `plano/:plan_id`: a plan's name and switch, its campaigns (each switched on and off, deleted, opened for its
 * configuration), a new campaign of a kind the plan does not have yet, and the plan's deletion.
 */
export default function PlanManageScreen() {
  const t = usePlansT();
  const can = useCan();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const id = recordId(useParams().plan_id);
  const loaded = usePlan(id);
  const toList = () => navigate(href('meus-planos'));
  const removal = useRemovePlan(() => undefined, toList);

  if (loaded.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const body = () => {
    if (Number.isNaN(id) || loaded.error instanceof NotFoundError)
      return (
        <Card>
          <EmptyState
            title={t('plans.manage.notFound')}
            description={t('plans.manage.notFoundHint')}
            action={
              <Button variant="secondary" onPress={toList}>
                {t('plans.manage.back')}
              </Button>
            }
          />
        </Card>
      );
    if (loaded.error)
      return (
        <Alert tone="danger" title={t('plans.manage.loadFailed')}>
          <p>{loaded.error instanceof ApiError ? loaded.error.message : null}</p>
          <Button variant="secondary" onPress={() => void loaded.mutate()}>
            {t('plans.table.retry')}
          </Button>
        </Alert>
      );
    const plano = loaded.data;
    if (!plano) return <Spinner label={t('plans.manage.loading')} showLabel />;
    return (
      <Sections>
        {/* Keyed by the plan's state, so the form starts again from what was saved. */}
        <PlanSettings key={`${plano.nome}|${plano.status}`} plano={plano} onSaved={() => loaded.mutate()} />
        <PlanCampaigns plano={plano} reload={() => loaded.mutate()} />
        {can('planos_deletar') && (
          <Danger>
            <Button variant="secondary" onPress={() => removal.ask(plano)}>
              {t('plans.manage.remove')}
            </Button>
          </Danger>
        )}
        <ConfirmDialog
          isOpen={removal.asking !== null}
          onOpenChange={(open) => !open && removal.cancel()}
          title={t('plans.remove.title')}
          message={t('plans.remove.message', { name: plano.nome })}
          confirmLabel={t('plans.remove.confirm')}
          cancelLabel={t('plans.form.cancel')}
          tone="danger"
          onConfirm={removal.confirm}
        />
      </Sections>
    );
  };

  return (
    <ClientLinks>
      <ScreenHeader />
      {body()}
    </ClientLinks>
  );
}
