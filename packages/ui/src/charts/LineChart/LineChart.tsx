import {
  CartesianGrid,
  Line,
  LineChart as ReLineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { usePrefersReducedMotion } from '../../components/PageTransition/usePrefersReducedMotion';
import { useUiLocale } from '../../provider/useUiLocale';
import { theme } from '../../theme/theme';
import { ChartFrame, ChartTooltip, type ChartCommonProps } from '../ChartFrame';
import {
  CHART_TEXTS,
  colorAt,
  formatAxisValue,
  formatCategory,
  formatChartValue,
  type ChartCategoryFormat,
  type ChartValueFormat,
} from '../shared';

export interface ChartSeries<T> {
  /** The field of each data point holding this series' value. */
  key: keyof T & string;
  label: string;
  /** A CSS colour; theme tokens by default (`var(--rt-color-…)`). */
  color?: string;
}

export interface CartesianChartProps<T extends object> extends ChartCommonProps {
  data: T[];
  /** The field holding the category (x axis). */
  xKey: keyof T & string;
  /** The category column's header in the table view; default 'Período'. */
  xLabel?: string;
  xFormat?: ChartCategoryFormat;
  series: ChartSeries<T>[];
  valueFormat?: ChartValueFormat;
}

export type LineChartProps<T extends object> = CartesianChartProps<T> & {
  /** Smooth curves instead of straight segments. */
  curved?: boolean;
  /** Shows a dot on every point. */
  showDots?: boolean;
};

/** Builds the accessible table: one row per category, one column per series. */
export function cartesianTable<T extends object>(
  data: T[],
  xKey: keyof T & string,
  xLabel: string,
  xFormat: ChartCategoryFormat,
  series: ChartSeries<T>[],
  valueFormat: ChartValueFormat,
  locale: Parameters<typeof formatChartValue>[2],
) {
  return {
    headers: [xLabel, ...series.map((s) => s.label)],
    rows: data.map((point, i) => {
      const category = formatCategory(point[xKey], xFormat, locale);
      return {
        key: `${i}:${category}`,
        cells: [category, ...series.map((s) => formatChartValue(point[s.key] as number | string | null | undefined, valueFormat, locale))],
      };
    }),
  };
}

/** Tooltip body for cartesian charts, from recharts' payload. */
export function cartesianTooltip<T extends object>(
  props: TooltipContentProps,
  series: ChartSeries<T>[],
  xFormat: ChartCategoryFormat,
  valueFormat: ChartValueFormat,
  locale: Parameters<typeof formatChartValue>[2],
) {
  if (!props.active) return null;
  const entries = (props.payload ?? []).flatMap((entry) => {
    const index = series.findIndex((s) => s.key === entry.dataKey);
    const s = series[index];
    if (!s) return [];
    const value = typeof entry.value === 'number' || typeof entry.value === 'string' ? entry.value : null;
    return [{ label: s.label, value: formatChartValue(value, valueFormat, locale), color: colorAt(index, s.color) }];
  });
  return <ChartTooltip heading={formatCategory(props.label, xFormat, locale)} entries={entries} />;
}

/** Trends over time: one line per series, themed, with a table view for screen readers and keyboard users. */
export function LineChart<T extends object>({
  data,
  xKey,
  xLabel = 'Período',
  xFormat = 'category',
  series,
  valueFormat = 'number',
  curved = false,
  showDots = true,
  texts,
  ...frame
}: LineChartProps<T>) {
  const locale = useUiLocale();
  const reduced = usePrefersReducedMotion();
  return (
    <ChartFrame
      {...frame}
      texts={{ ...CHART_TEXTS, ...texts }}
      isEmpty={data.length === 0}
      legend={series.map((s, i) => ({ label: s.label, color: colorAt(i, s.color) }))}
      table={cartesianTable(data, xKey, xLabel, xFormat, series, valueFormat, locale)}
      renderChart={(direction) => (
        <ResponsiveContainer width="100%" height="100%">
          <ReLineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid vertical={false} />
            <XAxis
              dataKey={String(xKey)}
              reversed={direction === 'rtl'}
              tickFormatter={(value: unknown) => formatCategory(value, xFormat, locale)}
              tickMargin={8}
            />
            <YAxis
              orientation={direction === 'rtl' ? 'right' : 'left'}
              tickFormatter={(value: number) => formatAxisValue(value, valueFormat, locale)}
              width={48}
              axisLine={false}
              tickLine={false}
            />
            <Tooltip
              content={(props) => cartesianTooltip(props, series, xFormat, valueFormat, locale)}
              cursor={{ stroke: theme.colors.border }}
              isAnimationActive={false}
            />
            {series.map((s, i) => (
              <Line
                key={s.key}
                dataKey={String(s.key)}
                name={s.label}
                type={curved ? 'monotone' : 'linear'}
                stroke={colorAt(i, s.color)}
                strokeWidth={2}
                dot={showDots ? { r: 3, fill: theme.colors.surface, strokeWidth: 2 } : false}
                activeDot={{ r: 5 }}
                isAnimationActive={!reduced}
              />
            ))}
          </ReLineChart>
        </ResponsiveContainer>
      )}
    />
  );
}
