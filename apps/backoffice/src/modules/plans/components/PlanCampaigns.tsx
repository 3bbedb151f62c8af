import { CAMPAIGN_KINDS, type Plano } from '@retoma/api-client';
import { Button, Card, ConfirmDialog, EmptyState, formatThousands, useUiLocale } from '@retoma/ui';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../platform/companySession';
import { useAllowedHref } from '../../../platform/links';
import { useCampaignSwitch } from '../hooks/useCampaignSwitch';
import { useRemoveCampaign } from '../hooks/useRemoveCampaign';
import { pluralKey } from '../../../i18n';
import { usePlansT } from '../messages';
import { CampaignCard } from './CampaignCard';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The campaigns of a plan as cards, with "new campaign" while a kind is still missing. Switching one off asks
 * first and says how many scheduled sends it cancels; deleting asks too.
 */
export function PlanCampaigns({ plano, reload }: { plano: Plano; reload: () => Promise<unknown> }) {
  const t = usePlansT();
  const locale = useUiLocale();
  const can = useCan();
  const navigate = useNavigate();
  const allowedHref = useAllowedHref();
  const switching = useCampaignSwitch(reload);
  const removal = useRemoveCampaign(reload);
  const missingKind = CAMPAIGN_KINDS.some((kind) => !plano.campanhas.some((campanha) => campanha.tipo === kind));
  const createHref = can('planos_campanhas_incluir') && missingKind ? allowedHref('campanha-criar', { plan_id: plano.id }) : null;
  const create = createHref && (
    <Button variant="secondary" onPress={() => navigate(createHref)}>
      <Plus aria-hidden size={16} />
      {t('plans.manage.addCampaign')}
    </Button>
  );
  const asking = switching.asking;

  return (
    <Card title={t('plans.manage.campaigns')} subtitle={t('plans.manage.campaignsHint')} actions={plano.campanhas.length > 0 && create}>
      {plano.campanhas.length === 0 ? (
        <EmptyState size="sm" title={t('plans.manage.noCampaigns')} description={t('plans.manage.noCampaignsHint')} action={create} />
      ) : (
        <Grid aria-label={t('plans.manage.campaigns')}>
          {plano.campanhas.map((campanha) => (
            <li key={campanha.id}>
              <CampaignCard
                campanha={campanha}
                planId={plano.id}
                onSwitch={can('planos_campanhas_editar') ? switching.request : undefined}
                onRemove={can('planos_campanhas_deletar') ? removal.ask : undefined}
                isSwitching={switching.busy === campanha.id}
              />
            </li>
          ))}
        </Grid>
      )}
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && switching.cancel()}
        title={t('plans.switch.title')}
        message={
          asking
            ? asking.agendados_count > 0
              ? t(pluralKey(locale, asking.agendados_count, { one: 'plans.switch.messageOne', other: 'plans.switch.messageOther' }), {
                  name: asking.nome,
                  count: formatThousands(asking.agendados_count, { locale }),
                })
              : t('plans.switch.message', { name: asking.nome })
            : ''
        }
        confirmLabel={t('plans.switch.confirm')}
        cancelLabel={t('plans.form.cancel')}
        tone="danger"
        onConfirm={switching.confirm}
      />
      <ConfirmDialog
        isOpen={removal.asking !== null}
        onOpenChange={(open) => !open && removal.cancel()}
        title={t('plans.removeCampaign.title')}
        message={removal.asking ? t('plans.removeCampaign.message', { name: removal.asking.nome }) : ''}
        confirmLabel={t('plans.remove.confirm')}
        cancelLabel={t('plans.form.cancel')}
        tone="danger"
        onConfirm={removal.confirm}
      />
    </Card>
  );
}
