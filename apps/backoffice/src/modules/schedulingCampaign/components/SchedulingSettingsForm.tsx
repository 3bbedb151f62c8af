import type { Campanha, DiaSemana } from '@retoma/api-client';
import { campanhaUpdateInput } from '@retoma/api-client/schemas';
import { Button, Card, Checkbox, Form, FormActions, Select, Switch, TextArea, TextField, formatWeekday, useToast } from '@retoma/ui';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCan } from '../../../platform/companySession';
import { useDateFormat } from '../../../platform/dateFormat';
import { useServerForm } from '../../../platform/useServerForm';
import { useSettingsOptions } from '../hooks/useSettingsOptions';
import { useSchedulingT } from '../messages';
import { zoneInWords } from '../zone';
import { FieldPair, FieldStack } from '../../../platform/formLayout';

const Days = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;
const DaysError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

interface SettingsValues {
  nome: string;
  status: boolean;
  descricao: string;
  obrigado_url: string;
  origem_id: string;
  tipo_duvida_id: string;
  dias_semana: DiaSemana[];
  hora_inicio: string;
  hora_fim: string;
  duracao_minutos: string;
  atendente_id: string;
  ddd: string;
  telefone: string;
}

const WEEK: DiaSemana[] = [0, 1, 2, 3, 4, 5, 6];
/** A Sunday: the week's days are named from it (0 Sunday … 6 Saturday). */
const SUNDAY = Date.UTC(2026, 10, 29, 12);

/** The form's values as the update carries them: the kind's settings inside `config`. */
function toInput({ nome, status, ...config }: SettingsValues) {
  return { nome, status, config: { ...config, atendente_id: config.atendente_id === '' ? null : config.atendente_id } };
}

/**
 * A scheduling campaign's settings: switch, name, product (fixed), the page's description and thank-you page, what
 * the bookings' tickets name (origin, doubt type) and who receives them, the week days, hours and slot length (in
 * the company's zone, shown), and the contact phone.
 */
