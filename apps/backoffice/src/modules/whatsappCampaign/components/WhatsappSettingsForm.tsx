import type { Campanha } from '@retoma/api-client';
import { campanhaUpdateInput } from '@retoma/api-client/schemas';
import { Button, Card, Form, FormActions, Switch, TextArea, TextField, useToast } from '@retoma/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCan } from '../../../platform/companySession';
import { useServerForm } from '../../../platform/useServerForm';
import { useWhatsappCampaignT } from '../messages';
import { VariableButtons } from './VariableButtons';
import { FieldPair, FieldStack } from '../../../platform/formLayout';

const Phone = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 7rem minmax(0, 1fr);
`;

/** The longest message the campaign keeps (the predecessor's limit: one WhatsApp preview line or two). */
const MAX_MENSAGEM = 130;

interface Values {
  nome: string;
  status: boolean;
  ddi: string;
  telefone: string;
  mensagem: string;
}

const schema = campanhaUpdateInput('whatsapp');
const toInput = ({ nome, status, ddi, telefone, mensagem }: Values) => ({
  nome,
  status,
  config: { ddi: ddi.replace(/^\+/, ''), telefone: telefone.replace(/\D/g, ''), mensagem },
});

/**
 * The WhatsApp campaign's settings: switch, name, product (fixed), the company's WhatsApp number the agents write
 * from, and the message they send a contact ([NOME_LEAD] and [NOME_PRODUTO] filled for each lead).
 */
export function WhatsappSettingsForm({ campanha, onSaved }: { campanha: Campanha<'whatsapp'>; onSaved: () => void }) {
  const t = useWhatsappCampaignT();
  const api = useApi();
  const toast = useToast();
  const can = useCan();
  const message = useRef<HTMLTextAreaElement>(null);
  const form = useServerForm({
    initial: {
      nome: campanha.nome,
      status: campanha.status === 1,
      ddi: campanha.config.ddi ?? '55',
      telefone: campanha.config.telefone ?? '',
      mensagem: campanha.config.mensagem ?? '',
    } satisfies Values as Values,
    schema: { safeParse: (value) => schema.safeParse(toInput(value as Values)) },
    save: (input): Promise<Campanha<'whatsapp'>> => api.campaigns.whatsapp.update(campanha.id, input),
    onSaved: () => {
      toast.success(t('whatsappCampaign.settings.saved'));
      onSaved();
    },
    saveFailed: t('whatsappCampaign.settings.saveFailed'),
  });
  const { values, errors, set } = form;
  const readOnly = !can('planos_campanhas_editar');

  return (
    <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
      <Card title={t('whatsappCampaign.settings.title')}>
        <FieldStack>
          <Switch isSelected={values.status} onChange={set('status')} isDisabled={readOnly}>
            {t('whatsappCampaign.settings.status')}
          </Switch>
          <FieldPair>
            <TextField
              name="nome"
              label={t('whatsappCampaign.settings.nome')}
              isRequired
              isReadOnly={readOnly}
              value={values.nome}
              onChange={set('nome')}
              errorMessage={errors.nome}
            />
            <TextField label={t('whatsappCampaign.settings.produto')} value={campanha.produto.nome} isReadOnly />
          </FieldPair>
          <Phone>
            <TextField
              name="ddi"
              label={t('whatsappCampaign.settings.ddi')}
              inputMode="numeric"
              isRequired
              isReadOnly={readOnly}
              value={values.ddi}
              onChange={set('ddi')}
              errorMessage={errors.ddi}
            />
            <TextField
              name="telefone"
              type="tel"
              label={t('whatsappCampaign.settings.telefone')}
              description={t('whatsappCampaign.settings.telefoneHint')}
              isRequired
              isReadOnly={readOnly}
              value={values.telefone}
              onChange={set('telefone')}
              errorMessage={errors.telefone}
            />
          </Phone>
          <TextArea
            name="mensagem"
            label={t('whatsappCampaign.settings.mensagem')}
            description={t('whatsappCampaign.settings.mensagemHint')}
            isRequired
            isReadOnly={readOnly}
            maxLength={MAX_MENSAGEM}
            showCount
            rows={3}
            inputRef={message}
            value={values.mensagem}
            onChange={set('mensagem')}
            errorMessage={errors.mensagem}
          />
          {!readOnly && <VariableButtons field={message} value={values.mensagem} onChange={set('mensagem')} />}
        </FieldStack>
      </Card>
      {!readOnly && (
        <FormActions>
          <Button type="submit" isPending={form.pending}>
            {t('whatsappCampaign.settings.save')}
          </Button>
        </FormActions>
      )}
    </Form>
  );
}
