import type { RecoveredSalesReport } from '@retoma/api-client';
import { Card } from '@retoma/ui';
import { FiguresTable } from '../components/FiguresTable';
import { Columns } from '../components/layout';
import { OverTimeChart } from '../components/OverTimeChart';
import { EmptyCard, ReportPage } from '../components/ReportPage';
import { ReversalsCard } from '../components/ReversalsCard';
import { OriginsChart, PaymentsChart } from '../components/SplitChart';
import { TotalsCards } from '../components/TotalsCards';
import { useReportFilters } from '../hooks/useReportFilters';
import { useProductOptions, useSalesReport } from '../hooks/useReports';
import { downloadReportCsv } from '../lib/csv';
import { salesCsvLines } from '../lib/salesCsv';
import { useReportLabels } from '../lib/useReportLabels';
import { useReportsT } from '../messages';

/** `relatorios/vendas-recuperadas`: how much was recovered in the period, from what, and how it was paid. */
export default function RecoveredSalesScreen() {
  const t = useReportsT();
  const filters = useReportFilters();
  const products = useProductOptions();
  const report = useSalesReport(filters.filters);
  const { data } = report;
  const labels = useReportLabels(
    (id) => products.find((product) => product.id === id)?.label ?? data?.produtos.find((product) => product.id === id)?.nome ?? `#${id}`,
  );

  const exportCsv = (loaded: RecoveredSalesReport) =>
    downloadReportCsv('vendas-recuperadas', loaded.periodo, labels.headers, salesCsvLines(loaded, labels.words, labels.csv));

  return (
    <ReportPage filters={filters} report={report} onExport={exportCsv}>
      {(loaded) => (
        <>
          <TotalsCards atual={loaded.atual} anterior={loaded.anterior} periodo={loaded.periodo} />
          {loaded.atual.vendas === 0 ? (
            <EmptyCard>{t('reports.empty')}</EmptyCard>
          ) : (
            <>
              <OverTimeChart
                title={t('reports.overTime.products')}
                periodo={loaded.periodo}
                series={loaded.produtos.map((product) => ({ id: product.id, label: product.nome }))}
                values={loaded.por_dia}
              />
              <Columns>
                <OriginsChart report={loaded} labels={labels} />
                <Card>
                  <FiguresTable
                    caption={t('reports.mode.title')}
                    firstHeader={t('reports.origins.origin')}
                    rows={[
                      { key: 'automatico', label: t('reports.mode.automatico'), figures: loaded.automatico },
                      { key: 'assistido', label: t('reports.mode.assistido'), figures: loaded.assistido },
                    ]}
                    total={loaded.atual}
                  />
                </Card>
              </Columns>
              {loaded.por_passo.length === 0 ? (
                <EmptyCard>{t('reports.steps.empty')}</EmptyCard>
              ) : (
                <Card>
                  <FiguresTable
                    caption={t('reports.steps.title')}
                    firstHeader={t('reports.steps.campaign')}
                    rows={loaded.por_passo.map((row) => ({
                      key: `${row.campanha.id}-${row.canal}-${row.posicao}`,
                      label: `${row.campanha.nome} — ${labels.step(row)}`,
                      figures: row,
                    }))}
                  />
                </Card>
              )}
              <Columns>
                <PaymentsChart report={loaded} labels={labels} />
                <ReversalsCard reversoes={loaded.reversoes} />
              </Columns>
            </>
          )}
        </>
      )}
    </ReportPage>
  );
}
