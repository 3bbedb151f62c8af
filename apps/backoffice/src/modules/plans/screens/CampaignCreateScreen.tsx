import { ApiError, ForbiddenError, NotFoundError, type CampaignKind } from '@retoma/api-client';
import { campanhaCreateInput } from '@retoma/api-client/schemas';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Form,
  FormActions,
  Select,
  Spinner,
  Switch,
  TextField,
  useToast,
} from '@retoma/ui';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../../platform/api';
import { useCompanyHref } from '../../../platform/links';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { KindTiles } from '../components/KindTiles';
import { campaignSchema, type CampaignValues } from '../hooks/campaignSchema';
import { recordId, usePlan, useProductOptions } from '../hooks/usePlans';
import { useServerForm } from '../../../platform/useServerForm';
import { campaignCalls } from '../hooks/campaignCalls';
import { usePlansT } from '../messages';
import { FieldPair, FieldStack } from '../../../platform/formLayout';

/**
 * `planos/:plan_id/campanha/criar`: a new campaign of the plan: its kind (one the plan does not have yet), name,
 * product and switch. When another campaign of the kind already runs for the product, the server says which; the
 * person may then replace it (it is switched off) or go back.
 */
export default function CampaignCreateScreen() {
  const t = usePlansT();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const planId = recordId(useParams().plan_id);
  const plan = usePlan(planId);

  if (plan.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  const toPlan = () => navigate(href('planos-gerenciar', { plan_id: planId }));

  const body = () => {
    if (Number.isNaN(planId) || plan.error instanceof NotFoundError)
      return (
        <Card>
          <EmptyState
            title={t('plans.manage.notFound')}
            description={t('plans.manage.notFoundHint')}
            action={
              <Button variant="secondary" onPress={() => navigate(href('meus-planos'))}>
                {t('plans.manage.back')}
              </Button>
            }
          />
        </Card>
      );
    if (plan.error)
      return (
        <Alert tone="danger" title={t('plans.manage.loadFailed')}>
          <p>{plan.error instanceof ApiError ? plan.error.message : null}</p>
          <Button variant="secondary" onPress={() => void plan.mutate()}>
            {t('plans.table.retry')}
          </Button>
        </Alert>
      );
    if (!plan.data) return <Spinner label={t('plans.manage.loading')} showLabel />;
    return <CampaignForm planId={planId} planName={plan.data.nome} taken={plan.data.campanhas.map((c) => c.tipo)} onDone={toPlan} />;
  };

  return (
    <>
      <ScreenHeader />
      {body()}
    </>
  );
}

interface CampaignFormProps {
  planId: number;
  planName: string;
  taken: readonly CampaignKind[];
  onDone: () => void;
}

function CampaignForm({ planId, planName, taken, onDone }: CampaignFormProps) {
  const t = usePlansT();
  const api = useApi();
  const toast = useToast();
  const products = useProductOptions();
  const [conflict, setConflict] = useState<string | null>(null);
  const initial: CampaignValues = { tipo: null, nome: '', produto_id: 0, plano_id: planId, status: true };
  const form = useServerForm({
    initial,
    schema: campaignSchema(campanhaCreateInput, t('plans.newCampaign.kindRequired')),
    save: ({ tipo, ...input }) => campaignCalls(api, tipo).create(input),
    onSaved: () => {
      toast.success(t('plans.newCampaign.created'));
      onDone();
    },
    saveFailed: t('plans.form.saveFailed'),
    onConflict: setConflict,
  });
  const { values, errors, set } = form;

  return (
    <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
      <FieldStack>
        <Card title={t('plans.newCampaign.inPlan', { name: planName })}>
          <FieldStack>
            <Switch isSelected={values.status} onChange={set('status')} description={t('plans.newCampaign.statusHint')}>
              {t('plans.form.status')}
            </Switch>
            <FieldPair>
              <TextField
                name="nome"
                label={t('plans.newCampaign.nome')}
                isRequired
                value={values.nome}
                onChange={set('nome')}
                errorMessage={errors.nome}
              />
              <Select
                name="produto_id"
                label={t('plans.newCampaign.produto')}
                isRequired
                placeholder={t('plans.newCampaign.produtoPlaceholder')}
                emptyText={t('plans.newCampaign.produtoNone')}
                options={(products.data ?? []).map((option) => ({ id: option.id, label: option.label }))}
                selectedKey={values.produto_id || null}
                onSelectionChange={(key) => set('produto_id')(Number(key))}
                errorMessage={errors.produto_id ?? (products.error ? t('plans.newCampaign.produtosFailed') : undefined)}
              />
            </FieldPair>
          </FieldStack>
        </Card>
        <Card>
          <KindTiles value={values.tipo} onChange={set('tipo')} taken={taken} errorMessage={errors.tipo} />
        </Card>
        <FormActions>
          <Button variant="secondary" onPress={onDone} isDisabled={form.pending}>
            {t('plans.form.cancel')}
          </Button>
          <Button type="submit" isPending={form.pending}>
            {t('plans.form.save')}
          </Button>
        </FormActions>
      </FieldStack>
      <ConfirmDialog
        isOpen={conflict !== null}
        onOpenChange={(open) => !open && setConflict(null)}
        title={t('plans.newCampaign.replaceTitle')}
        message={t('plans.newCampaign.replaceMessage', { reason: conflict ?? '' })}
        confirmLabel={t('plans.newCampaign.replace')}
        cancelLabel={t('plans.form.cancel')}
        onConfirm={async () => {
          setConflict(null);
          await form.send({ substituir: true });
        }}
      />
    </Form>
  );
}
