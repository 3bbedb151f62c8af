import type { DateRangeParams } from '@retoma/api-client';
import { StatCard } from '@retoma/ui';
import { AlarmClock, Headset, Trophy } from 'lucide-react';
import { useT } from '../../../i18n';
import { useMyTickets } from '../hooks/useMyTickets';
import { useOverdueReturns } from '../hooks/useOverdueReturns';
import { dashboardMessages } from '../messages';

/**
 * The period's attendances and won sales, and the returns already late (whatever the period: a late return is
 * late now). A figure that failed to load shows a dash; the chart below offers the retry.
 */
export function DashboardStats({ range }: { range: Required<DateRangeParams> }) {
  const t = useT(dashboardMessages);
  const attended = useMyTickets('atendimento', range);
  const overdue = useOverdueReturns();
  const stats = attended.data?.type === 'atendimento' ? attended.data : undefined;
  const total = stats ? stats.tickets_ganhou + stats.tickets_aguardando + stats.tickets_perdeu : null;
  const loading = t('dashboard.chart.loading');
  return (
    <>
      <StatCard
        label={t('dashboard.stats.attended')}
        value={total}
        format="number"
        icon={<Headset size={20} />}
        isLoading={attended.isLoading}
        loadingLabel={loading}
      />
      <StatCard
        label={t('dashboard.stats.won')}
        value={stats?.tickets_ganhou ?? null}
        format="number"
        tone="success"
        icon={<Trophy size={20} />}
        isLoading={attended.isLoading}
        loadingLabel={loading}
      />
      <StatCard
        label={t('dashboard.stats.overdue')}
        value={overdue.data?.total ?? null}
        format="number"
        tone={overdue.data && overdue.data.total > 0 ? 'danger' : 'neutral'}
        icon={<AlarmClock size={20} />}
        isLoading={overdue.isLoading}
        loadingLabel={loading}
      />
    </>
  );
}
