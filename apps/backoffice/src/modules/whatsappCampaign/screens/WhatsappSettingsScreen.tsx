import { EmbedForm } from '../components/EmbedForm';
import { WhatsappFrame } from '../components/WhatsappFrame';
import { WhatsappMetrics } from '../components/WhatsappMetrics';
import { WhatsappSettingsForm } from '../components/WhatsappSettingsForm';

/** `plano/:plan_id/campanha/configurar-whatsapp/:id`: the campaign's numbers, its settings and its form to embed. */
export default function WhatsappSettingsScreen() {
  return (
    <WhatsappFrame>
      {(campanha, reload) => (
        <>
          <WhatsappMetrics id={campanha.id} />
          {/* Keyed by the saved version, so the form starts again from what the server kept. */}
          <WhatsappSettingsForm key={campanha.updated_at} campanha={campanha} onSaved={reload} />
          <EmbedForm campanha={campanha} />
        </>
      )}
    </WhatsappFrame>
  );
}
