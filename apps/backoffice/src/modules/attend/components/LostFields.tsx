import { Select } from '@retoma/ui';
import { useAttendT } from '../messages';
import { useLossReasons } from '../hooks/useFinishOptions';
import type { OutcomeFieldsProps } from '../lib/finishForm';
import { StatusChoice } from './StatusChoice';

/** A lost sale: why, and the loss reason when the chosen status asks for one. */
export function LostFields({ statuses, values, errors, onChange }: OutcomeFieldsProps) {
  const t = useAttendT();
  const reasonRequired = statuses.find((status) => status.id === values.status_atendimento_id)?.hab_perda ?? false;
  const reasons = useLossReasons();
  return (
    <>
      <StatusChoice
        outcome="perdeu"
        statuses={statuses}
        value={values.status_atendimento_id}
        onChange={(chosen) => onChange({ status_atendimento_id: chosen.id, tipo_de_perda_id: null })}
        errorMessage={errors.status_atendimento_id}
      />
      {reasonRequired && (
        <Select
          label={t('attend.finish.lossReason')}
          placeholder={t('attend.finish.choose')}
          options={(reasons.data ?? []).map((reason) => ({ id: reason.id, label: reason.nome }))}
          emptyText={reasons.isLoading ? t('attend.loadingOptions') : t('attend.finish.lossReasonsEmpty')}
          selectedKey={values.tipo_de_perda_id}
          onSelectionChange={(key) => onChange({ tipo_de_perda_id: key === null ? null : Number(key) })}
          errorMessage={reasons.error ? t('attend.finish.lossReasonsError') : errors.tipo_de_perda_id}
          isRequired
        />
      )}
    </>
  );
}
