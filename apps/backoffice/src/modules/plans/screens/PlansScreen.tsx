import { Button } from '@retoma/ui';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useAllowedHref } from '../../../platform/links';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { ClientLinks } from '../components/ClientLinks';
import { PlanTable } from '../components/PlanTable';
import { RecoveryRulesButton } from '../components/RecoveryRules';
import { usePlansT } from '../messages';

/** `planos/meus-planos`: the company's recovery plans, each with its products and its campaigns on and off. */
export default function PlansScreen() {
  const t = usePlansT();
  const navigate = useNavigate();
  const createHref = useAllowedHref()('planos-criar');
  const create = createHref ? (
    <Button onPress={() => navigate(createHref)}>
      <Plus aria-hidden size={16} />
      {t('plans.list.create')}
    </Button>
  ) : null;
  return (
    <ClientLinks>
      <ScreenHeader
        description={t('plans.list.description')}
        actions={
          <>
            <RecoveryRulesButton />
            {create}
          </>
        }
      />
      <PlanTable createButton={create} />
    </ClientLinks>
  );
}
