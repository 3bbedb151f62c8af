import { Button, DateRangePicker, parseDate, today } from '@retoma/ui';
import { useState, type ReactNode } from 'react';
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

const periodKey = (period: PeriodChoice) => ('quick' in period ? period.quick : `${period.dt_inicio}/${period.dt_fim}`);

/**
 * The range field is left to itself (react-aria's range picker, held at no value, dropped the first date as soon as
 * it was typed) and drawn anew (`key`) when the period changes other than by the field: a quick period pressed,
 * another address. `seen` is the last period the page gave; `picked`, the last the field gave the page.
 */
function useRangeField(period: PeriodChoice) {
  const now = periodKey(period);
  const [field, setField] = useState({ key: now, seen: now, picked: '' });
  if (now !== field.seen) setField({ key: now === field.picked ? field.key : now, seen: now, picked: field.picked });
  return { key: field.key, picked: (picked: string) => setField({ ...field, picked }) };
}

/** The quick periods (the chosen one pressed), the calendar's range, the page's controls, and the period in words. */
export function PeriodBar({ period, onChange, texts, errorMessage, children, note }: PeriodBarProps) {
  const range = 'quick' in period ? null : { start: parseDate(period.dt_inicio), end: parseDate(period.dt_fim) };
  const field = useRangeField(period);
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
        key={field.key}
        label={texts.range}
        defaultValue={range}
        errorMessage={errorMessage}
        onChange={(value) => {
          if (!value) return;
          const picked = { dt_inicio: value.start.toString(), dt_fim: value.end.toString() };
          field.picked(periodKey(picked));
          onChange(picked);
        }}
      />
      {children}
      <Note>{note}</Note>
    </Bar>
  );
}
