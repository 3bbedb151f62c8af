import type { MinhasComissoesResumo, ResumoMes } from '@retoma/api-client';
import { formatMonthYear } from '@retoma/ui';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { useCommissionsT, type CommissionsKey } from '../messages';
import { Money } from './Money';

const COLUMNS = ['pendente', 'retida', 'a_receber', 'ordenada', 'paga', 'estornado'] as const satisfies ReadonlyArray<
  keyof Omit<ResumoMes, 'mes'>
>;
const LABEL: Record<(typeof COLUMNS)[number], CommissionsKey> = {
  pendente: 'commissions.mine.pendente',
  retida: 'commissions.mine.retida',
  a_receber: 'commissions.mine.a_receber',
  ordenada: 'commissions.mine.ordenada',
  paga: 'commissions.mine.paga',
  estornado: 'commissions.mine.estornado',
};

const Scroll = styled.div`
  overflow-x: auto;
`;
const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    padding: ${({ theme }) => theme.space[4]};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
    white-space: nowrap;
  }
  th:first-child {
    text-align: start;
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

/** The person's amounts month by month, by where they stand, with the period's totals; what refunds took back as a deduction. */
export function MonthlySummary({ summary }: { summary: MinhasComissoesResumo }) {
  const t = useCommissionsT();
  const dates = useDateFormat();
  const cell = (key: (typeof COLUMNS)[number], value: number) => <Money value={key === 'estornado' && value > 0 ? -value : value} />;
  return (
    <Scroll>
      <Table>
        <caption>{t('commissions.mine.summary')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('commissions.mine.month')}</th>
            {COLUMNS.map((key) => (
              <th key={key} scope="col">
                {t(LABEL[key])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.meses.map((month) => (
            <tr key={month.mes}>
              <th scope="row">{formatMonthYear(`${month.mes}-15T12:00:00Z`, dates)}</th>
              {COLUMNS.map((key) => (
                <td key={key}>{cell(key, month[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('commissions.mine.total')}</th>
            {COLUMNS.map((key) => (
              <td key={key}>{cell(key, summary.totais[key])}</td>
            ))}
          </tr>
        </tfoot>
      </Table>
    </Scroll>
  );
}
