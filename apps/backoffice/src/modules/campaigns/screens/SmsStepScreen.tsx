import { ApiError, ForbiddenError, NotFoundError, type CampanhaPasso, type SequenceKind } from '@retoma/api-client';
import { smsStepInput } from '@retoma/api-client/schemas';
import { Alert, Button, Card, EmptyState, Form, FormActions, Spinner, useToast } from '@retoma/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';
import { recordId, useRecoveryForm } from '../../plans';
import { CampaignFrame } from '../components/CampaignFrame';
import { SmsBody } from '../components/SmsBody';
import { StepTiming, type TimingValues } from '../components/StepTiming';
import { useCampaignPage } from '../hooks/useCampaign';
import { useSteps } from '../hooks/useSteps';
import { useCampaignsT } from '../messages';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * `.../sms/criar` and `.../sms/editar/:idEmail` of a cart or boleto campaign: when the SMS goes (within the 31 days
 * of the channel, what is left said as it is typed) and its text with its live SMS count.
 */
export default function SmsStepScreen() {
  return <CampaignFrame>{({ campanha, kind, planId }) => <SmsStep kind={kind} planId={planId} campanhaId={campanha.id} />}</CampaignFrame>;
}

function SmsStep({ kind, planId, campanhaId }: { kind: SequenceKind; planId: number; campanhaId: number }) {
  const t = useCampaignsT();
  const api = useApi();
  const { slug } = useCompanySession();
  const param = useParams().idEmail;
  const stepId = param === undefined ? null : recordId(param);
  const steps = useSteps(kind, 'sms', campanhaId);
  const step = useSWR(stepId === null || Number.isNaN(stepId) ? null : [slug, kind, 'sms', 'passo', stepId], () =>
    api.campaigns[kind].sms.get(stepId!),
  );

  if (step.error instanceof ForbiddenError || steps.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  const failed = step.error ?? steps.error;
  if (
    (stepId !== null && Number.isNaN(stepId)) ||
    step.error instanceof NotFoundError ||
    (step.data && step.data.campanha_id !== campanhaId)
  )
    return (
      <Card>
        <EmptyState title={t('campaigns.smsForm.notFound')} description={t('campaigns.smsForm.notFoundHint')} />
      </Card>
    );
  if (failed)
    return (
      <Alert tone="danger" title={t('campaigns.smsForm.loadFailed')}>
        <p>{failed instanceof ApiError ? failed.message : null}</p>
        <Button variant="secondary" onPress={() => void (step.error ? step.mutate() : steps.mutate())}>
          {t('campaigns.page.retry')}
        </Button>
      </Alert>
    );
  if (!steps.data || (stepId !== null && !step.data)) return <Spinner label={t('campaigns.smsForm.loading')} showLabel />;
  return (
    <SmsForm kind={kind} planId={planId} campanhaId={campanhaId} step={step.data} others={steps.data.filter((one) => one.id !== stepId)} />
  );
}

interface SmsFormProps {
  kind: SequenceKind;
  planId: number;
  campanhaId: number;
  /** The step being edited; a new one (last of the sequence) when absent. */
  step: CampanhaPasso | undefined;
  /** The channel's other steps: their delays count toward the 31 days. */
  others: readonly CampanhaPasso[];
}

function SmsForm({ kind, planId, campanhaId, step, others }: SmsFormProps) {
  const t = useCampaignsT();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const { base } = useCampaignPage();
  const toList = () => navigate(href(`${base}-sms`, { plan_id: planId, id: campanhaId }));
  const calls = api.campaigns[kind].sms;
  const steps = useSteps(kind, 'sms', campanhaId);
  const form = useRecoveryForm({
    initial: {
      campanha_id: campanhaId,
      status: step ? step.status === 1 : true,
      unidade_tempo: step?.unidade_tempo ?? Number.NaN,
      unidade_medida: step?.unidade_medida ?? 'horas',
      corpo: step?.corpo ?? '',
    },
    schema: smsStepInput,
    save: ({ campanha_id, ...input }) => (step ? calls.update(step.id, input) : calls.create({ campanha_id, ...input })),
    onSaved: () => {
      toast.success(t(step ? 'campaigns.smsForm.updated' : 'campaigns.smsForm.created'));
      void steps.mutate();
      toList();
    },
    failedText: t('campaigns.settings.saveFailed'),
  });
  const { values, errors, set } = form;
  const othersMinutes = others.filter((one) => one.status === 1).reduce((sum, one) => sum + one.periodo, 0);
  const isFirst = step ? step.posicao === 1 : others.length === 0;

  return (
    <Form onSubmit={form.submit()} errorSummary={form.summary} validationBehavior="aria">
      <Fields>
        <Card title={t('campaigns.timing.title')}>
          <Fields>
            <StepTiming
              values={values as TimingValues}
              errors={errors}
              onChange={(field) => set(field) as never}
              othersMinutes={othersMinutes}
              isFirst={isFirst}
            />
          </Fields>
        </Card>
        <Card title={t('campaigns.smsForm.message')}>
          <Fields>
            <SmsBody value={values.corpo} onChange={set('corpo')} errorMessage={errors.corpo} />
          </Fields>
        </Card>
        <FormActions>
          <Button variant="secondary" onPress={toList} isDisabled={form.pending}>
            {t('campaigns.settings.cancel')}
          </Button>
          <Button type="submit" isPending={form.pending}>
            {t('campaigns.settings.save')}
          </Button>
        </FormActions>
      </Fields>
    </Form>
  );
}
