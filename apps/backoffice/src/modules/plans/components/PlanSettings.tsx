import type { Plano } from '@retoma/api-client';
import { planoInput } from '@retoma/api-client/schemas';
import { Button, Card, ConfirmDialog, Form, FormActions, formatThousands, useToast, useUiLocale } from '@retoma/ui';
import { useState } from 'react';
import { useApi } from '../../../platform/api';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { PLANOS_LIST } from '../hooks/usePlans';
import { useServerForm } from '../../../platform/useServerForm';
import { pluralKey } from '../../../i18n';
import { usePlansT } from '../messages';
import { PlanFields } from './PlanFields';

/** How many sends the plan's running campaigns have scheduled: what switching the plan off cancels. */
export const scheduledOf = (plano: Plano) =>
  plano.campanhas.reduce((sum, campanha) => sum + (campanha.status === 1 ? campanha.agendados_count : 0), 0);

/**
 * A plan's name and switch. Save and cancel appear once something changed; switching the plan off asks first,
 * saying how many scheduled sends its campaigns will drop.
 */
export function PlanSettings({ plano, onSaved }: { plano: Plano; onSaved: () => Promise<unknown> }) {
  const t = usePlansT();
  const locale = useUiLocale();
  const api = useApi();
  const toast = useToast();
  const reloadList = useReloadCompanyList(PLANOS_LIST);
  const [confirming, setConfirming] = useState(false);
  const initial = { nome: plano.nome, status: plano.status === 1 };
  const form = useServerForm({
    initial,
    schema: planoInput,
    save: (input) => api.plans.update(plano.id, input),
    onSaved: () => {
      void reloadList();
      void onSaved();
      toast.success(t('plans.form.updated'));
    },
    saveFailed: t('plans.form.saveFailed'),
  });
  const changed = form.values.nome !== initial.nome || form.values.status !== initial.status;
  const switchingOff = initial.status && !form.values.status;
  const scheduled = scheduledOf(plano);

  return (
    <Form
      onSubmit={(event) => {
        if (!switchingOff) return void form.submit(event);
        event.preventDefault();
        setConfirming(true);
      }}
      errorSummary={form.summary}
      validationBehavior="aria"
    >
      <Card title={t('plans.manage.settings')}>
        <PlanFields values={form.values} errors={form.errors} onNome={form.set('nome')} onStatus={form.set('status')} />
      </Card>
      {changed && (
        <FormActions>
          <Button
            variant="secondary"
            isDisabled={form.pending}
            onPress={() => {
              form.set('nome')(initial.nome);
              form.set('status')(initial.status);
            }}
          >
            {t('plans.form.cancel')}
          </Button>
          <Button type="submit" isPending={form.pending}>
            {t('plans.form.save')}
          </Button>
        </FormActions>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('plans.switchPlan.title')}
        message={
          scheduled > 0
            ? t(pluralKey(locale, scheduled, { one: 'plans.switchPlan.messageOne', other: 'plans.switchPlan.messageOther' }), {
                count: formatThousands(scheduled, { locale }),
              })
            : t('plans.switchPlan.message')
        }
        confirmLabel={t('plans.switchPlan.confirm')}
        cancelLabel={t('plans.form.cancel')}
        tone="danger"
        onConfirm={async () => {
          setConfirming(false);
          await form.send();
        }}
      />
    </Form>
  );
}
