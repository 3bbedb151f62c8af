import { formatPrice, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';

const Amount = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  &[data-negative] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-struck] {
    text-decoration: line-through;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** An amount in reais, in the person's language; a negative one (an adjustment) in the danger colour. */
export function Money({ value, struck = false }: { value: number; struck?: boolean }) {
  const locale = useUiLocale();
  return (
    <Amount data-negative={value < 0 || undefined} data-struck={struck || undefined}>
      {formatPrice(value, { locale, currency: true })}
    </Amount>
  );
}

/** The same text as <Money>, for sentences. */
export function useMoneyText() {
  const locale = useUiLocale();
  return (value: number) => formatPrice(value, { locale, currency: true });
}
