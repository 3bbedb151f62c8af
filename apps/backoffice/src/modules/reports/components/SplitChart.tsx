import type { RecoveredSalesReport, SalesFigures } from '@retoma/api-client';
import { BarChart } from '@retoma/ui/charts';
import { centsToDecimal } from '../lib/money';
import type { ReportLabels } from '../lib/useReportLabels';
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
      texts={{ empty: t('reports.empty') }}
    />
  );
}

/** The splits both sales reports show, and how they name their rows. */
type Splits = Pick<RecoveredSalesReport, 'por_origem' | 'por_pagamento'>;
type SplitLabels = Pick<ReportLabels, 'origin' | 'payment'>;

/** The sales of the period by origin: each campaign type, the direct link, the manual ticket. */
export function OriginsChart({ report, labels }: { report: Splits; labels: SplitLabels }) {
  const t = useReportsT();
  return (
    <SplitChart
      title={t('reports.origins.title')}
      categoryLabel={t('reports.origins.origin')}
      rows={report.por_origem.map((row) => ({ key: row.origem, label: labels.origin(row.origem), figures: row }))}
    />
  );
}

/** The sales of the period by payment method. */
export function PaymentsChart({ report, labels }: { report: Splits; labels: SplitLabels }) {
  const t = useReportsT();
  return (
    <SplitChart
      title={t('reports.payments.title')}
      categoryLabel={t('reports.payments.method')}
      rows={report.por_pagamento.map((row) => ({ key: row.payment_type, label: labels.payment(row.payment_type), figures: row }))}
    />
  );
}
