import type { ReportPeriod, SalesFigures } from '@retoma/api-client';
import { formatDate, formatPrice, StatCard } from '@retoma/ui';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { centsToDecimal } from '../lib/money';
import { useReportsT } from '../messages';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;
const Note = styled.p`
  margin: 0;
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Change as a ratio of the previous period's net value; none when there was nothing to compare with. */
const deltaOf = (current: number, previous: number) => (previous > 0 ? (current - previous) / previous : null);

/** The period's net recovered value against the previous period's, what was sold, and what refunds took back. */
export function TotalsCards({ atual, anterior, periodo }: { atual: SalesFigures; anterior: SalesFigures; periodo: ReportPeriod }) {
  const t = useReportsT();
  const dates = useDateFormat();
  const day = (value: string) => formatDate(`${value}T12:00:00`, { locale: dates.locale });
  return (
    <Grid>
      <StatCard
        label={t('reports.total.net')}
        value={centsToDecimal(atual.liquido_centavos)}
        format="currency"
        delta={deltaOf(atual.liquido_centavos, anterior.liquido_centavos)}
        deltaCaption={t('reports.total.previous')}
        tone="success"
      />
      <StatCard label={t('reports.total.sales')} value={atual.vendas} format="number" />
      <StatCard label={t('reports.total.gross')} value={centsToDecimal(atual.bruto_centavos)} format="currency" />
      <StatCard label={t('reports.total.reversed')} value={centsToDecimal(atual.revertido_centavos)} format="currency" tone="danger" />
      <Note>
        {t('reports.total.previousValue', {
          from: day(periodo.anterior_inicio),
          to: day(periodo.anterior_fim),
          value: formatPrice(centsToDecimal(anterior.liquido_centavos), { locale: dates.locale }),
        })}
      </Note>
    </Grid>
  );
}
