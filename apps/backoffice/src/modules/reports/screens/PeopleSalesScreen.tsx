import { ForbiddenError, ValidationError, type PeopleSalesReport } from '@retoma/api-client';
import { Button, Card } from '@retoma/ui';
import { Download } from 'lucide-react';
import { Navigate } from 'react-router-dom';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { Columns, Empty, Stack } from '../components/layout';
import { MultiFilter } from '../components/MultiFilter';
import { OverTimeChart } from '../components/OverTimeChart';
import { PeopleTable } from '../components/PeopleTable';
import { ReportHeader } from '../components/ReportHeader';
import { ReportState } from '../components/ReportState';
import { ReversalsCard } from '../components/ReversalsCard';
import { SplitChart } from '../components/SplitChart';
import { TotalsCards } from '../components/TotalsCards';
import { useReportFilters } from '../hooks/useReportFilters';
import { usePeopleOptions, usePeopleReport, useProductOptions } from '../hooks/useReports';
import { downloadCsv, toCsv } from '../lib/csv';
import { peopleCsvLines } from '../lib/salesCsv';
import { useReportLabels } from '../lib/useReportLabels';
import { useReportsT } from '../messages';

/** `relatorios/vendas-usuario`: who recovered what in the period, with their tickets, conversion and commissions. */
export default function PeopleSalesScreen() {
  const t = useReportsT();
  const { filters, setPeriod, setProdutos, setUsuarios } = useReportFilters();
  const products = useProductOptions();
  const people = usePeopleOptions();
  const { data, error, mutate } = usePeopleReport(filters);
  const labels = useReportLabels(
    (id) =>
      people.find((person) => person.id === id)?.label ?? data?.pessoas.find((row) => row.usuario.id === id)?.usuario.name ?? `#${id}`,
  );

  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  const periodError = error instanceof ValidationError ? (error.fieldMessage('dt_fim') ?? error.fieldMessage('dt_inicio')) : undefined;

  const exportCsv = (report: PeopleSalesReport) =>
    downloadCsv(
      `vendas-por-usuario-${report.periodo.dt_inicio}-${report.periodo.dt_fim}.csv`,
      toCsv(
        [
          ...labels.headers,
          t('reports.people.attended'),
          t('reports.people.won'),
          t('reports.people.average'),
          t('reports.people.commissions'),
        ],
        peopleCsvLines(report, labels.words, labels.csv),
      ),
    );

  const body = () => {
    if (periodError) return null;
    if (error || !data) return <ReportState error={error} onRetry={() => void mutate()} />;
    return (
      <>
        <TotalsCards atual={data.atual} anterior={data.anterior} periodo={data.periodo} />
        {data.pessoas.length === 0 ? (
          <Card>
            <Empty>{t('reports.people.empty')}</Empty>
          </Card>
        ) : (
          <>
            <Card>
              <PeopleTable pessoas={data.pessoas} />
            </Card>
            <OverTimeChart
              title={t('reports.overTime.people')}
              periodo={data.periodo}
              series={data.pessoas.filter((row) => row.vendas > 0).map((row) => ({ id: row.usuario.id, label: row.usuario.name }))}
              values={data.por_dia}
            />
            <Columns>
              <SplitChart
                title={t('reports.origins.title')}
                categoryLabel={t('reports.origins.origin')}
                rows={data.por_origem.map((row) => ({ key: row.origem, label: labels.origin(row.origem), figures: row }))}
              />
              <SplitChart
                title={t('reports.payments.title')}
                categoryLabel={t('reports.payments.method')}
                rows={data.por_pagamento.map((row) => ({ key: row.payment_type, label: labels.payment(row.payment_type), figures: row }))}
              />
            </Columns>
            <ReversalsCard reversoes={data.reversoes} />
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
          <MultiFilter
            label={t('reports.filter.people')}
            options={people.map((person) => ({ id: person.id, label: person.label }))}
            selected={filters.usuarios}
            onChange={setUsuarios}
          />
        </ReportHeader>
        {body()}
      </Stack>
    </>
  );
}