export function SchedulingSettingsForm({ campanha, onSaved }: { campanha: Campanha<'agendamento'>; onSaved: () => void }) {
  const t = useSchedulingT();
  const api = useApi();
  const toast = useToast();
  const can = useCan();
  const dates = useDateFormat();
  const options = useSettingsOptions();
  const { config } = campanha;
  const schema = campanhaUpdateInput('agendamento');
  const form = useServerForm({
    initial: {
      nome: campanha.nome,
      status: campanha.status === 1,
      descricao: config.descricao ?? '',
      obrigado_url: config.obrigado_url ?? '',
      origem_id: config.origem_id === null ? '' : String(config.origem_id),
      tipo_duvida_id: config.tipo_duvida_id === null ? '' : String(config.tipo_duvida_id),
      dias_semana: config.dias_semana,
      hora_inicio: config.hora_inicio,
      hora_fim: config.hora_fim,
      duracao_minutos: String(config.duracao_minutos),
      atendente_id: config.atendente_id === null ? '' : String(config.atendente_id),
      ddd: config.ddd ?? '',
      telefone: config.telefone ?? '',
    } satisfies SettingsValues as SettingsValues,
    schema: { safeParse: (value) => schema.safeParse(toInput(value as SettingsValues)) },
    save: (input) => api.campaigns.agendamento.update(campanha.id, input),
    onSaved: () => {
      toast.success(t('scheduling.settings.saved'));
      onSaved();
    },
    saveFailed: t('scheduling.settings.saveFailed'),
  });
  const { values, errors, set } = form;
  const readOnly = !can('planos_campanhas_editar');
  const toggleDay = (day: DiaSemana, on: boolean) =>
    set('dias_semana')(on ? [...values.dias_semana, day].sort((a, b) => a - b) : values.dias_semana.filter((d) => d !== day));
  const pick = (field: 'origem_id' | 'tipo_duvida_id' | 'atendente_id') => (key: unknown) => key !== null && set(field)(String(key));

  return (
    <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
      <Card title={t('scheduling.settings.title')}>
        <FieldStack>
          <Switch isSelected={values.status} onChange={set('status')} isDisabled={readOnly}>
            {t('scheduling.settings.status')}
          </Switch>
          <FieldPair>
            <TextField
              name="nome"
              label={t('scheduling.settings.nome')}
              isRequired
              isReadOnly={readOnly}
              value={values.nome}
              onChange={set('nome')}
              errorMessage={errors.nome}
            />
            <TextField label={t('scheduling.settings.produto')} value={campanha.produto.nome} isReadOnly />
          </FieldPair>
          <TextArea
            name="descricao"
            label={t('scheduling.settings.descricao')}
            description={t('scheduling.settings.descricaoHint')}
            isRequired
            isReadOnly={readOnly}
            rows={3}
            maxLength={1000}
            value={values.descricao}
            onChange={set('descricao')}
            errorMessage={errors.descricao}
          />
          <TextField
            name="obrigado_url"
            type="url"
            label={t('scheduling.settings.obrigado')}
            description={t('scheduling.settings.obrigadoHint')}
            placeholder="https://"
            isRequired
            isReadOnly={readOnly}
            value={values.obrigado_url}
            onChange={set('obrigado_url')}
            errorMessage={errors.obrigado_url}
          />
          <FieldPair>
            <Select
              name="origem_id"
              label={t('scheduling.settings.origem')}
              isRequired
              isDisabled={readOnly}
              options={options.origens}
              selectedKey={values.origem_id || null}
              onSelectionChange={pick('origem_id')}
              errorMessage={errors.origem_id}
            />
            <Select
              name="tipo_duvida_id"
              label={t('scheduling.settings.duvida')}
              isRequired
              isDisabled={readOnly}
              options={options.duvidas}
              selectedKey={values.tipo_duvida_id || null}
              onSelectionChange={pick('tipo_duvida_id')}
              errorMessage={errors.tipo_duvida_id}
            />
          </FieldPair>
          <Select
            name="atendente_id"
            label={t('scheduling.settings.agente')}
            isDisabled={readOnly}
            options={[{ id: 'none', label: t('scheduling.settings.agenteNone') }, ...options.usuarios]}
            selectedKey={values.atendente_id || 'none'}
            onSelectionChange={(key) => key !== null && set('atendente_id')(key === 'none' ? '' : String(key))}
            errorMessage={errors.atendente_id}
          />
          <Days aria-describedby={errors.dias_semana ? 'dias-semana-erro' : undefined}>
            <legend>{t('scheduling.settings.dias')}</legend>
            {WEEK.map((day) => (
              <Checkbox key={day} isSelected={values.dias_semana.includes(day)} isDisabled={readOnly} onChange={(on) => toggleDay(day, on)}>
                {formatWeekday(SUNDAY + day * 86_400_000, { locale: dates.locale, timeZone: 'UTC', width: 'long' })}
              </Checkbox>
            ))}
            {errors.dias_semana && <DaysError id="dias-semana-erro">{errors.dias_semana}</DaysError>}
          </Days>
          <FieldPair>
            <TextField
              name="hora_inicio"
              label={t('scheduling.settings.horaInicio')}
              description={t('scheduling.settings.horaHint')}
              placeholder="09:00"
              isReadOnly={readOnly}
              value={values.hora_inicio}
              onChange={set('hora_inicio')}
              errorMessage={errors.hora_inicio}
            />
            <TextField
              name="hora_fim"
              label={t('scheduling.settings.horaFim')}
              placeholder="17:00"
              isReadOnly={readOnly}
              value={values.hora_fim}
              onChange={set('hora_fim')}
              errorMessage={errors.hora_fim}
            />
          </FieldPair>
          <FieldPair>
            <TextField
              name="duracao_minutos"
              inputMode="numeric"
              label={t('scheduling.settings.duracao')}
              isReadOnly={readOnly}
              value={values.duracao_minutos}
              onChange={set('duracao_minutos')}
              errorMessage={errors.duracao_minutos}
            />
            <TextField
              label={t('scheduling.settings.fuso')}
              description={t('scheduling.settings.fusoHint')}
              value={zoneInWords(t, dates.timeZone)}
              isReadOnly
            />
          </FieldPair>
          <FieldPair>
            <TextField
              name="ddd"
              inputMode="numeric"
              label={t('scheduling.settings.ddd')}
              isReadOnly={readOnly}
              value={values.ddd}
              onChange={set('ddd')}
              errorMessage={errors.ddd}
            />
            <TextField
              name="telefone"
              inputMode="numeric"
              label={t('scheduling.settings.telefone')}
              isReadOnly={readOnly}
              value={values.telefone}
              onChange={set('telefone')}
              errorMessage={errors.telefone}
            />
          </FieldPair>
        </FieldStack>
      </Card>
      {!readOnly && (
        <FormActions>
          <Button type="submit" isPending={form.pending}>
            {t('scheduling.settings.save')}
          </Button>
        </FormActions>
      )}
    </Form>
  );
}
