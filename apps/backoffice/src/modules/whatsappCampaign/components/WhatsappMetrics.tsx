import { ApiError } from '@retoma/api-client';
import { Alert, Button, StatCard } from '@retoma/ui';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useWhatsappCampaignT } from '../messages';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
`;

/** The campaign's numbers, counted by the server: contacts, answered and pending, sales won back and their value. */
export function WhatsappMetrics({ id }: { id: number }) {
  const t = useWhatsappCampaignT();
  const api = useApi();
  const { slug } = useCompanySession();
  const metrics = useSWR([slug, 'whatsapp', 'metrics', id], () => api.campaigns.whatsapp.metrics(id));
  if (metrics.error)
    return (
      <Alert tone="danger" title={t('whatsappCampaign.metrics.failed')}>
        <p>{metrics.error instanceof ApiError ? metrics.error.message : null}</p>
        <Button variant="secondary" onPress={() => void metrics.mutate()}>
          {t('whatsappCampaign.retry')}
        </Button>
      </Alert>
    );
  const data = metrics.data;
  const card = { isLoading: !data, loadingLabel: t('whatsappCampaign.metrics.loading') };
  return (
    <Cards aria-busy={!data || undefined}>
      <StatCard label={t('whatsappCampaign.metrics.total')} value={data?.total_contacts} {...card} />
      <StatCard label={t('whatsappCampaign.metrics.answered')} value={data?.contacts_answered} {...card} />
      <StatCard label={t('whatsappCampaign.metrics.pending')} value={data?.contacts_pending} {...card} />
      <StatCard label={t('whatsappCampaign.metrics.sales')} value={data?.total_recovered} {...card} />
      <StatCard label={t('whatsappCampaign.metrics.value')} value={data?.value_recovered} format="currency" {...card} />
    </Cards>
  );
}
