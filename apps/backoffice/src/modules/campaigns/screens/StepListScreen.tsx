import { SequenceFrame } from '../components/SequenceFrame';
import { StepList } from '../components/StepList';
import { useCampaignPage } from '../hooks/useCampaign';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';

/**
 * `.../configurar-checkout/:id/emails` and `/sms` (and the boleto's): one channel's sequence of the campaign, on the
 * kind's own step calls (a boleto campaign's steps never go through the cart's).
 */
export default function StepListScreen() {
  const { base } = useCampaignPage();
  const canal = useCurrentRoute()?.id === `${base}-sms` ? 'sms' : 'email';
  return (
    <SequenceFrame>
      {({ campanha, kind, planId }) => <StepList key={canal} kind={kind} canal={canal} campanhaId={campanha.id} planId={planId} />}
    </SequenceFrame>
  );
}
