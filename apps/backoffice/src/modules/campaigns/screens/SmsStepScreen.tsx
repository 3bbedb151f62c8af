import { smsStepInput } from '@retoma/api-client/schemas';
import { Button, Card, Form, FormActions } from '@retoma/ui';
import { useApi } from '../../../platform/api';
import { useServerForm } from '../../../platform/useServerForm';
import { SequenceFrame } from '../components/SequenceFrame';
import { SmsBody } from '../components/SmsBody';
import { StepFormLoader } from '../components/StepFormLoader';
import { StepTiming, type TimingValues } from '../components/StepTiming';
import { useStepFlow, whatsappTargetOf, whatsappTargetState, type StepFormProps } from '../hooks/useStepFlow';
import { WhatsappTargetProvider } from '../components/WhatsappTarget';
import { useCampaignsT } from '../messages';
import { FieldStack } from '../../../platform/formLayout';

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
  const { values, errors, set } = form;

  return (
    <WhatsappTargetProvider {...whatsappTargetState(form)}>
      <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
        <FieldStack>
          <Card title={t('campaigns.timing.title')}>
            <FieldStack>
              <StepTiming
                values={values as TimingValues}
                errors={errors}
                onChange={(field) => set(field) as never}
                othersMinutes={flow.othersMinutes}
                isFirst={flow.isFirst}
              />
            </FieldStack>
          </Card>
          <Card title={t('campaigns.smsForm.message')}>
            <FieldStack>
              <SmsBody value={values.corpo} onChange={set('corpo')} errorMessage={errors.corpo} produtoId={props.produtoId} />
            </FieldStack>
          </Card>
          <FormActions>
            <Button variant="secondary" onPress={flow.toList} isDisabled={form.pending}>
              {t('campaigns.settings.cancel')}
            </Button>
            <Button type="submit" isPending={form.pending}>
              {t('campaigns.settings.save')}
            </Button>
          </FormActions>
        </FieldStack>
      </Form>
    </WhatsappTargetProvider>
  );
}
