import { Bar, BarChart as ReBarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { usePrefersReducedMotion } from '../../components/PageTransition/usePrefersReducedMotion';
import { useUiLocale } from '../../provider/useUiLocale';
import { theme } from '../../theme/theme';
import { ChartFrame } from '../ChartFrame';
import { cartesianTable, cartesianTooltip, type CartesianChartProps } from '../LineChart/LineChart';
import { CHART_TEXTS, colorAt, formatAxisValue, formatCategory } from '../shared';

export type BarChartProps<T extends object> = CartesianChartProps<T> & {
  /** Stacks the series in one bar per category. */
  stacked?: boolean;
  /** `horizontal` lays bars along the inline axis (long category names read better). */
  orientation?: 'vertical' | 'horizontal';
};

/** Compares categories: grouped or stacked bars, vertical or horizontal, with a table view. */
export function BarChart<T extends object>({
  data,
  xKey,
  xLabel = 'Categoria',
  xFormat = 'category',
  series,
  valueFormat = 'number',
  stacked = false,
  orientation = 'vertical',
  texts,
  ...frame
}: BarChartProps<T>) {
  const locale = useUiLocale();
  const reduced = usePrefersReducedMotion();
  const horizontal = orientation === 'horizontal';
  return (
    <ChartFrame
      {...frame}
      texts={{ ...CHART_TEXTS, ...texts }}
      isEmpty={data.length === 0}
      legend={series.map((s, i) => ({ label: s.label, color: colorAt(i, s.color) }))}
      table={cartesianTable(data, xKey, xLabel, xFormat, series, valueFormat, locale)}
      renderChart={(direction) => {
        const rtl = direction === 'rtl';
        const category = (value: unknown) => formatCategory(value, xFormat, locale);
        const amount = (value: number) => formatAxisValue(value, valueFormat, locale);
        return (
          <ResponsiveContainer width="100%" height="100%">
            <ReBarChart
              data={data}
              layout={horizontal ? 'vertical' : 'horizontal'}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
              barCategoryGap="20%"
            >
              <CartesianGrid vertical={horizontal} horizontal={!horizontal} />
              {horizontal ? (
                <>
                  <XAxis type="number" reversed={rtl} tickFormatter={amount} axisLine={false} tickLine={false} />
                  <YAxis type="category" dataKey={String(xKey)} orientation={rtl ? 'right' : 'left'} tickFormatter={category} width={112} />
                </>
              ) : (
                <>
                  <XAxis dataKey={String(xKey)} reversed={rtl} tickFormatter={category} tickMargin={8} />
                  <YAxis orientation={rtl ? 'right' : 'left'} tickFormatter={amount} width={48} axisLine={false} tickLine={false} />
                </>
              )}
              <Tooltip
                content={(props) => cartesianTooltip(props, series, xFormat, valueFormat, locale)}
                cursor={{ fill: theme.colors.surfaceMuted }}
                isAnimationActive={false}
              />
              {series.map((s, i) => (
                <Bar
                  key={s.key}
                  dataKey={String(s.key)}
                  name={s.label}
                  fill={colorAt(i, s.color)}
                  stackId={stacked ? 'stack' : undefined}
                  radius={stacked ? 0 : horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
                  maxBarSize={48}
                  isAnimationActive={!reduced}
                />
              ))}
            </ReBarChart>
          </ResponsiveContainer>
        );
      }}
    />
  );
}
