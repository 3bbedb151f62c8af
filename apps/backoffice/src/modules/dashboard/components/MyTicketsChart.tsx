import type { DateRangeParams, MyTicketsStats } from '@retoma/api-client';
import { Card, theme } from '@retoma/ui';
import { DonutChart, type DonutSlice } from '@retoma/ui/charts';
import { useT, type MessageKey, type Translate } from '../../../i18n';
import type { TicketView } from '../hooks/useDashboardLocation';
import { useMyTickets } from '../hooks/useMyTickets';
import { dashboardMessages, type DashboardMessageKey } from '../messages';
import { LoadFailure } from './LoadFailure';

/** Each part with its label and colour: outcomes red, amber and green as the predecessor; ticket states likewise. */
function slicesOf(stats: MyTicketsStats, t: Translate<MessageKey | DashboardMessageKey>): DonutSlice[] {
  const slices =
    stats.type === 'atendimento'
      ? [
          { id: 'ganhou', label: t('dashboard.outcome.ganhou'), value: stats.tickets_ganhou, color: theme.colors.success },
          { id: 'aguardando', label: t('dashboard.outcome.aguardando'), value: stats.tickets_aguardando, color: theme.colors.warning },
          { id: 'perdeu', label: t('dashboard.outcome.perdeu'), value: stats.tickets_perdeu, color: theme.colors.danger },
        ]
      : [
          { id: 'finalizados', label: t('dashboard.state.finalizados'), value: stats.tickets_finalizados, color: theme.colors.success },
          { id: 'pendentes', label: t('dashboard.state.pendentes'), value: stats.tickets_pendentes, color: theme.colors.warning },
          { id: 'abertos', label: t('dashboard.state.abertos'), value: stats.tickets_abertos, color: theme.colors.primary },
        ];
  // Nothing in the period: the chart's empty state, not a ring of zeros.
  return slices.some((slice) => slice.value > 0) ? slices : [];
}

/** The period's tickets of one view as a donut (or its table), with a retry when they failed to load. */
export function MyTicketsChart({ view, title, range }: { view: TicketView; title: string; range: Required<DateRangeParams> }) {
  const t = useT(dashboardMessages);
  const { data, error, isLoading, mutate } = useMyTickets(view, range);
  if (error && !data)
    return (
      <Card>
        <LoadFailure error={error} onRetry={() => void mutate()} />
      </Card>
    );
  return (
    <DonutChart
      title={title}
      headingLevel={2}
      data={data ? slicesOf(data, t) : []}
      isLoading={isLoading}
      height={240}
      texts={{ empty: t('dashboard.myTickets.empty') }}
      totalLabel={t('dashboard.chart.total')}
      categoryLabel={t('dashboard.chart.situation')}
      valueLabel={t('dashboard.chart.tickets')}
      shareLabel={t('dashboard.chart.share')}
    />
  );
}
