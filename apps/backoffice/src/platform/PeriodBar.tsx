import { Button, DateRangePicker, parseDate, today } from '@retoma/ui';
import type { ReactNode } from 'react';
import { Group } from 'react-aria-components';
import styled from 'styled-components';

/**
 * The period of a page that reads days of the company's zone (reports, transactions): today or the last 7, 15 or
 * 30 days — today included — or a range picked in the calendar. The texts are the page's (a report names its
 * 60-day limit on the range), given by the module in the person's language.
 */

export const QUICK_PERIODS = ['hoje', '7', '15', '30'] as const;
export type QuickPeriod = (typeof QUICK_PERIODS)[number];

/** A quick period, or a range of days (`YYYY-MM-DD`) picked in the calendar. */
export type PeriodChoice = { quick: QuickPeriod } | { dt_inicio: string; dt_fim: string };

/** The days of a period in the company's zone, both included: a quick one ends today. */
export function daysOfPeriod(period: PeriodChoice, timeZone: string | undefined): { dt_inicio: string; dt_fim: string } {
  if (!('quick' in period)) return period;
  const end = today(timeZone ?? 'America/Sao_Paulo');
  const back = period.quick === 'hoje' ? 0 : Number(period.quick) - 1;
  return { dt_inicio: end.subtract({ days: back }).toString(), dt_fim: end.toString() };
}

export interface PeriodTexts {
  /** The quick choices' group. */
  label: string;
  quick: Record<QuickPeriod, string>;
  range: string;
}

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
const Note = styled.p`
  margin: 0;
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PeriodBarProps {
  period: PeriodChoice;
  onChange: (period: PeriodChoice) => void;
  texts: PeriodTexts;
  /** Why the server refused the range (a report's 60 days), shown on it. */
  errorMessage?: string | undefined;
  /** The page's other controls, in the same row (filters, an export). */
  children?: ReactNode;
  /** The line under the row: the period the page shows, in words. */
  note: ReactNode;
}

/** The quick periods (the chosen one pressed), the calendar's range, the page's controls, and the period in words. */
export function PeriodBar({ period, onChange, texts, errorMessage, children, note }: PeriodBarProps) {
  const range = 'quick' in period ? null : { start: parseDate(period.dt_inicio), end: parseDate(period.dt_fim) };
  return (
    <Bar>
      <Quick aria-label={texts.label}>
        {QUICK_PERIODS.map((quick) => {
          const pressed = 'quick' in period && period.quick === quick;
          return (
            <Button
              key={quick}
              size="sm"
              variant={pressed ? 'primary' : 'secondary'}
              aria-pressed={pressed}
              onPress={() => onChange({ quick })}
            >
              {texts.quick[quick]}
            </Button>
          );
        })}
      </Quick>
      <DateRangePicker
        label={texts.range}
        value={range}
        errorMessage={errorMessage}
        onChange={(value) => value && onChange({ dt_inicio: value.start.toString(), dt_fim: value.end.toString() })}
      />
      {children}
      <Note>{note}</Note>
    </Bar>
  );
}
