import type { ChartTexts } from '@retoma/ui/charts';
import { useT } from '../../../i18n';
import { dashboardMessages } from '../messages';

/** The charts' own words (table toggle, loading, keyboard hint, empty) in the user's language. */
export function useChartTexts(empty: string): ChartTexts {
  const t = useT(dashboardMessages);
  return {
    showTable: t('dashboard.chart.showTable'),
    showChart: t('dashboard.chart.showChart'),
    loading: t('dashboard.chart.loading'),
    explore: t('dashboard.chart.explore'),
    empty,
  };
}
