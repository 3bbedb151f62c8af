import { Card } from '@retoma/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Money } from './Money';

const Figure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  > span:first-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > strong {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

/** The sum a list's filter finds (the server adds it in exact cents), with what it is the sum of. */
export function SumCard({ label, value, children }: { label: string; value: number | undefined; children?: ReactNode }) {
  return (
    <Card padding="none">
      <Figure role="status" aria-label={label}>
        <span>{label}</span>
        <strong>{value === undefined ? '…' : <Money value={value} />}</strong>
        {children}
      </Figure>
    </Card>
  );
}
