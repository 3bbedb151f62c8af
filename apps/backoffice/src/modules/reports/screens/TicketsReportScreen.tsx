import { Columns } from '../components/layout';
import { EmptyCard, ReportPage } from '../components/ReportPage';
import { TicketsPerAgentChart, TicketsPerDayChart } from '../components/TicketsCharts';
import { LossReasons, TicketsSummary } from '../components/TicketsSummary';
import { useTicketsCsvExport } from '../hooks/useReportExports';
import { useReportFilters } from '../hooks/useReportFilters';
import { useTicketsReport } from '../hooks/useReports';
import { useReportsT } from '../messages';

/** `relatorios/tickets`: the tickets of the period — created, attended, won, waiting, lost — per day and per agent. */
export default function TicketsReportScreen() {
  const t = useReportsT();
  const filters = useReportFilters();
  const exportCsv = useTicketsCsvExport();
  return (
    <ReportPage filters={filters} report={useTicketsReport(filters.filters)} byPerson onExport={exportCsv}>
      {(data) => (
        <>
          <TicketsSummary report={data} />
          {data.atual.criados === 0 && data.atual.atendidos === 0 ? (
            <EmptyCard>{t('reports.tickets.empty')}</EmptyCard>
          ) : (
            <>
              <TicketsPerDayChart report={data} />
              <Columns>
                <TicketsPerAgentChart report={data} />
                <LossReasons report={data} />
              </Columns>
            </>
          )}
        </>
      )}
    </ReportPage>
  );
}
