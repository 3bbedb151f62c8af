import type { ReportReversals } from '@retoma/api-client';
import { Card, formatNumber, formatPrice, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { centsToDecimal } from '../lib/money';
import { useReportsT } from '../messages';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Pair = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;
const Count = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Refunds and chargebacks of the period's sales, apart: what the net value already left out. */
export function ReversalsCard({ reversoes }: { reversoes: ReportReversals }) {
  const t = useReportsT();
  const locale = useUiLocale();
  const kinds = [
    { key: 'reembolsos', label: t('reports.reversals.reembolsos'), value: reversoes.reembolsos },
    { key: 'chargebacks', label: t('reports.reversals.chargebacks'), value: reversoes.chargebacks },
  ];
  return (
    <Card>
      <Heading>{t('reports.reversals.title')}</Heading>
      <Hint>{t('reports.reversals.description')}</Hint>
      <Pair>
        {kinds.map((kind) => (
          <div key={kind.key}>
            <dt>{kind.label}</dt>
            <dd>
              {formatPrice(centsToDecimal(kind.value.valor_centavos), { locale, currency: true })}
              <Count>{t('reports.reversals.count', { count: formatNumber(kind.value.vendas, { locale }) })}</Count>
            </dd>
          </div>
        ))}
      </Pair>
    </Card>
  );
}
