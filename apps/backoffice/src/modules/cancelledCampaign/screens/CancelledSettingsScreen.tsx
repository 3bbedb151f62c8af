import { CancelledFrame } from '../components/CancelledFrame';
import { CancelledSettingsForm } from '../components/CancelledSettingsForm';

/** `plano/:plan_id/campanha/configurar-canceladas/:id`: which cancelled purchases become tickets, and how. */
export default function CancelledSettingsScreen() {
  return (
    <CancelledFrame>
      {/* Keyed by the saved version, so the form starts again from what the server kept. */}
      {(campanha, reload) => <CancelledSettingsForm key={campanha.updated_at} campanha={campanha} onSaved={reload} />}
    </CancelledFrame>
  );
}
