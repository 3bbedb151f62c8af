import { TIPOS_FINALIZACAO, type StatusDeFinalizacao, type TipoFinalizacao } from '@retoma/api-client';
import { statusFinalizacaoInput } from '@retoma/api-client/schemas';
import { Checkbox, NumberField, RadioGroup, TextField, useToast } from '@retoma/ui';
import { useApi } from '../../../platform/api';
import { useTicketSettingsT } from '../messages';
import { STATUS_FINALIZACAO } from '../config/statusFinalizacao';
import { TIPO_FINALIZACAO } from '../config/tipoFinalizacao';
import { useServerForm } from '../../../platform/useServerForm';
import { FormDialog } from './FormDialog';

export interface StatusFormDialogProps {
  /** The status being edited; a new one when absent. */
  record?: StatusDeFinalizacao;
  onClose: () => void;
  onSaved: () => void;
}

interface StatusValues {
  nome: string;
  status: boolean;
  /** Empty until the person picks one: a new status has no type by default. */
  tipo: TipoFinalizacao | '';
  hab_brinde: boolean;
  hab_perda: boolean;
  fechamento: number | null;
  espera: boolean;
}

const valuesOf = (record: StatusDeFinalizacao | undefined): StatusValues => ({
  nome: record?.nome ?? '',
  status: record ? record.status === 1 : true,
  tipo: record?.tipo ?? '',
  hab_brinde: record?.hab_brinde ?? false,
  hab_perda: record?.hab_perda ?? false,
  fechamento: record?.fechamento ?? null,
  espera: record?.espera ?? false,
});

const isTipo = (value: string): value is TipoFinalizacao => (TIPOS_FINALIZACAO as readonly string[]).includes(value);

/**
 * Creates or edits a finalisation status. Each type shows only the options that mean something for it: a won
 * sale may allow a gift, a waiting one closes the ticket after a number of occurrences (and may wait for the
 * system), a lost one may require a loss reason. Options of other types are kept while the person hesitates
 * between types, and cleared by the schema when saved.
 */
export function StatusFormDialog({ record, onClose, onSaved }: StatusFormDialogProps) {
  const t = useTicketSettingsT();
  const api = useApi();
  const toast = useToast();
  const resource = STATUS_FINALIZACAO.resource(api);
  const form = useServerForm({
    saveFailed: t('ticketSettings.form.saveFailed'),
    initial: valuesOf(record),
    schema: statusFinalizacaoInput,
    save: (input) => (record ? resource.update(record.id, input) : resource.create(input)),
    onSaved: () => {
      toast.success(t(record ? 'ticketSettings.status.updated' : 'ticketSettings.status.created'));
      onSaved();
    },
  });
  const { values, errors, set } = form;

  return (
    <FormDialog
      title={t(record ? 'ticketSettings.status.editTitle' : 'ticketSettings.status.createTitle')}
      onClose={onClose}
      onSubmit={form.submit}
      pending={form.pending}
      summary={form.summary}
    >
      <TextField
        name="nome"
        label={t('ticketSettings.status.name')}
        isRequired
        value={values.nome}
        onChange={set('nome')}
        errorMessage={errors.nome}
      />
      <RadioGroup
        name="tipo"
        label={t('ticketSettings.status.tipoQuestion')}
        isRequired
        value={values.tipo || null}
        onChange={(value) => isTipo(value) && set('tipo')(value)}
        errorMessage={errors.tipo}
        options={TIPOS_FINALIZACAO.map((tipo) => ({
          value: tipo,
          label: t(TIPO_FINALIZACAO[tipo].label),
          description: t(TIPO_FINALIZACAO[tipo].description),
        }))}
      />
      {values.tipo === 'ganhou' && (
        <Checkbox name="hab_brinde" isSelected={values.hab_brinde} onChange={set('hab_brinde')} errorMessage={errors.hab_brinde}>
          {t('ticketSettings.status.giftAllowed')}
        </Checkbox>
      )}
      {values.tipo === 'aguardando' && (
        <>
          <NumberField
            name="fechamento"
            label={t('ticketSettings.status.closingAfter')}
            description={t('ticketSettings.status.closingAfterHint')}
            isRequired
            minValue={1}
            maxValue={99}
            formatOptions={{ maximumFractionDigits: 0 }}
            value={values.fechamento ?? NaN}
            onChange={(value) => set('fechamento')(Number.isNaN(value) ? null : value)}
            errorMessage={errors.fechamento}
          />
          <Checkbox name="espera" isSelected={values.espera} onChange={set('espera')} errorMessage={errors.espera}>
            {t('ticketSettings.status.systemWait')}
          </Checkbox>
        </>
      )}
      {values.tipo === 'perdeu' && (
        <Checkbox name="hab_perda" isSelected={values.hab_perda} onChange={set('hab_perda')} errorMessage={errors.hab_perda}>
          {t('ticketSettings.status.lossReasonRequired')}
        </Checkbox>
      )}
      <Checkbox name="status" isSelected={values.status} onChange={set('status')} errorMessage={errors.status}>
        {t('ticketSettings.form.active')}
      </Checkbox>
    </FormDialog>
  );
}
