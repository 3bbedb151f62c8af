import { MAX_SEQUENCIA_MINUTOS, MINUTOS_POR_UNIDADE, UNIDADES_MEDIDA, type UnidadeMedida } from '@retoma/api-client';
import { INTL_LOCALE, NumberField, Select, Switch, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { useCampaignsT, type CampaignsKey } from '../messages';
import { useDelayText } from './StepDelay';
import { FieldPair } from '../../../platform/formLayout';

const Left = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

const UNIT_LABEL: Record<UnidadeMedida, CampaignsKey> = {
  minutos: 'campaigns.timing.minutos',
  horas: 'campaigns.timing.horas',
  dias: 'campaigns.timing.dias',
};

export interface TimingValues {
  status: boolean;
  unidade_tempo: number;
  unidade_medida: UnidadeMedida;
}

export interface StepTimingProps {
  values: TimingValues;
  errors: Partial<Record<keyof TimingValues, string>>;
  onChange: (changes: Partial<TimingValues>) => void;
  /** Minutes the channel's other active steps already wait. */
  othersMinutes: number;
  /** The step's first position: its delay counts from the contact's entry. */
  isFirst: boolean;
}

/** Minutes as "2 dias, 3 horas e 10 minutos", the largest units first, in the person's language. */
function useDuration() {
  const delay = useDelayText();
  const locale = useUiLocale();
  return (minutes: number) => {
    const parts: string[] = [];
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    const rest = minutes % 60;
    if (days) parts.push(delay(days, 'dias'));
    if (hours) parts.push(delay(hours, 'horas'));
    if (rest || parts.length === 0) parts.push(delay(rest, 'minutos'));
    return new Intl.ListFormat(INTL_LOCALE[locale], { style: 'long', type: 'conjunction' }).format(parts);
  };
}

/**
 * When a step goes: its switch, how long it waits (minutes, hours or days) after the contact's entry or the previous
 * step, and how much of the channel's 31 days is left with it, said as the person types.
 */
export function StepTiming({ values, errors, onChange, othersMinutes, isFirst }: StepTimingProps) {
  const t = useCampaignsT();
  const duration = useDuration();
  const own =
    values.status && Number.isFinite(values.unidade_tempo) ? values.unidade_tempo * MINUTOS_POR_UNIDADE[values.unidade_medida] : 0;
  const left = MAX_SEQUENCIA_MINUTOS - othersMinutes - own;
  return (
    <>
      <Switch isSelected={values.status} onChange={(status) => onChange({ status })} description={t('campaigns.timing.statusHint')}>
        {t('campaigns.steps.active')}
      </Switch>
      <FieldPair>
        <NumberField
          name="unidade_tempo"
          label={t(isFirst ? 'campaigns.timing.afterEntry' : 'campaigns.timing.afterPrevious')}
          isRequired
          minValue={1}
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
          value={values.unidade_tempo}
          onChange={(unidade_tempo) => onChange({ unidade_tempo })}
          errorMessage={errors.unidade_tempo}
        />
        <Select
          name="unidade_medida"
          label={t('campaigns.timing.unit')}
          options={UNIDADES_MEDIDA.map((unit) => ({ id: unit, label: t(UNIT_LABEL[unit]) }))}
          selectedKey={values.unidade_medida}
          onSelectionChange={(key) => key !== null && onChange({ unidade_medida: key as UnidadeMedida })}
          errorMessage={errors.unidade_medida}
        />
      </FieldPair>
      <Left $over={left < 0} aria-live="polite">
        {left < 0 ? t('campaigns.timing.over', { time: duration(-left) }) : t('campaigns.timing.left', { time: duration(left) })}
      </Left>
    </>
  );
}
