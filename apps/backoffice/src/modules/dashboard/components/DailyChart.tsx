import type { DateRangeParams, MonthComparison } from '@retoma/api-client';
import { Card, formatNumber, useUiLocale } from '@retoma/ui';
import { LineChart } from '@retoma/ui/charts';
import { useT } from '../../../i18n';
import { useDailyComparison } from '../hooks/useDailyComparison';
import type { TicketView } from '../hooks/useDashboardLocation';
import { dashboardMessages } from '../messages';
import { LoadFailure } from './LoadFailure';

interface DailyPoint {
  dia: string;
  atual: number;
  anterior: number;
}

/** Day i of the period beside day i of the period before it, on the period's own dates. */
function pointsOf(comparison: MonthComparison): DailyPoint[] {
  return comparison.periodo_atual.map((day, i) => ({
    dia: day.dia,
    atual: day.quantidade,
    anterior: comparison.periodo_anterior[i]?.quantidade ?? 0,
  }));
}

const sum = (points: DailyPoint[], key: 'atual' | 'anterior') => points.reduce((total, point) => total + point[key], 0);

/** Attendances (or inserted tickets) per day over the period, against the period before it (the predecessor's monthly comparison). */
export function DailyChart({ view, range }: { view: TicketView; range: Required<DateRangeParams> }) {
  const t = useT(dashboardMessages);
  const locale = useUiLocale();
  const { data, error, isLoading, mutate } = useDailyComparison(view, range);
  const title = t(view === 'atendimento' ? 'dashboard.daily.atendimento' : 'dashboard.daily.inseridos');
  const points = data ? pointsOf(data) : [];
  const empty = sum(points, 'atual') === 0 && sum(points, 'anterior') === 0;
  if (error && !data)
    return (
      <Card>
        <LoadFailure error={error} onRetry={() => void mutate()} />
      </Card>
    );
  return (
    <LineChart
      title={title}
      headingLevel={2}
      description={
        data && !empty
          ? t('dashboard.daily.summary', {
              current: formatNumber(sum(points, 'atual'), { locale }),
              previous: formatNumber(sum(points, 'anterior'), { locale }),
            })
          : undefined
      }
      data={empty ? [] : points}
      xKey="dia"
      xFormat="date"
      xLabel={t('dashboard.chart.day')}
      series={[
        { key: 'atual', label: t('dashboard.daily.current') },
        { key: 'anterior', label: t('dashboard.daily.previous') },
      ]}
      isLoading={isLoading}
      height={220}
      texts={{ empty: t('dashboard.daily.empty') }}
    />
  );
}
