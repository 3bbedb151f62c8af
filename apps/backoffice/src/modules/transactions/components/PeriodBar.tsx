import { Button, DateRangePicker, formatDateRange, parseDate } from '@retoma/ui';
import { Group } from 'react-aria-components';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { QUICK_PERIODS, type QuickPeriod, type TransactionPeriod } from '../hooks/useTransactionList';
import { useTransactionsT, type TransactionsKey } from '../messages';

const QUICK_LABEL: Record<QuickPeriod, TransactionsKey> = {
  hoje: 'transactions.period.hoje',
  '7': 'transactions.period.7',
  '15': 'transactions.period.15',
  '30': 'transactions.period.30',
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
const Showing = styled.p`
  margin: 0;
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PeriodBarProps {
  period: TransactionPeriod;
  /** The period's days, as the list asks for them. */
  days: { dt_inicio: string; dt_fim: string };
  onChange: (period: TransactionPeriod) => void;
}

/** Today, 7, 15 or 30 days (the chosen one pressed), or a range from the calendar; the period shown in words. */
export function PeriodBar({ period, days, onChange }: PeriodBarProps) {
  const t = useTransactionsT();
  const dates = useDateFormat();
  const range = 'quick' in period ? null : { start: parseDate(period.dt_inicio), end: parseDate(period.dt_fim) };
  return (
    <Bar>
      <Quick aria-label={t('transactions.period.label')}>
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
              {t(QUICK_LABEL[quick])}
            </Button>
          );
        })}
      </Quick>
      <DateRangePicker
        label={t('transactions.period.range')}
        value={range}
        onChange={(value) => value && onChange({ dt_inicio: value.start.toString(), dt_fim: value.end.toString() })}
      />
      <Showing>
        {t('transactions.period.showing', {
          period: formatDateRange(`${days.dt_inicio}T12:00:00`, `${days.dt_fim}T12:00:00`, { locale: dates.locale }),
        })}
      </Showing>
    </Bar>
  );
}
