import { ForbiddenError, ValidationError } from '@retoma/api-client';
import { Card } from '@retoma/ui';
import { Navigate } from 'react-router-dom';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { Columns, Empty, Stack } from '../components/layout';
import { MultiFilter } from '../components/MultiFilter';
import { ReportHeader } from '../components/ReportHeader';
import { ReportState } from '../components/ReportState';
import { TicketsPerAgentChart, TicketsPerDayChart } from '../components/TicketsCharts';
import { LossReasons, TicketsSummary } from '../components/TicketsSummary';
import { useReportFilters } from '../hooks/useReportFilters';
import { usePeopleOptions, useProductOptions, useTicketsReport } from '../hooks/useReports';
import { useReportsT } from '../messages';

/** `relatorios/tickets`: the tickets of the period — created, attended, won, waiting, lost — per day and per agent. */
export default function TicketsReportScreen() {
  const t = useReportsT();
  const { filters, setPeriod, setProdutos, setUsuarios } = useReportFilters();
  const products = useProductOptions();
  const people = usePeopleOptions();
  const { data, error, mutate } = useTicketsReport(filters);

  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  const periodError = error instanceof ValidationError ? (error.fieldMessage('dt_fim') ?? error.fieldMessage('dt_inicio')) : undefined;

  const body = () => {
    if (periodError) return null;
    if (error || !data) return <ReportState error={error} onRetry={() => void mutate()} />;
    return (
      <>
        <TicketsSummary report={data} />
        {data.atual.criados === 0 && data.atual.atendidos === 0 ? (
          <Card>
            <Empty>{t('reports.tickets.empty')}</Empty>
          </Card>
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
    );
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
