import { TICKET_POLICIES, type Campanha, type SequenceKind, type TicketPolicy } from '@retoma/api-client';
import { campanhaUpdateInput } from '@retoma/api-client/schemas';
import { Button, Card, ConfirmDialog, Form, FormActions, Select, Switch, TextField, useToast } from '@retoma/ui';
import { useState } from 'react';
import { useApi } from '../../../platform/api';
import { useCan } from '../../../platform/companySession';
import { useServerForm } from '../../../platform/useServerForm';
import { useCampaignsT, type CampaignsKey } from '../messages';
import { FieldPair, FieldStack } from '../../../platform/formLayout';

const POLICY_LABEL: Record<TicketPolicy, CampaignsKey> = {
  nunca: 'campaigns.settings.policy.nunca',
  na_entrada: 'campaigns.settings.policy.na_entrada',
  sem_compra_no_fim: 'campaigns.settings.policy.sem_compra_no_fim',
};

interface SettingsValues {
  nome: string;
  status: boolean;
  ticket_policy: TicketPolicy;
  checkout_url: string;
  janela_inicio: string;
  janela_fim: string;
  substituir?: boolean;
}

/** The form's values as the update call carries them: the kind's settings inside `config`. */
function toInput(kind: SequenceKind, { checkout_url, janela_inicio, janela_fim, ...own }: SettingsValues) {
  const window = { janela_inicio, janela_fim };
  return { ...own, config: kind === 'carrinho' ? { checkout_url, ...window } : window };
}

/**
 * A cart or boleto campaign's settings: switch, name, product (fixed), when it opens a ticket, the checkout address
 * (cart) and the window of the day its messages go out. Switching it on while another campaign of the kind runs for
 * the product asks whether to replace that one.
 */
export function SettingsForm({ kind, campanha, onSaved }: { kind: SequenceKind; campanha: Campanha<SequenceKind>; onSaved: () => void }) {
  const t = useCampaignsT();
  const api = useApi();
  const toast = useToast();
  const can = useCan();
  const [conflict, setConflict] = useState<string | null>(null);
  const config = campanha.config;
  const schema = campanhaUpdateInput(kind);
  const form = useServerForm({
    initial: {
      nome: campanha.nome,
      status: campanha.status === 1,
      ticket_policy: campanha.ticket_policy,
      checkout_url: 'checkout_url' in config ? (config.checkout_url ?? '') : '',
      janela_inicio: config.janela_inicio ?? '',
      janela_fim: config.janela_fim ?? '',
    } satisfies SettingsValues as SettingsValues,
    schema: { safeParse: (value) => schema.safeParse(toInput(kind, value as SettingsValues)) },
    save: (input): Promise<Campanha<SequenceKind>> => api.campaigns[kind].update(campanha.id, input),
    onSaved: () => {
      toast.success(t('campaigns.settings.saved'));
      onSaved();
    },
    saveFailed: t('campaigns.settings.saveFailed'),
    onConflict: setConflict,
  });
  const { values, errors, set } = form;
  const readOnly = !can('planos_campanhas_editar');

  return (
    <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
      <Card title={t('campaigns.settings.title')}>
        <FieldStack>
          <Switch isSelected={values.status} onChange={set('status')} isDisabled={readOnly}>
            {t('campaigns.settings.status')}
          </Switch>
          <FieldPair>
            <TextField
              name="nome"
              label={t('campaigns.settings.nome')}
              isRequired
              isReadOnly={readOnly}
              value={values.nome}
              onChange={set('nome')}
              errorMessage={errors.nome}
            />
            <TextField label={t('campaigns.settings.produto')} value={campanha.produto.nome} isReadOnly />
          </FieldPair>
          {kind === 'carrinho' && (
            <TextField
              name="checkout_url"
              type="url"
              label={t('campaigns.settings.checkout')}
              description={t('campaigns.settings.checkoutHint')}
              placeholder="https://"
              isReadOnly={readOnly}
              value={values.checkout_url}
              onChange={set('checkout_url')}
              errorMessage={errors.checkout_url}
            />
          )}
          <FieldPair>
            <TextField
              name="janela_inicio"
              label={t('campaigns.settings.windowStart')}
              description={t('campaigns.settings.windowHint')}
              placeholder="08:00"
              isReadOnly={readOnly}
              value={values.janela_inicio}
              onChange={set('janela_inicio')}
              errorMessage={errors.janela_inicio}
            />
            <TextField
              name="janela_fim"
              label={t('campaigns.settings.windowEnd')}
              placeholder="20:00"
              isReadOnly={readOnly}
              value={values.janela_fim}
              onChange={set('janela_fim')}
              errorMessage={errors.janela_fim}
            />
          </FieldPair>
          <Select
            name="ticket_policy"
            label={t('campaigns.settings.policy')}
            isDisabled={readOnly}
            options={TICKET_POLICIES.map((policy) => ({ id: policy, label: t(POLICY_LABEL[policy]) }))}
            selectedKey={values.ticket_policy}
            onSelectionChange={(key) => key !== null && set('ticket_policy')(key as TicketPolicy)}
            errorMessage={errors.ticket_policy}
          />
        </FieldStack>
      </Card>
      {!readOnly && (
        <FormActions>
          <Button type="submit" isPending={form.pending}>
            {t('campaigns.settings.save')}
          </Button>
        </FormActions>
      )}
      <ConfirmDialog
        isOpen={conflict !== null}
        onOpenChange={(open) => !open && setConflict(null)}
        title={t('campaigns.settings.replaceTitle')}
        message={t('campaigns.settings.replaceMessage', { reason: conflict ?? '' })}
        confirmLabel={t('campaigns.settings.replace')}
        cancelLabel={t('campaigns.settings.cancel')}
        onConfirm={async () => {
          setConflict(null);
          await form.send({ substituir: true });
        }}
      />
    </Form>
  );
}
