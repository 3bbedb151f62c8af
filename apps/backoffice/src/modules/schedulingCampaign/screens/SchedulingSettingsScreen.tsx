import { BookingLink } from '../components/BookingLink';
import { SchedulingFrame } from '../components/SchedulingFrame';
import { SchedulingSettingsForm } from '../components/SchedulingSettingsForm';

/** `plano/:plan_id/campanha/configurar-agendamento/:id`: the campaign's settings and its embeddable booking link. */
export default function SchedulingSettingsScreen() {
  return (
    <SchedulingFrame>
      {(campanha, reload) => (
        <>
          {/* Keyed by the saved version, so the form starts again from what the server kept. */}
          <SchedulingSettingsForm key={campanha.updated_at} campanha={campanha} onSaved={reload} />
          <BookingLink campanha={campanha} />
        </>
      )}
    </SchedulingFrame>
  );
}
