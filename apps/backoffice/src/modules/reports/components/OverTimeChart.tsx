import type { ReportDayValue, ReportPeriod } from '@retoma/api-client';
import { LineChart } from '@retoma/ui/charts';
import { centsToDecimal } from '../lib/money';
import { useReportsT } from '../messages';

const DAY = 86_400_000;
const daysOf = (periodo: ReportPeriod) =>
  Array.from({ length: periodo.dias }, (_, i) =>
    new Date(Date.parse(`${periodo.dt_inicio}T00:00:00Z`) + i * DAY).toISOString().slice(0, 10),
  );

export interface OverTimeSeries {
  id: number;
  label: string;
  color?: string;
}

/**
 * Net value recovered day by day, one line per product or person; every day of the period is a point (a day
 * without sales is zero), and the kit's "Ver tabela" shows the same values as a table.
 */
export function OverTimeChart({
  title,
  periodo,
  series,
  values,
}: {
  title: string;
  periodo: ReportPeriod;
  series: OverTimeSeries[];
  values: ReportDayValue[];
}) {
  const t = useReportsT();
  const data = daysOf(periodo).map((dia) => {
    const point: Record<string, string> = { dia };
    for (const one of series) {
      const cents = values.find((value) => value.dia === dia && value.id === one.id)?.liquido_centavos ?? 0;
      point[`s${one.id}`] = centsToDecimal(cents);
    }
    return point;
  });
  return (
    <LineChart
      title={title}
      headingLevel={2}
      data={series.length === 0 ? [] : data}
      xKey="dia"
      xFormat="date"
      xLabel={t('reports.chart.day')}
      series={series.map((one) => ({ key: `s${one.id}`, label: one.label, ...(one.color ? { color: one.color } : {}) }))}
      valueFormat="price"
      curved
      height={260}
      texts={{ empty: t('reports.empty') }}
    />
  );
}
