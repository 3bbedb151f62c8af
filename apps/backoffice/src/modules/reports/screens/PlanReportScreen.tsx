import { PlanFunnelTable } from '../components/PlanFunnelTable';
import { EmptyCard, ReportPage } from '../components/ReportPage';
import { usePlansCsvExport } from '../hooks/useReportExports';
import { useReportFilters } from '../hooks/useReportFilters';
import { usePlanReport } from '../hooks/useReports';
import { useReportsT } from '../messages';

/** `planos/relatorios`: each plan's campaigns and their funnel per step in the period. */
export default function PlanReportScreen() {
  const t = useReportsT();
  const filters = useReportFilters();
  const exportCsv = usePlansCsvExport();
  return (
    <ReportPage filters={filters} report={usePlanReport(filters.filters)} onExport={exportCsv}>
      {(data) =>
        data.planos.length === 0 ? (
          <EmptyCard>{t('reports.plans.empty')}</EmptyCard>
        ) : (
          data.planos.map((plano) => <PlanFunnelTable key={plano.id} plano={plano} />)
        )
      }
    </ReportPage>
  );
}
