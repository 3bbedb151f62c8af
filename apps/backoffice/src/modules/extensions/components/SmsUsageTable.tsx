import type { SmsUsageMonth } from '@retoma/api-client';
import { formatMonthYear, formatNumber, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { useExtensionsT } from '../messages';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: start;
    padding-block-end: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    border-block-end: none;
  }
`;

const COLUMNS = [
  { key: 'total', label: 'extensions.usage.total' },
  { key: 'enviados', label: 'extensions.usage.sent' },
  { key: 'entregues', label: 'extensions.usage.delivered' },
  { key: 'falhas', label: 'extensions.usage.failed' },
] as const;

/** Month by month, oldest first, with the period's sums in the footer; numbers through the kit's formatter. */
export function SmsUsageTable({ months }: { months: readonly SmsUsageMonth[] }) {
  const t = useExtensionsT();
  const locale = useUiLocale();
  const sum = (key: (typeof COLUMNS)[number]['key']) => months.reduce((total, month) => total + month[key], 0);
  return (
    <Table>
      <caption>{t('extensions.usage.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('extensions.usage.month')}</th>
          {COLUMNS.map((column) => (
            <th key={column.key} scope="col">
              {t(column.label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.mes}>
            <th scope="row">{formatMonthYear(`${month.mes}-01`, { locale })}</th>
            {COLUMNS.map((column) => (
              <td key={column.key}>{formatNumber(month[column.key], { locale })}</td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('extensions.usage.sum')}</th>
          {COLUMNS.map((column) => (
            <td key={column.key}>{formatNumber(sum(column.key), { locale })}</td>
          ))}
        </tr>
      </tfoot>
    </Table>
  );
}
