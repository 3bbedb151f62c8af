import { Card, formatDate } from '@retoma/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { PeriodBar, type PeriodChoice } from '../../../platform/PeriodBar';
import type { ReportFilters } from '../hooks/useReportFilters';
import { useReportsT } from '../messages';

const End = styled.div`
  margin-inline-start: auto;
`;

export interface ReportHeaderProps {
  filters: ReportFilters;
  onPeriod: (choice: PeriodChoice) => void;
  /** The server's refusal of the period (more than 60 days), shown on the range. */
  periodError?: string | undefined;
  /** The report's own filters (products, people). */
  children?: ReactNode;
  /** The export. */
  actions?: ReactNode;
}

/**
 * The reports' shared header: the period bar (today, 7, 15 or 30 days, or a range of at most 60), the report's
 * filters, its export, and the period the figures are of, in words.
 */
export function ReportHeader({ filters, onPeriod, periodError, children, actions }: ReportHeaderProps) {
  const t = useReportsT();
  const dates = useDateFormat();
  const { days } = filters;
  return (
    <Card>
      <PeriodBar
        period={filters.period}
        onChange={onPeriod}
        errorMessage={periodError}
        texts={{
          label: t('reports.period.label'),
          quick: {
            hoje: t('reports.period.hoje'),
            '7': t('reports.period.7'),
            '15': t('reports.period.15'),
            '30': t('reports.period.30'),
          },
          range: t('reports.period.range'),
        }}
        note={t('reports.period.showing', {
          from: formatDate(`${days.dt_inicio}T12:00:00`, { locale: dates.locale }),
          to: formatDate(`${days.dt_fim}T12:00:00`, { locale: dates.locale }),
        })}
      >
        {children}
        {actions && <End>{actions}</End>}
      </PeriodBar>
    </Card>
  );
}
