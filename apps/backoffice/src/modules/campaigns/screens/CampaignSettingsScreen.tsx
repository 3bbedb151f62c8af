import { SequenceFrame } from '../components/SequenceFrame';
import { CampaignMetrics } from '../components/CampaignMetrics';
import { SettingsForm } from '../components/SettingsForm';

/**
 * `plano/:plan_id/campanha/configurar-checkout/:id` and `.../configurar-boleto/:id`: the campaign's settings and its
 * numbers. The same page for both kinds, wired to the kind's own calls.
 */
export default function CampaignSettingsScreen() {
  return (
    <SequenceFrame>
      {({ campanha, kind, reload }) => (
        <>
          {/* Keyed by the saved version, so the form starts again from what the server kept. */}
          <SettingsForm key={campanha.updated_at} kind={kind} campanha={campanha} onSaved={reload} />
          <CampaignMetrics kind={kind} id={campanha.id} />
        </>
      )}
    </SequenceFrame>
  );
}
