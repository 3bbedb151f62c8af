import type { ChartTexts } from '@retoma/ui/charts';
import { useReportsT } from '../messages';

/** The charts' own words (table toggle, loading, keyboard hint, empty) in the person's language. */
export function useChartTexts(): ChartTexts {
  const t = useReportsT();
  return {
    showTable: t('reports.chart.showTable'),
    showChart: t('reports.chart.showChart'),
    loading: t('reports.chart.loading'),
    explore: t('reports.chart.explore'),
    empty: t('reports.empty'),
  };
}
