import { ForbiddenError, ValidationError, type RecoveredSalesReport } from '@retoma/api-client';
import { Button, Card } from '@retoma/ui';
import { Download } from 'lucide-react';
import { Navigate } from 'react-router-dom';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { FiguresTable } from '../components/FiguresTable';
import { Columns, Empty, Stack } from '../components/layout';
import { MultiFilter } from '../components/MultiFilter';
import { OverTimeChart } from '../components/OverTimeChart';
import { ReportHeader } from '../components/ReportHeader';
import { ReportState } from '../components/ReportState';
import { ReversalsCard } from '../components/ReversalsCard';
import { SplitChart } from '../components/SplitChart';
import { TotalsCards } from '../components/TotalsCards';
import { useReportFilters } from '../hooks/useReportFilters';
import { useProductOptions, useSalesReport } from '../hooks/useReports';
import { downloadCsv, toCsv } from '../lib/csv';
import { salesCsvLines } from '../lib/salesCsv';
import { useReportLabels } from '../lib/useReportLabels';
import { useReportsT } from '../messages';

/** `relatorios/vendas-recuperadas`: how much was recovered in the period, from what, and how it was paid. */
export default function RecoveredSalesScreen() {
  const t = useReportsT();
  const { filters, setPeriod, setProdutos } = useReportFilters();
  const products = useProductOptions();
  const { data, error, mutate } = useSalesReport(filters);
  const labels = useReportLabels(
    (id) => products.find((product) => product.id === id)?.label ?? data?.produtos.find((product) => product.id === id)?.nome ?? `#${id}`,
  );

  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  const periodError = error instanceof ValidationError ? (error.fieldMessage('dt_fim') ?? error.fieldMessage('dt_inicio')) : undefined;

  const exportCsv = (report: RecoveredSalesReport) =>
    downloadCsv(
      `vendas-recuperadas-${report.periodo.dt_inicio}-${report.periodo.dt_fim}.csv`,
      toCsv(labels.headers, salesCsvLines(report, labels.words, labels.csv)),
    );

  const body = () => {
    if (periodError) return null;
    if (error || !data) return <ReportState error={error} onRetry={() => void mutate()} />;
    return (
      <>
        <TotalsCards atual={data.atual} anterior={data.anterior} periodo={data.periodo} />
        {data.atual.vendas === 0 ? (
          <Card>
            <Empty>{t('reports.empty')}</Empty>
          </Card>
        ) : (
          <>
            <OverTimeChart
              title={t('reports.overTime.products')}
              periodo={data.periodo}
              series={data.produtos.map((product) => ({ id: product.id, label: product.nome }))}
              values={data.por_dia}
            />
            <Columns>
              <SplitChart
                title={t('reports.origins.title')}
                categoryLabel={t('reports.origins.origin')}
                rows={data.por_origem.map((row) => ({ key: row.origem, label: labels.origin(row.origem), figures: row }))}
              />
              <Card>
                <FiguresTable
                  caption={t('reports.mode.title')}
                  firstHeader={t('reports.origins.origin')}
                  rows={[
                    { key: 'automatico', label: t('reports.mode.automatico'), figures: data.automatico },
                    { key: 'assistido', label: t('reports.mode.assistido'), figures: data.assistido },
                  ]}
                  total={data.atual}
                />
              </Card>
            </Columns>
            <Card>
              {data.por_passo.length === 0 ? (
                <Empty>{t('reports.steps.empty')}</Empty>
              ) : (
                <FiguresTable
                  caption={t('reports.steps.title')}
                  firstHeader={t('reports.steps.campaign')}
                  rows={data.por_passo.map((row) => ({
                    key: `${row.campanha.id}-${row.canal}-${row.posicao}`,
                    label: `${row.campanha.nome} — ${labels.step(row)}`,
                    figures: row,
                  }))}
                />
              )}
            </Card>
            <Columns>
              <SplitChart
                title={t('reports.payments.title')}
                categoryLabel={t('reports.payments.method')}
                rows={data.por_pagamento.map((row) => ({ key: row.payment_type, label: labels.payment(row.payment_type), figures: row }))}
              />
              <ReversalsCard reversoes={data.reversoes} />
            </Columns>
          </>
        )}
      </>
    );
  };

  return (
    <>
      <ScreenHeader />
      <Stack>
        <ReportHeader
          filters={filters}
          onPeriod={setPeriod}
          periodError={periodError}
          actions={
            <Button variant="secondary" isDisabled={!data || Boolean(periodError)} onPress={() => data && exportCsv(data)}>
              <Download size={16} aria-hidden="true" />
              {t('reports.export')}
            </Button>
          }
        >
          <MultiFilter
            label={t('reports.filter.products')}
            options={products.map((product) => ({ id: product.id, label: product.label }))}
            selected={filters.produtos}
            onChange={setProdutos}
          />
        </ReportHeader>
        {body()}
      </Stack>
    </>
  );
}
