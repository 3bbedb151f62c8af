import type { CampanhaPasso, Canal, SequenceKind } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useNavigate } from 'react-router-dom';
import { useCompanyHref } from '../../../platform/links';
import type { StepFormData } from '../components/StepFormLoader';
import type { WhatsappTargetValues } from '../components/WhatsappTarget';
import { useCampaignsT, type CampaignsKey } from '../messages';
import { useCampaignPage } from './useCampaign';

/** What a step form is given: the loaded steps (StepFormLoader) and the campaign it belongs to. */
export interface StepFormProps extends StepFormData {
  kind: SequenceKind;
  planId: number;
  campanhaId: number;
  /** The campaign's product (its sales links are offered as message variables). */
  produtoId: number;
}

const LIST_ROUTE = { email: 'emails', sms: 'sms' } as const satisfies Record<Canal, string>;

const SAVED: Record<Canal, Record<'created' | 'updated', CampaignsKey>> = {
  email: { created: 'campaigns.emailForm.created', updated: 'campaigns.emailForm.updated' },
  sms: { created: 'campaigns.smsForm.created', updated: 'campaigns.smsForm.updated' },
};

/**
 * What the e-mail and SMS step forms share: the delay's first values, where Cancel and a save lead (the channel's
 * list), the save's notice, and the room the channel's other active steps leave of the 31 days.
 */
export function useStepFlow(canal: Canal, { planId, campanhaId, step, others, reload }: StepFormProps) {
  const t = useCampaignsT();
  const toast = useToast();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const { base } = useCampaignPage();
  const toList = () => navigate(href(`${base}-${LIST_ROUTE[canal]}`, { plan_id: planId, id: campanhaId }));
  return {
    timing: {
      campanha_id: campanhaId,
      status: step ? step.status === 1 : true,
      unidade_tempo: step?.unidade_tempo ?? Number.NaN,
      unidade_medida: step?.unidade_medida ?? ('horas' as const),
    },
    toList,
    onSaved: () => {
      toast.success(t(SAVED[canal][step ? 'updated' : 'created']));
      reload();
      toList();
    },
    othersMinutes: others.filter((one) => one.status === 1).reduce((sum, one) => sum + one.periodo, 0),
    isFirst: step ? step.posicao === 1 : others.length === 0,
  };
}

/** The step's "Mensagem no WhatsApp" as the form starts it: Brazil's code until a number is given. */
export const whatsappTargetOf = (step: CampanhaPasso | undefined): WhatsappTargetValues => ({
  ddi: step?.ddi ?? '55',
  telefone: step?.telefone ?? '',
  whatsapp: step?.whatsapp ?? '',
});

/** What the message variables need of a step form to ask for (and show) its WhatsApp target. */
export function whatsappTargetState(form: {
  values: WhatsappTargetValues;
  errors: Partial<Record<keyof WhatsappTargetValues, string>>;
  patch: (values: Partial<WhatsappTargetValues>) => void;
}) {
  const { values, errors } = form;
  return {
    value: { ddi: values.ddi, telefone: values.telefone, whatsapp: values.whatsapp },
    errors: { ddi: errors.ddi, telefone: errors.telefone, whatsapp: errors.whatsapp },
    onChange: (value: WhatsappTargetValues) => form.patch(value),
  };
}
