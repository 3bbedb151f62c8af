import { Select } from '@retoma/ui';
import { useT } from '../../../i18n';
import { PERIOD_DAYS, type PeriodDays } from '../hooks/useDashboardLocation';
import { dashboardMessages, type DashboardMessageKey } from '../messages';

const LABELS: Record<PeriodDays, DashboardMessageKey> = {
  7: 'dashboard.period.7',
  31: 'dashboard.period.31',
  365: 'dashboard.period.365',
};

/** The dashboard's period: the last 7 days, the last month or the last year (the predecessor's choices). */
export function PeriodSelect({ days, onChange }: { days: PeriodDays; onChange: (days: PeriodDays) => void }) {
  const t = useT(dashboardMessages);
  return (
    <Select
      label={t('dashboard.period')}
      options={PERIOD_DAYS.map((id) => ({ id, label: t(LABELS[id]) }))}
      selectedKey={days}
      onSelectionChange={(key) => onChange(key as PeriodDays)}
    />
  );
}
