import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip, type TooltipContentProps } from 'recharts';
import { usePrefersReducedMotion } from '../../components/PageTransition/usePrefersReducedMotion';
import { formatPercent, formatThousands } from '../../format/number';
import { useUiLocale } from '../../provider/useUiLocale';
import { theme } from '../../theme/theme';
import { ChartFrame, ChartTooltip, type ChartCommonProps } from '../ChartFrame';
import { CHART_TEXTS, colorAt, formatChartValue, type ChartValueFormat } from '../shared';

export interface DonutSlice {
  id?: string;
  label: string;
  value: number;
  /** A CSS colour; theme tokens by default. */
  color?: string;
}

export interface DonutChartProps extends ChartCommonProps {
  data: DonutSlice[];
  valueFormat?: ChartValueFormat;
  /**
   * Caption under the total in the hole (the total is compact there, `11k`; exact values are in the tooltip and
   * the table); default 'Total'. `null` hides the total.
   */
  totalLabel?: string | null;
  /** Table headers; defaults 'Categoria', 'Valor', 'Percentual'. */
  categoryLabel?: string;
  valueLabel?: string;
  shareLabel?: string;
}

/** Parts of a whole: a themed donut with the total in the hole and a table view with each share. */
export function DonutChart({
  data,
  valueFormat = 'number',
  totalLabel = 'Total',
  categoryLabel = 'Categoria',
  valueLabel = 'Valor',
  shareLabel = 'Percentual',
  texts,
  ...frame
}: DonutChartProps) {
  const locale = useUiLocale();
  const reduced = usePrefersReducedMotion();
  const total = data.reduce((sum, slice) => sum + (Number.isFinite(slice.value) ? slice.value : 0), 0);
  const share = (value: number) => formatPercent(total === 0 ? 0 : value / total, { locale });
  const keyOf = (slice: DonutSlice, i: number) => slice.id ?? `${i}:${slice.label}`;

  const tooltip = (props: TooltipContentProps) => {
    if (!props.active) return null;
    const entries = (props.payload ?? []).flatMap((entry) => {
      const index = data.findIndex((slice) => slice.label === entry.name);
      const slice = data[index];
      if (!slice) return [];
      return [
        {
          label: slice.label,
          value: `${formatChartValue(slice.value, valueFormat, locale)} (${share(slice.value)})`,
          color: colorAt(index, slice.color),
        },
      ];
    });
    return <ChartTooltip entries={entries} />;
  };

  return (
    <ChartFrame
      {...frame}
      texts={{ ...CHART_TEXTS, ...texts }}
      isEmpty={data.length === 0}
      legend={data.map((slice, i) => ({ label: `${slice.label} · ${share(slice.value)}`, color: colorAt(i, slice.color) }))}
      table={{
        headers: [categoryLabel, valueLabel, shareLabel],
        rows: data.map((slice, i) => ({
          key: keyOf(slice, i),
          cells: [slice.label, formatChartValue(slice.value, valueFormat, locale), share(slice.value)],
        })),
      }}
      renderChart={() => (
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Tooltip content={tooltip} isAnimationActive={false} />
            <Pie
              data={data}
              dataKey="value"
              nameKey="label"
              innerRadius="62%"
              outerRadius="90%"
              paddingAngle={data.length > 1 ? 1 : 0}
              stroke={theme.colors.surface}
              strokeWidth={2}
              isAnimationActive={!reduced}
            >
              {data.map((slice, i) => (
                <Cell key={keyOf(slice, i)} fill={colorAt(i, slice.color)} />
              ))}
            </Pie>
            {totalLabel !== null && (
              <>
                <text
                  x="50%"
                  y="50%"
                  textAnchor="middle"
                  dominantBaseline="central"
                  dy="-0.5em"
                  fill={theme.colors.text}
                  fontSize={22}
                  fontWeight={600}
                >
                  {valueFormat === 'percent' ? formatPercent(total, { locale }) : formatThousands(total, { locale })}
                </text>
                <text x="50%" y="50%" textAnchor="middle" dominantBaseline="central" dy="1.1em" fill={theme.colors.textMuted} fontSize={12}>
                  {totalLabel}
                </text>
              </>
            )}
          </PieChart>
        </ResponsiveContainer>
      )}
    />
  );
}
