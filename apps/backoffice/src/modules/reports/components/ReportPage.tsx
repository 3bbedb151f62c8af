import { ForbiddenError, ValidationError } from '@retoma/api-client';
import { Button, Card } from '@retoma/ui';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { usePeopleOptions, useProductOptions } from '../hooks/useReports';
import type { useReportFilters } from '../hooks/useReportFilters';
import { useReportsT } from '../messages';
import { Empty, Stack } from './layout';
import { MultiFilter } from './MultiFilter';
import { ReportHeader } from './ReportHeader';
import { ReportState } from './ReportState';

export interface ReportPageProps<T> {
  /** The address's filters and their setters. */
  filters: ReturnType<typeof useReportFilters>;
  /** The report's request (SWR's answer). */
  report: { data: T | undefined; error: unknown; mutate: () => unknown };
  /** The person filter too (the reports that split by person). */
  byPerson?: boolean;
  /** The CSV of the loaded report. */
  onExport?: (data: T) => void;
  /** The figures, once loaded. */
  children: (data: T) => ReactNode;
}

/**
 * What every report screen is: its title, the shared header (period, products, people, export), and below it the
 * figures — or the wait, the failure with a retry, nothing while the server refuses the period (its message is on
 * the range); a report the person may not read sends them to the "not authorised" page.
 */
export function ReportPage<T>({ filters: state, report, byPerson = false, onExport, children }: ReportPageProps<T>) {
  const t = useReportsT();
  const products = useProductOptions();
  const people = usePeopleOptions(byPerson);
  const { data, error, mutate } = report;
  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  const periodError = error instanceof ValidationError ? (error.fieldMessage('dt_fim') ?? error.fieldMessage('dt_inicio')) : undefined;

  const body = () => {
    if (periodError) return null;
    if (error || !data) return <ReportState error={error} onRetry={() => void mutate()} />;
    return children(data);
  };

  return (
    <>
      <ScreenHeader />
      <Stack>
        <ReportHeader
          filters={state.filters}
          onPeriod={state.setPeriod}
          periodError={periodError}
          actions={
            onExport && (
              <Button variant="secondary" isDisabled={!data || Boolean(periodError)} onPress={() => data && onExport(data)}>
                <Download size={16} aria-hidden="true" />
                {t('reports.export')}
              </Button>
            )
          }
        >
          <MultiFilter
            label={t('reports.filter.products')}
            options={products.map((product) => ({ id: product.id, label: product.label }))}
            selected={state.filters.produtos}
            onChange={state.setProdutos}
          />
          {byPerson && (
            <MultiFilter
              label={t('reports.filter.people')}
              options={people.map((person) => ({ id: person.id, label: person.label }))}
              selected={state.filters.usuarios}
              onChange={state.setUsuarios}
            />
          )}
        </ReportHeader>
        {body()}
      </Stack>
    </>
  );
}

/** A report's section with nothing to show in the period. */
export function EmptyCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <Empty>{children}</Empty>
    </Card>
  );
}
