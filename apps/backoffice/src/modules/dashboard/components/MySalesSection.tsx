import type { DateRangeParams } from '@retoma/api-client';
import { Card, StatCard } from '@retoma/ui';
import { DonutChart } from '@retoma/ui/charts';
import { HandCoins, Wallet } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useMySales } from '../hooks/useMySales';
import { dashboardMessages } from '../messages';
import { LoadFailure } from './LoadFailure';

const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  /* Side by side only where a price fits beside another. */
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
`;

/** Integer cents as decimal text (`123456` → `1234.56`), for the kit's price formatters: exact, never divided. */
function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The money of the dashboard: what the person recovered in the period (against the one before), by product, and what they are owed. */
export function MySalesSection({ range }: { range: Required<DateRangeParams> }) {
  const t = useT(dashboardMessages);
  const { data, error, isLoading, mutate } = useMySales(range);
  if (error && !data)
    return (
      <Card>
        <LoadFailure error={error} onRetry={() => void mutate()} />
      </Card>
    );
  const previous = data?.anterior.liquido_centavos ?? 0;
  return (
    <>
      <Figures>
        <StatCard
          label={t('dashboard.sales.recovered')}
          value={data ? centsToDecimal(data.atual.liquido_centavos) : null}
          format="currency"
          tone="success"
          icon={<HandCoins size={20} />}
          delta={data && previous > 0 ? (data.atual.liquido_centavos - previous) / previous : null}
          deltaCaption={t('dashboard.sales.previous')}
          isLoading={isLoading}
          loadingLabel={t('dashboard.chart.loading')}
        />
        <StatCard
          label={t('dashboard.sales.commissions')}
          value={data ? centsToDecimal(data.comissoes_a_receber_centavos) : null}
          format="currency"
          icon={<Wallet size={20} />}
          isLoading={isLoading}
          loadingLabel={t('dashboard.chart.loading')}
        />
      </Figures>
      <DonutChart
        title={t('dashboard.sales.byProduct')}
        headingLevel={2}
        data={(data?.produtos ?? [])
          .filter((product) => product.liquido_centavos > 0)
          .map((product) => ({ id: String(product.id), label: product.nome, value: Number(centsToDecimal(product.liquido_centavos)) }))}
        valueFormat="price"
        isLoading={isLoading}
        height={220}
        texts={{ empty: t('dashboard.sales.empty') }}
        totalLabel={t('dashboard.chart.total')}
        categoryLabel={t('dashboard.sales.product')}
        valueLabel={t('dashboard.sales.value')}
        shareLabel={t('dashboard.chart.share')}
      />
    </>
  );
}
