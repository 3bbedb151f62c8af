import { smsStepInput } from '@retoma/api-client/schemas';
import { useApi } from '../../../platform/api';
import { useServerForm } from '../../../platform/useServerForm';
import { SequenceFrame } from '../components/SequenceFrame';
import { SmsBody } from '../components/SmsBody';
import { StepFormLoader } from '../components/StepFormLoader';
import { StepForm } from '../components/StepForm';
import { useStepFlow, whatsappTargetOf, type StepFormProps } from '../hooks/useStepFlow';
import { useCampaignsT } from '../messages';

/**
 * `.../sms/criar` and `.../sms/editar/:idEmail` of a cart or boleto campaign: when the SMS goes (within the 31 days
 * of the channel, what is left said as it is typed) and its text with its live SMS count.
 */
export default function SmsStepScreen() {
  return (
    <SequenceFrame>
      {({ campanha, kind, planId }) => (
        <StepFormLoader kind={kind} canal="sms" campanhaId={campanha.id}>
          {(data) => <SmsForm kind={kind} planId={planId} campanhaId={campanha.id} produtoId={campanha.produto.id} {...data} />}
        </StepFormLoader>
      )}
    </SequenceFrame>
  );
}

function SmsForm(props: StepFormProps) {
  const { kind, step } = props;
  const t = useCampaignsT();
  const api = useApi();
  const flow = useStepFlow('sms', props);
  const calls = api.campaigns[kind].sms;
  const form = useServerForm({
    initial: {
      ...flow.timing,
      corpo: step?.corpo ?? '',
      ...whatsappTargetOf(step),
    },
    schema: smsStepInput,
    save: ({ campanha_id, ...input }) => (step ? calls.update(step.id, input) : calls.create({ campanha_id, ...input })),
    onSaved: flow.onSaved,
    saveFailed: t('campaigns.settings.saveFailed'),
  });
  return (
    <StepForm form={form} flow={flow} messageTitle={t('campaigns.smsForm.message')}>
      <SmsBody value={form.values.corpo} onChange={form.set('corpo')} errorMessage={form.errors.corpo} produtoId={props.produtoId} />
    </StepForm>
  );
}
