import { CANCELADO_TIPOS, type Campanha, type CanceladoTipo } from '@retoma/api-client';
import { campanhaUpdateInput } from '@retoma/api-client/schemas';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  Form,
  FormActions,
  RadioGroup,
  Select,
  Switch,
  TextField,
  useToast,
} from '@retoma/ui';
import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCan, useCompanySession } from '../../../platform/companySession';
import { useServerForm } from '../../../platform/useServerForm';
import { useCancelledCampaignT, type CancelledCampaignKey } from '../messages';
import { FieldPair, FieldStack } from '../../../platform/formLayout';

const Explanation = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;
const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const TIPO_LABEL: Record<CanceladoTipo, CancelledCampaignKey> = {
  canceled: 'cancelledCampaign.settings.tipoCanceled',
  expired: 'cancelledCampaign.settings.tipoExpired',
};

interface Values {
  nome: string;
  status: boolean;
  tipo_duvida_id: number | null;
  tipos: CanceladoTipo[];
  reabertura: 'sim' | 'nao';
}

const schema = campanhaUpdateInput('cancelado');
const toInput = ({ nome, status, tipo_duvida_id, tipos, reabertura }: Values) => ({
  nome,
  status,
  config: { tipo_duvida_id, tipos, reabertura: reabertura === 'sim' },
});

/** The company's active question types, for the tickets the campaign opens. */
function useTiposDeDuvida() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'tipo_de_duvidas', 'ativos'], () => api.settings.tiposDeDuvida.list({ status: 1, per_page: 100, sort: 'nome' }));
}

/**
 * The cancelled-purchases campaign's settings: switch, name, product (fixed), the question type of its tickets, the
 * purchase statuses that make one, and whether a closed ticket of the buyer is reopened; with when a ticket is made
 * and when the buyer leaves. Switching it on while another one runs for the product asks whether to replace it.
 */
export function CancelledSettingsForm({ campanha, onSaved }: { campanha: Campanha<'cancelado'>; onSaved: () => void }) {
  const t = useCancelledCampaignT();
  const api = useApi();
  const toast = useToast();
  const can = useCan();
  const duvidas = useTiposDeDuvida();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useServerForm({
    initial: {
      nome: campanha.nome,
      status: campanha.status === 1,
      tipo_duvida_id: campanha.config.tipo_duvida_id,
      tipos: campanha.config.tipos,
      reabertura: campanha.config.reabertura ? 'sim' : 'nao',
    } satisfies Values as Values,
    schema: { safeParse: (value) => schema.safeParse(toInput(value as Values)) },
    save: (input): Promise<Campanha<'cancelado'>> => api.campaigns.cancelado.update(campanha.id, input),
    onSaved: () => {
      toast.success(t('cancelledCampaign.settings.saved'));
      onSaved();
    },
    saveFailed: t('cancelledCampaign.settings.saveFailed'),
    onConflict: setConflict,
  });
  const { values, errors, set } = form;
  const readOnly = !can('planos_campanhas_editar');
  const toggle = (tipo: CanceladoTipo) => (selected: boolean) =>
    set('tipos')(selected ? [...values.tipos, tipo] : values.tipos.filter((other) => other !== tipo));

  return (
    <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
      <Card title={t('cancelledCampaign.settings.title')}>
        <FieldStack>
          <Switch isSelected={values.status} onChange={set('status')} isDisabled={readOnly}>
            {t('cancelledCampaign.settings.status')}
          </Switch>
          <FieldPair>
            <TextField
              name="nome"
              label={t('cancelledCampaign.settings.nome')}
              isRequired
              isReadOnly={readOnly}
              value={values.nome}
              onChange={set('nome')}
              errorMessage={errors.nome}
            />
            <TextField label={t('cancelledCampaign.settings.produto')} value={campanha.produto.nome} isReadOnly />
          </FieldPair>
        </FieldStack>
      </Card>
      <Card title={t('cancelledCampaign.settings.howTitle')}>
        <FieldStack>
          <Explanation>
            <p>{t('cancelledCampaign.settings.howMade')}</p>
            <p>{t('cancelledCampaign.settings.howClosed')}</p>
            <p>{t('cancelledCampaign.settings.origem')}</p>
          </Explanation>
          {duvidas.error ? (
            <Alert tone="danger" title={t('cancelledCampaign.settings.duvidaFailed')}>
              <Button variant="secondary" onPress={() => void duvidas.mutate()}>
                {t('cancelledCampaign.settings.retry')}
              </Button>
            </Alert>
          ) : (
            <Select
              name="tipo_duvida_id"
              label={t('cancelledCampaign.settings.duvida')}
              placeholder={t('cancelledCampaign.settings.duvidaPlaceholder')}
              emptyText={duvidas.data ? t('cancelledCampaign.settings.duvidaEmpty') : undefined}
              isRequired
              isDisabled={readOnly || !duvidas.data}
              options={(duvidas.data?.data ?? []).map((tipo) => ({ id: tipo.id, label: tipo.nome }))}
              selectedKey={values.tipo_duvida_id}
              onSelectionChange={(key) => key !== null && set('tipo_duvida_id')(Number(key))}
              errorMessage={errors.tipo_duvida_id}
            />
          )}
          <Group>
            <legend>{t('cancelledCampaign.settings.tipos')}</legend>
            {CANCELADO_TIPOS.map((tipo, index) => (
              <Checkbox
                key={tipo}
                name="tipos"
                value={tipo}
                isDisabled={readOnly}
                isSelected={values.tipos.includes(tipo)}
                onChange={toggle(tipo)}
                isInvalid={Boolean(errors.tipos)}
                errorMessage={index === CANCELADO_TIPOS.length - 1 ? errors.tipos : undefined}
              >
                {t(TIPO_LABEL[tipo])}
              </Checkbox>
            ))}
          </Group>
          <RadioGroup
            name="reabertura"
            label={t('cancelledCampaign.settings.reabertura')}
            isDisabled={readOnly}
            value={values.reabertura}
            onChange={(value) => set('reabertura')(value as Values['reabertura'])}
            errorMessage={errors.reabertura}
            options={[
              { value: 'nao', label: t('cancelledCampaign.settings.reaberturaNo') },
              { value: 'sim', label: t('cancelledCampaign.settings.reaberturaYes') },
            ]}
          />
        </FieldStack>
      </Card>
      {!readOnly && (
        <FormActions>
          <Button type="submit" isPending={form.pending}>
            {t('cancelledCampaign.settings.save')}
          </Button>
        </FormActions>
      )}
      <ConfirmDialog
        isOpen={conflict !== null}
        onOpenChange={(open) => !open && setConflict(null)}
        title={t('cancelledCampaign.settings.replaceTitle')}
        message={t('cancelledCampaign.settings.replaceMessage', { reason: conflict ?? '' })}
        confirmLabel={t('cancelledCampaign.settings.replace')}
        cancelLabel={t('cancelledCampaign.settings.cancel')}
        onConfirm={async () => {
          setConflict(null);
          await form.send({ substituir: true });
        }}
      />
    </Form>
  );
}
