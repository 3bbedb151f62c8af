import type { CampanhaPasso, UnidadeMedida } from '@retoma/api-client';
import { formatThousands, useUiLocale } from '@retoma/ui';
import { pluralKey } from '../../../i18n';
import { useCampaignsT, type CampaignsKey } from '../messages';

const UNIT: Record<UnidadeMedida, { one: CampaignsKey; other: CampaignsKey }> = {
  minutos: { one: 'campaigns.unit.minuteOne', other: 'campaigns.unit.minuteOther' },
  horas: { one: 'campaigns.unit.hourOne', other: 'campaigns.unit.hourOther' },
  dias: { one: 'campaigns.unit.dayOne', other: 'campaigns.unit.dayOther' },
};

/** "3 dias", "1 hora": a delay in the unit the manager chose. */
export function useDelayText() {
  const t = useCampaignsT();
  const locale = useUiLocale();
  return (count: number, unit: UnidadeMedida) => t(pluralKey(locale, count, UNIT[unit]), { count: formatThousands(count, { locale }) });
}

/** When a step goes: its delay after the contact entered (the first step) or after the channel's previous step. */
export function StepDelay({ step, isFirst }: { step: CampanhaPasso; isFirst: boolean }) {
  const t = useCampaignsT();
  const delay = useDelayText()(step.unidade_tempo, step.unidade_medida);
  return <>{t(isFirst ? 'campaigns.steps.afterEntry' : 'campaigns.steps.afterPrevious', { delay })}</>;
}
