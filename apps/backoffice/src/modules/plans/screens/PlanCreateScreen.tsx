import type { Plano } from '@retoma/api-client';
import { planoInput } from '@retoma/api-client/schemas';
import { Button, Card, Form, FormActions, useToast } from '@retoma/ui';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../../platform/api';
import { useCompanyHref } from '../../../platform/links';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { PlanFields } from '../components/PlanFields';
import { PLANOS_LIST } from '../hooks/usePlans';
import { useServerForm } from '../../../platform/useServerForm';
import { usePlansT } from '../messages';

/**
 * `planos/criar`: a plan's name and whether it runs. Saved, it opens the plan's page, where its campaigns are added.
 */
export default function PlanCreateScreen() {
  const t = usePlansT();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const reload = useReloadCompanyList(PLANOS_LIST);
  const form = useServerForm({
    initial: { nome: '', status: true },
    schema: planoInput,
    save: (input) => api.plans.create(input),
    onSaved: (created) => {
      void reload();
      toast.success(t('plans.form.created'));
      navigate(href('planos-gerenciar', { plan_id: (created as Plano).id }));
    },
    saveFailed: t('plans.form.saveFailed'),
  });

  return (
    <>
      <ScreenHeader description={t('plans.create.description')} />
      <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
        <Card>
          <PlanFields values={form.values} errors={form.errors} onNome={form.set('nome')} onStatus={form.set('status')} />
        </Card>
        <FormActions>
          <Button variant="secondary" onPress={() => navigate(href('meus-planos'))} isDisabled={form.pending}>
            {t('plans.form.cancel')}
          </Button>
          <Button type="submit" isPending={form.pending}>
            {t('plans.form.save')}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}
