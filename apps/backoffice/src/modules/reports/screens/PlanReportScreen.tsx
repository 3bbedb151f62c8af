import { ForbiddenError, ValidationError } from '@retoma/api-client';
import { Card } from '@retoma/ui';
import { Navigate } from 'react-router-dom';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { Empty, Stack } from '../components/layout';
import { MultiFilter } from '../components/MultiFilter';
import { PlanFunnelTable } from '../components/PlanFunnelTable';
import { ReportHeader } from '../components/ReportHeader';
import { ReportState } from '../components/ReportState';
import { useReportFilters } from '../hooks/useReportFilters';
import { usePlanReport, useProductOptions } from '../hooks/useReports';
import { useReportsT } from '../messages';

/** `planos/relatorios`: each plan's campaigns and their funnel per step in the period. */
export default function PlanReportScreen() {
  const t = useReportsT();
  const { filters, setPeriod, setProdutos } = useReportFilters();
  const products = useProductOptions();
  const { data, error, mutate } = usePlanReport(filters);

  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  const periodError = error instanceof ValidationError ? (error.fieldMessage('dt_fim') ?? error.fieldMessage('dt_inicio')) : undefined;

  const body = () => {
    if (periodError) return null;
    if (error || !data) return <ReportState error={error} onRetry={() => void mutate()} />;
    if (data.planos.length === 0)
      return (
        <Card>
          <Empty>{t('reports.plans.empty')}</Empty>
        </Card>
      );
    return data.planos.map((plano) => <PlanFunnelTable key={plano.id} plano={plano} />);
  };

  return (
    <>
      <ScreenHeader />
      <Stack>
        <ReportHeader filters={filters} onPeriod={setPeriod} periodError={periodError}>
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
