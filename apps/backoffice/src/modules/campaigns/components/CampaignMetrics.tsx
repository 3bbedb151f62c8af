import { ApiError, type Canal, type SequenceKind } from '@retoma/api-client';
import { Alert, Button, Card, StatCard, formatThousands, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { useCampaignMetrics } from '../hooks/useCampaign';
import { useCampaignsT, type CampaignsKey } from '../messages';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;

const StepTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
  }
  th:first-child {
    text-align: start;
  }
`;

const CHANNEL: Record<Canal, CampaignsKey> = { email: 'campaigns.channel.email', sms: 'campaigns.channel.sms' };

/**
 * A campaign's numbers, counted by the server: what is scheduled and went out, who is in and who left, the sales
 * won back and their value, and each step's sends, opens, clicks and sales.
 */
export function CampaignMetrics({ kind, id }: { kind: SequenceKind; id: number }) {
  const t = useCampaignsT();
  const locale = useUiLocale();
  const metrics = useCampaignMetrics(kind, id);
  if (metrics.error)
    return (
      <Alert tone="danger" title={t('campaigns.metrics.failed')}>
        <p>{metrics.error instanceof ApiError ? metrics.error.message : null}</p>
        <Button variant="secondary" onPress={() => void metrics.mutate()}>
          {t('campaigns.page.retry')}
        </Button>
      </Alert>
    );
  const data = metrics.data;
  const loading = !data;
  const loadingLabel = t('campaigns.metrics.loading');
  return (
    <>
      <Cards aria-busy={loading || undefined}>
        <StatCard label={t('campaigns.metrics.scheduled')} value={data?.total_schedules} isLoading={loading} loadingLabel={loadingLabel} />
        <StatCard label={t('campaigns.metrics.history')} value={data?.send_history} isLoading={loading} loadingLabel={loadingLabel} />
        <StatCard label={t('campaigns.metrics.active')} value={data?.contacts_count} isLoading={loading} loadingLabel={loadingLabel} />
        <StatCard
          label={t('campaigns.metrics.inactive')}
          value={data?.total_contacts_inactive}
          isLoading={loading}
          loadingLabel={loadingLabel}
        />
        <StatCard label={t('campaigns.metrics.total')} value={data?.total_contacts} isLoading={loading} loadingLabel={loadingLabel} />
        <StatCard label={t('campaigns.metrics.sales')} value={data?.total_recovered} isLoading={loading} loadingLabel={loadingLabel} />
        <StatCard
          label={t('campaigns.metrics.value')}
          value={data?.value_recovered}
          format="currency"
          isLoading={loading}
          loadingLabel={loadingLabel}
        />
      </Cards>
      {data && data.passos.length > 0 && (
        <Card title={t('campaigns.metrics.perStep')}>
          <StepTable>
            <thead>
              <tr>
                <th scope="col">{t('campaigns.metrics.step')}</th>
                <th scope="col">{t('campaigns.metrics.sent')}</th>
                <th scope="col">{t('campaigns.metrics.opens')}</th>
                <th scope="col">{t('campaigns.metrics.clicks')}</th>
                <th scope="col">{t('campaigns.metrics.recovered')}</th>
              </tr>
            </thead>
            <tbody>
              {data.passos.map((row) => (
                <tr key={row.passo_id}>
                  <th scope="row">{t('campaigns.metrics.stepName', { channel: t(CHANNEL[row.canal]), position: row.posicao })}</th>
                  {[row.enviados, row.aberturas, row.cliques, row.recuperadas].map((count, index) => (
                    <td key={index}>{formatThousands(count, { locale })}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </StepTable>
        </Card>
      )}
    </>
  );
}
