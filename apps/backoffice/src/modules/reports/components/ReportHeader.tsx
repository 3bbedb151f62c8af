import { Button, Card, DateRangePicker, formatDate, parseDate } from '@retoma/ui';
import type { ReactNode } from 'react';
import { Group } from 'react-aria-components';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { QUICK_PERIODS, type QuickPeriod, type ReportFilters, type ReportPeriodChoice } from '../hooks/useReportFilters';
import { useReportsT, type ReportsKey } from '../messages';

const QUICK_LABEL: Record<QuickPeriod, ReportsKey> = {
  hoje: 'reports.period.hoje',
  '7': 'reports.period.7',
  '15': 'reports.period.15',
  '30': 'reports.period.30',
};

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;
const Quick = styled(Group)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
const End = styled.div`
  margin-inline-start: auto;
`;
const Showing = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ReportHeaderProps {
  filters: ReportFilters;
  onPeriod: (choice: ReportPeriodChoice) => void;
  /** The server's refusal of the period (more than 60 days), shown on the range. */
  periodError?: string | undefined;
  /** The report's own filters (products, people). */
  children?: ReactNode;
  /** The export. */
  actions?: ReactNode;
}

/**
 * The reports' shared header: today, 7, 15 or 30 days (the chosen one pressed) or a range from the calendar, the
 * report's filters, its export, and the period the figures are of, in words.
 */
export function ReportHeader({ filters, onPeriod, periodError, children, actions }: ReportHeaderProps) {
  const t = useReportsT();
  const dates = useDateFormat();
  const { period, days } = filters;
  const range = 'quick' in period ? null : { start: parseDate(period.dt_inicio), end: parseDate(period.dt_fim) };
  return (
    <Card>
      <Bar>
        <Quick aria-label={t('reports.period.label')}>
          {QUICK_PERIODS.map((quick) => {
            const pressed = 'quick' in period && period.quick === quick;
            return (
              <Button
                key={quick}
                size="sm"
                variant={pressed ? 'primary' : 'secondary'}
                aria-pressed={pressed}
                onPress={() => onPeriod({ quick })}
              >
                {t(QUICK_LABEL[quick])}
              </Button>
            );
          })}
        </Quick>
        <DateRangePicker
          label={t('reports.period.range')}
          value={range}
          errorMessage={periodError}
          onChange={(value) => value && onPeriod({ dt_inicio: value.start.toString(), dt_fim: value.end.toString() })}
        />
        {children}
        {actions && <End>{actions}</End>}
      </Bar>
      <Showing>
        {t('reports.period.showing', {
          from: formatDate(`${days.dt_inicio}T12:00:00`, { locale: dates.locale }),
          to: formatDate(`${days.dt_fim}T12:00:00`, { locale: dates.locale }),
        })}
      </Showing>
    </Card>
  );
}
