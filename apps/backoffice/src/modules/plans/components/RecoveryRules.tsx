import { ApiError, type RecoveryRules as Rules } from '@retoma/api-client';
import { recoveryRulesInput } from '@retoma/api-client/schemas';
import { Alert, Button, Form, FormActions, Modal, NumberField, Spinner, Switch, TextField, useToast } from '@retoma/ui';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCan, useCompanySession } from '../../../platform/companySession';
import { useServerForm } from '../../../platform/useServerForm';
import { usePlansT } from '../messages';
import { FieldStack } from '../../../platform/formLayout';

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * "Regras de envio" beside the plans: the rules every campaign of the company sends by — how many messages a lead
 * may get a day, the quiet hours (in the company's zone), how long a purchase is credited to what preceded it, and
 * the demonstration mode. Read by anyone who sees the plans; changed by who manages them.
 */
export function RecoveryRulesButton() {
  const t = usePlansT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Settings2 aria-hidden size={16} />
        {t('plans.rules.open')}
      </Button>
      <Modal title={t('plans.rules.title')} isOpen={open} onOpenChange={setOpen} closeLabel={t('plans.rules.close')}>
        <RulesLoader onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function RulesLoader({ onDone }: { onDone: () => void }) {
  const t = usePlansT();
  const api = useApi();
  const { slug } = useCompanySession();
  const rules = useSWR([slug, 'recuperacao_config'], () => api.recoveryRules.get());
  if (rules.error)
    return (
      <Alert tone="danger" title={t('plans.rules.loadFailed')}>
        <p>{rules.error instanceof ApiError ? rules.error.message : null}</p>
        <Button variant="secondary" onPress={() => void rules.mutate()}>
          {t('plans.rules.retry')}
        </Button>
      </Alert>
    );
  if (!rules.data) return <Spinner label={t('plans.rules.loading')} showLabel />;
  return (
    <RulesForm rules={rules.data} onSaved={(saved) => void rules.mutate(saved, { revalidate: false }).then(onDone)} onCancel={onDone} />
  );
}

function RulesForm({ rules, onSaved, onCancel }: { rules: Rules; onSaved: (saved: Rules) => void; onCancel: () => void }) {
  const t = usePlansT();
  const api = useApi();
  const toast = useToast();
  const readOnly = !useCan()('planos_gerenciar');
  const form = useServerForm({
    initial: {
      max_mensagens_dia: rules.max_mensagens_dia,
      silencio_inicio: rules.silencio_inicio,
      silencio_fim: rules.silencio_fim,
      janela_atribuicao_dias: rules.janela_atribuicao_dias,
      atraso_demonstracao: rules.atraso_demonstracao,
    },
    schema: recoveryRulesInput,
    save: (input) => api.recoveryRules.update(input),
    onSaved: (saved) => {
      toast.success(t('plans.rules.saved'));
      onSaved(saved);
    },
    saveFailed: t('plans.rules.saveFailed'),
  });
  const { values, errors, set } = form;
  return (
    <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
      <FieldStack>
        <NumberField
          name="max_mensagens_dia"
          label={t('plans.rules.perDay')}
          description={t('plans.rules.perDayHint')}
          minValue={1}
          maxValue={20}
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
          isReadOnly={readOnly}
          value={values.max_mensagens_dia}
          onChange={set('max_mensagens_dia')}
          errorMessage={errors.max_mensagens_dia}
        />
        <Pair>
          <TextField
            name="silencio_inicio"
            label={t('plans.rules.quietStart')}
            description={t('plans.rules.quietHint', { zone: rules.fuso })}
            placeholder="21:00"
            isReadOnly={readOnly}
            value={values.silencio_inicio}
            onChange={set('silencio_inicio')}
            errorMessage={errors.silencio_inicio}
          />
          <TextField
            name="silencio_fim"
            label={t('plans.rules.quietEnd')}
            placeholder="08:00"
            isReadOnly={readOnly}
            value={values.silencio_fim}
            onChange={set('silencio_fim')}
            errorMessage={errors.silencio_fim}
          />
        </Pair>
        <NumberField
          name="janela_atribuicao_dias"
          label={t('plans.rules.window')}
          description={t('plans.rules.windowHint')}
          minValue={1}
          maxValue={30}
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
          isReadOnly={readOnly}
          value={values.janela_atribuicao_dias}
          onChange={set('janela_atribuicao_dias')}
          errorMessage={errors.janela_atribuicao_dias}
        />
        <Switch
          isSelected={values.atraso_demonstracao}
          onChange={set('atraso_demonstracao')}
          isDisabled={readOnly}
          description={t('plans.rules.demoHint')}
        >
          {t('plans.rules.demo')}
        </Switch>
        <FormActions>
          <Button variant="secondary" onPress={onCancel} isDisabled={form.pending}>
            {t(readOnly ? 'plans.rules.close' : 'plans.rules.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" isPending={form.pending}>
              {t('plans.rules.save')}
            </Button>
          )}
        </FormActions>
      </FieldStack>
    </Form>
  );
}
