import type { SequenceKind } from '@retoma/api-client';
import { smsStepInput } from '@retoma/api-client/schemas';
import { Button, Card, Form, FormActions, useToast } from '@retoma/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCompanyHref } from '../../../platform/links';
import { useServerForm } from '../../../platform/useServerForm';
import { CampaignFrame } from '../components/CampaignFrame';
import { SmsBody } from '../components/SmsBody';
import { StepFormLoader, type StepFormData } from '../components/StepFormLoader';
import { StepTiming, type TimingValues } from '../components/StepTiming';
import { useCampaignPage } from '../hooks/useCampaign';
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
  return (
    <CampaignFrame>
      {({ campanha, kind, planId }) => (
        <StepFormLoader kind={kind} canal="sms" campanhaId={campanha.id}>
          {(data) => <SmsForm kind={kind} planId={planId} campanhaId={campanha.id} {...data} />}
        </StepFormLoader>
      )}
    </CampaignFrame>
  );
}

interface SmsFormProps extends StepFormData {
  kind: SequenceKind;
  planId: number;
  campanhaId: number;
}

function SmsForm({ kind, planId, campanhaId, step, others, reload }: SmsFormProps) {
  const t = useCampaignsT();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const { base } = useCampaignPage();
  const toList = () => navigate(href(`${base}-sms`, { plan_id: planId, id: campanhaId }));
  const calls = api.campaigns[kind].sms;
  const form = useServerForm({
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
      reload();
      toList();
    },
    saveFailed: t('campaigns.settings.saveFailed'),
  });
  const { values, errors, set } = form;
  const othersMinutes = others.filter((one) => one.status === 1).reduce((sum, one) => sum + one.periodo, 0);
  const isFirst = step ? step.posicao === 1 : others.length === 0;

  return (
    <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
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
