import type { MensagemPadrao, TipoMensagem } from '@retoma/api-client';
import { mensagemPadraoInput } from '@retoma/api-client/schemas';
import { Button, Card, Checkbox, Form, FormActions, RadioGroup, TextField, useToast } from '@retoma/ui';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useTicketSettingsT } from '../messages';
import { MENSAGENS_PADRAO, TIPO_MENSAGEM } from '../config/mensagens';
import { useServerForm } from '../../../platform/useServerForm';
import { MessageBodyField } from './MessageBodyField';
import { MessagePreview } from './MessagePreview';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const TIPOS: readonly TipoMensagem[] = ['whatsapp', 'email'];
const isTipo = (value: string): value is TipoMensagem => (TIPOS as readonly string[]).includes(value);

export interface MensagemFormProps {
  /** The message being edited; a new one when absent. */
  record?: MensagemPadrao;
  onSaved: () => void;
  onCancel: () => void;
}

/** A default message's channel, title, subject (e-mail), text with variables and active flag, beside its live preview. */
export function MensagemForm({ record, onSaved, onCancel }: MensagemFormProps) {
  const t = useTicketSettingsT();
  const api = useApi();
  const toast = useToast();
  const resource = MENSAGENS_PADRAO.resource(api);
  const form = useServerForm({
    saveFailed: t('ticketSettings.form.saveFailed'),
    initial: {
      tipo: record?.tipo ?? ('whatsapp' as TipoMensagem),
      titulo: record?.titulo ?? '',
      assunto: record?.assunto ?? '',
      mensagem: record?.mensagem ?? '',
      status: record ? record.status === 1 : true,
    },
    schema: mensagemPadraoInput,
    save: (input) => (record ? resource.update(record.id, input) : resource.create(input)),
    onSaved: () => {
      toast.success(t(record ? 'ticketSettings.mensagemForm.updated' : 'ticketSettings.mensagemForm.created'));
      onSaved();
    },
  });
  const { values, errors, set } = form;
  const isEmail = values.tipo === 'email';

  return (
    <Layout>
      <Card title={t('ticketSettings.mensagemForm.content')}>
        <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
          <RadioGroup
            name="tipo"
            label={t('ticketSettings.mensagens.tipo')}
            orientation="horizontal"
            isRequired
            value={values.tipo}
            onChange={(value) => isTipo(value) && set('tipo')(value)}
            errorMessage={errors.tipo}
            options={TIPOS.map((tipo) => ({ value: tipo, label: t(TIPO_MENSAGEM[tipo]) }))}
          />
          <TextField
            name="titulo"
            label={t('ticketSettings.mensagens.titulo')}
            description={t('ticketSettings.mensagemForm.tituloHint')}
            isRequired
            value={values.titulo}
            onChange={set('titulo')}
            errorMessage={errors.titulo}
          />
          {isEmail && (
            <TextField
              name="assunto"
              label={t('ticketSettings.mensagemForm.assunto')}
              isRequired
              value={values.assunto}
              onChange={set('assunto')}
              errorMessage={errors.assunto}
            />
          )}
          <MessageBodyField
            label={t('ticketSettings.mensagemForm.mensagem')}
            description={t(isEmail ? 'ticketSettings.mensagemForm.mensagemEmailHint' : 'ticketSettings.mensagemForm.mensagemWhatsappHint')}
            value={values.mensagem}
            onChange={set('mensagem')}
            errorMessage={errors.mensagem}
          />
          <Checkbox name="status" isSelected={values.status} onChange={set('status')} errorMessage={errors.status}>
            {t('ticketSettings.form.active')}
          </Checkbox>
          <FormActions>
            <Button variant="secondary" onPress={onCancel} isDisabled={form.pending}>
              {t('ticketSettings.form.cancel')}
            </Button>
            <Button type="submit" isPending={form.pending}>
              {t('ticketSettings.form.save')}
            </Button>
          </FormActions>
        </Form>
      </Card>
      <MessagePreview tipo={values.tipo} assunto={values.assunto} mensagem={values.mensagem} />
    </Layout>
  );
}
