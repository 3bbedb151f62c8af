import type { SalesFigures } from '@retoma/api-client';
import { BarChart } from '@retoma/ui/charts';
import { centsToDecimal } from '../lib/money';
import { useChartTexts } from '../lib/useChartTexts';
import { useReportsT } from '../messages';

export interface SplitRow {
  key: string;
  label: string;
  figures: SalesFigures;
}

/**
 * A split of the period's sales (by origin, by payment method) as horizontal bars of the net value, with the
 * reversed value beside it; "Ver tabela" reads the same numbers.
 */
export function SplitChart({ title, categoryLabel, rows }: { title: string; categoryLabel: string; rows: SplitRow[] }) {
  const t = useReportsT();
  const texts = useChartTexts();
  const data = rows.map((row) => ({
    categoria: row.label,
    liquido: centsToDecimal(row.figures.liquido_centavos),
    revertido: centsToDecimal(row.figures.revertido_centavos),
  }));
  const anySale = rows.some((row) => row.figures.vendas > 0);
  return (
    <BarChart
      title={title}
      headingLevel={2}
      data={anySale ? data : []}
      xKey="categoria"
      xLabel={categoryLabel}
      series={[
        { key: 'liquido', label: t('reports.col.net') },
        { key: 'revertido', label: t('reports.col.reversed') },
      ]}
      valueFormat="price"
      orientation="horizontal"
      height={Math.max(160, rows.length * 44)}
      texts={texts}
    />
  );
}
