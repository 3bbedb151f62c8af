import type { PeopleSalesReport } from '@retoma/api-client';
import { Card } from '@retoma/ui';
import { Columns } from '../components/layout';
import { OverTimeChart } from '../components/OverTimeChart';
import { PeopleTable } from '../components/PeopleTable';
import { EmptyCard, ReportPage } from '../components/ReportPage';
import { ReversalsCard } from '../components/ReversalsCard';
import { OriginsChart, PaymentsChart } from '../components/SplitChart';
import { TotalsCards } from '../components/TotalsCards';
import { useReportFilters } from '../hooks/useReportFilters';
import { usePeopleOptions, usePeopleReport } from '../hooks/useReports';
import { downloadReportCsv } from '../lib/csv';
import { peopleCsvLines } from '../lib/salesCsv';
import { useReportLabels } from '../lib/useReportLabels';
import { useReportsT } from '../messages';

/** `relatorios/vendas-usuario`: who recovered what in the period, with their tickets, conversion and commissions. */
export default function PeopleSalesScreen() {
  const t = useReportsT();
  const filters = useReportFilters();
  const people = usePeopleOptions();
  const report = usePeopleReport(filters.filters);
  const { data } = report;
  const labels = useReportLabels(
    (id) =>
      people.find((person) => person.id === id)?.label ?? data?.pessoas.find((row) => row.usuario.id === id)?.usuario.name ?? `#${id}`,
  );

  const exportCsv = (loaded: PeopleSalesReport) =>
    downloadReportCsv(
      'vendas-por-usuario',
      loaded.periodo,
      [
        ...labels.headers,
        t('reports.people.attended'),
        t('reports.people.won'),
        t('reports.people.average'),
        t('reports.people.commissions'),
      ],
      peopleCsvLines(loaded, labels.words, labels.csv),
    );

  return (
    <ReportPage filters={filters} report={report} byPerson onExport={exportCsv}>
      {(loaded) => (
        <>
          <TotalsCards atual={loaded.atual} anterior={loaded.anterior} periodo={loaded.periodo} />
          {loaded.pessoas.length === 0 ? (
            <EmptyCard>{t('reports.people.empty')}</EmptyCard>
          ) : (
            <>
              <Card>
                <PeopleTable pessoas={loaded.pessoas} />
              </Card>
              <OverTimeChart
                title={t('reports.overTime.people')}
                periodo={loaded.periodo}
                series={loaded.pessoas.filter((row) => row.vendas > 0).map((row) => ({ id: row.usuario.id, label: row.usuario.name }))}
                values={loaded.por_dia}
              />
              <Columns>
                <OriginsChart report={loaded} labels={labels} />
                <PaymentsChart report={loaded} labels={labels} />
              </Columns>
              <ReversalsCard reversoes={loaded.reversoes} />
            </>
          )}
        </>
      )}
    </ReportPage>
  );
}
