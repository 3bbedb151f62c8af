import type { SalesFigures } from '@retoma/api-client';
import { formatNumber, formatPrice, useUiLocale } from '@retoma/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { centsToDecimal } from '../lib/money';
import { useReportsT } from '../messages';

export const Table = styled.table`
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
  td {
    white-space: nowrap;
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
export const Scroll = styled.div`
  overflow-x: auto;
`;

export interface FiguresRow {
  key: string;
  label: ReactNode;
  figures: SalesFigures;
}

/** Rows of sales figures (count, gross, reversed, net) with their sum in the footer: a split read as a table. */
export function FiguresTable({
  caption,
  firstHeader,
  rows,
  total,
}: {
  caption: string;
  firstHeader: string;
  rows: FiguresRow[];
  total?: SalesFigures;
}) {
  const t = useReportsT();
  const locale = useUiLocale();
  const price = (cents: number) => formatPrice(centsToDecimal(cents), { locale });
  const cells = (figures: SalesFigures) => (
    <>
      <td>{formatNumber(figures.vendas, { locale })}</td>
      <td>{price(figures.bruto_centavos)}</td>
      <td>{price(figures.revertido_centavos)}</td>
      <td>{price(figures.liquido_centavos)}</td>
    </>
  );
  return (
    <Scroll>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{firstHeader}</th>
            <th scope="col">{t('reports.col.sales')}</th>
            <th scope="col">{t('reports.col.gross')}</th>
            <th scope="col">{t('reports.col.reversed')}</th>
            <th scope="col">{t('reports.col.net')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {cells(row.figures)}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr>
              <th scope="row">{t('reports.csv.total')}</th>
              {cells(total)}
            </tr>
          </tfoot>
        )}
      </Table>
    </Scroll>
  );
}
