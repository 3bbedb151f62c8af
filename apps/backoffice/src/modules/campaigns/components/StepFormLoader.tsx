import { ApiError, ForbiddenError, NotFoundError, type CampanhaPasso, type Canal, type SequenceKind } from '@retoma/api-client';
import { Alert, Button, Card, EmptyState, Spinner } from '@retoma/ui';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { recordId } from '../../plans';
import { CHANNEL_CALLS, useSteps } from '../hooks/useSteps';
import { useCampaignsT, type CampaignsKey } from '../messages';

const TEXTS: Record<Canal, Record<'notFound' | 'notFoundHint' | 'loadFailed' | 'loading', CampaignsKey>> = {
  sms: {
    notFound: 'campaigns.smsForm.notFound',
    notFoundHint: 'campaigns.smsForm.notFoundHint',
    loadFailed: 'campaigns.smsForm.loadFailed',
    loading: 'campaigns.smsForm.loading',
  },
  email: {
    notFound: 'campaigns.emailForm.notFound',
    notFoundHint: 'campaigns.emailForm.notFoundHint',
    loadFailed: 'campaigns.emailForm.loadFailed',
    loading: 'campaigns.emailForm.loading',
  },
};

export interface StepFormData {
  /** The step being edited (`editar/:idEmail`); undefined on `criar`. */
  step: CampanhaPasso | undefined;
  /** The channel's other steps: their delays count toward the 31 days. */
  others: readonly CampanhaPasso[];
  /** Reads the channel's steps again after a save. */
  reload: () => void;
}

/**
 * What a step form needs before it shows: the channel's steps and, when editing, the step (one of this campaign's,
 * else "not found"); their loading, failure and refusal.
 */
export function StepFormLoader({
  kind,
  canal,
  campanhaId,
  children,
}: {
  kind: SequenceKind;
  canal: Canal;
  campanhaId: number;
  children: (data: StepFormData) => ReactNode;
}) {
  const t = useCampaignsT();
  const api = useApi();
  const { slug } = useCompanySession();
  const param = useParams().idEmail;
  const stepId = param === undefined ? null : recordId(param);
  const steps = useSteps(kind, canal, campanhaId);
  const step = useSWR(stepId === null || Number.isNaN(stepId) ? null : [slug, kind, canal, 'passo', stepId], () =>
    api.campaigns[kind][CHANNEL_CALLS[canal]].get(stepId!),
  );
  const texts = TEXTS[canal];

  if (step.error instanceof ForbiddenError || steps.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  const failed = step.error ?? steps.error;
  if (
    (stepId !== null && Number.isNaN(stepId)) ||
    step.error instanceof NotFoundError ||
    (step.data && step.data.campanha_id !== campanhaId)
  )
    return (
      <Card>
        <EmptyState title={t(texts.notFound)} description={t(texts.notFoundHint)} />
      </Card>
    );
  if (failed)
    return (
      <Alert tone="danger" title={t(texts.loadFailed)}>
        <p>{failed instanceof ApiError ? failed.message : null}</p>
        <Button variant="secondary" onPress={() => void (step.error ? step.mutate() : steps.mutate())}>
          {t('campaigns.page.retry')}
        </Button>
      </Alert>
    );
  if (!steps.data || (stepId !== null && !step.data)) return <Spinner label={t(texts.loading)} showLabel />;
  return <>{children({ step: step.data, others: steps.data.filter((one) => one.id !== stepId), reload: () => void steps.mutate() })}</>;
}
