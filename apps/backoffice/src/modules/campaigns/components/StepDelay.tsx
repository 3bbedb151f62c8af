import type { CampanhaPasso, UnidadeMedida } from '@retoma/api-client';
import { formatThousands, useUiLocale } from '@retoma/ui';
import { useCampaignsT, type CampaignsKey } from '../messages';

const UNIT: Record<UnidadeMedida, { one: CampaignsKey; many: CampaignsKey }> = {
  minutos: { one: 'campaigns.unit.minuteOne', many: 'campaigns.unit.minuteMany' },
  horas: { one: 'campaigns.unit.hourOne', many: 'campaigns.unit.hourMany' },
  dias: { one: 'campaigns.unit.dayOne', many: 'campaigns.unit.dayMany' },
};

/** "3 dias", "1 hora": a delay in the unit the manager chose. */
export function useDelayText() {
  const t = useCampaignsT();
  const locale = useUiLocale();
  return (count: number, unit: UnidadeMedida) =>
    t(count === 1 ? UNIT[unit].one : UNIT[unit].many, { count: formatThousands(count, { locale }) });
}

/** When a step goes: its delay after the contact entered (the first step) or after the channel's previous step. */
export function StepDelay({ step, isFirst }: { step: CampanhaPasso; isFirst: boolean }) {
  const t = useCampaignsT();
  const delay = useDelayText()(step.unidade_tempo, step.unidade_medida);
  return <>{t(isFirst ? 'campaigns.steps.afterEntry' : 'campaigns.steps.afterPrevious', { delay })}</>;
}
