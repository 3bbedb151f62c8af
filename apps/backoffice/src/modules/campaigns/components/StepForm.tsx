import { Button, Card, Form, FormActions } from '@retoma/ui';
import type { FormEvent, ReactNode } from 'react';
import type { FieldErrors } from '../../../platform/useServerForm';
import { FieldStack } from '../../../platform/formLayout';
import { whatsappTargetState, type useStepFlow } from '../hooks/useStepFlow';
import { useCampaignsT } from '../messages';
import { StepTiming, type TimingValues } from './StepTiming';
import { WhatsappTargetProvider, type WhatsappTargetValues } from './WhatsappTarget';

/** The fields every step form has, whatever its channel: when it goes, and the number its WhatsApp button writes to. */
type StepValues = TimingValues & WhatsappTargetValues;

/** What the frame needs of the channel's `useServerForm` (its values may hold more: the message's own fields). */
export interface StepFormState {
  values: StepValues;
  errors: FieldErrors<StepValues>;
  patch: (values: Partial<StepValues>) => void;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  summary: string | undefined;
  pending: boolean;
}

export interface StepFormProps {
  form: StepFormState;
  flow: Pick<ReturnType<typeof useStepFlow>, 'toList' | 'othersMinutes' | 'isFirst'>;
  /** The message card's title ("Mensagem" of the e-mail, of the SMS). */
  messageTitle: string;
  /** The message's fields, inside its card. */
  children: ReactNode;
  /** An e-mail writes its WhatsApp button as a tracked link; an SMS writes the address alone. */
  whatsappAsLink?: boolean;
  /** Actions between Cancel and Save (the e-mail's preview). */
  actions?: ReactNode;
  /** Inside the form, after its fields (the e-mail's preview dialog). */
  after?: ReactNode;
}

/**
 * The frame of a campaign step's form, one for every channel: the timing card, the message card with the channel's
 * fields, Cancel back to the channel's list and Save, and the WhatsApp target the message variables ask for.
 */
export function StepForm({ form, flow, messageTitle, children, whatsappAsLink, actions, after }: StepFormProps) {
  const t = useCampaignsT();
  return (
    <WhatsappTargetProvider {...whatsappTargetState(form)} asLink={whatsappAsLink}>
      <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
        <FieldStack>
          <Card title={t('campaigns.timing.title')}>
            <FieldStack>
              <StepTiming
                values={form.values}
                errors={form.errors}
                onChange={form.patch}
                othersMinutes={flow.othersMinutes}
                isFirst={flow.isFirst}
              />
            </FieldStack>
          </Card>
          <Card title={messageTitle}>
            <FieldStack>{children}</FieldStack>
          </Card>
          <FormActions>
            <Button variant="secondary" onPress={flow.toList} isDisabled={form.pending}>
              {t('campaigns.settings.cancel')}
            </Button>
            {actions}
            <Button type="submit" isPending={form.pending}>
              {t('campaigns.settings.save')}
            </Button>
          </FormActions>
        </FieldStack>
        {after}
      </Form>
    </WhatsappTargetProvider>
  );
}
