import { ApiError, ForbiddenError, NotFoundError, type Campanha, type CampaignKind } from '@retoma/api-client';
import { Alert, Button, Card, EmptyState, Spinner } from '@retoma/ui';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCompanyHref } from '../../../platform/links';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { ClientLinks } from '../../plans';
import { useCampaign } from '../hooks/useCampaign';
import { useCampaignsT } from '../messages';
import { CampaignTabs, type CampaignTab } from './CampaignTabs';

// One column that may shrink below its content's width: on a phone the tabs and forms fit the screen.
const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
`;

export interface CampaignFrameProps<K extends CampaignKind> {
  kind: K;
  planId: number;
  id: number;
  /** The campaign's sections, its settings page first. */
  tabs: readonly CampaignTab[];
  /** The page's own content, once the campaign is loaded; `reload` reads it again (after its settings were saved). */
  children: (campanha: Campanha<K>, reload: () => void) => ReactNode;
}

/**
 * What every page of a campaign of any kind has: the heading (the campaign's name and product), the tabs (each its
 * own address), and the campaign's loading, refusal, absence and failure, before the page's own content.
 */
export function CampaignFrame<K extends CampaignKind>({ kind, planId, id, tabs, children }: CampaignFrameProps<K>) {
  const t = useCampaignsT();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const loaded = useCampaign(kind, id);

  if (loaded.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const body = () => {
    if (Number.isNaN(id) || Number.isNaN(planId) || loaded.error instanceof NotFoundError)
      return (
        <Card>
          <EmptyState
            title={t('campaigns.page.notFound')}
            description={t('campaigns.page.notFoundHint')}
            action={
              <Button variant="secondary" onPress={() => navigate(href('meus-planos'))}>
                {t('campaigns.page.toPlans')}
              </Button>
            }
          />
        </Card>
      );
    if (loaded.error)
      return (
        <Alert tone="danger" title={t('campaigns.page.loadFailed')}>
          <p>{loaded.error instanceof ApiError ? loaded.error.message : null}</p>
          <Button variant="secondary" onPress={() => void loaded.mutate()}>
            {t('campaigns.page.retry')}
          </Button>
        </Alert>
      );
    if (!loaded.data) return <Spinner label={t('campaigns.page.loading')} showLabel />;
    return (
      <Sections>
        <CampaignTabs tabs={tabs} planId={planId} id={id} />
        {children(loaded.data, () => void loaded.mutate())}
      </Sections>
    );
  };

  return (
    <ClientLinks>
      <ScreenHeader
        description={
          loaded.data ? t('campaigns.page.description', { name: loaded.data.nome, product: loaded.data.produto.nome }) : undefined
        }
      />
      {body()}
    </ClientLinks>
  );
}
