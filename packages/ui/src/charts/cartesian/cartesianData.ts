import type { Locale } from '../../format/locale';
import type { ChartCommonProps, ChartTableModel, ChartTooltipEntry } from '../ChartFrame';
import { colorAt, formatCategory, formatChartValue, type ChartCategoryFormat, type ChartValueFormat } from '../shared';

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
  /** The category column's header in the table view; by default the kit's 'Período' (lines) or 'Categoria' (bars) in the UiProvider's locale. */
  xLabel?: string;
  xFormat?: ChartCategoryFormat;
  series: ChartSeries<T>[];
  valueFormat?: ChartValueFormat;
}

/** A series' value at one data point: numbers, numeric strings, or NaN for a gap. */
export function seriesValue<T extends object>(point: T, series: ChartSeries<T>): number {
  const raw: unknown = point[series.key];
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Reads the props once into what the drawing, the tooltip and the table all use. */
export function cartesianModel<T extends object>(
  { data, xKey, xFormat = 'category', series, valueFormat = 'number' }: CartesianChartProps<T>,
  xLabel: string,
  locale: Locale,
  currency: string,
) {
  const labels = data.map((point) => formatCategory(point[xKey], xFormat, locale));
  const values = data.map((point) => series.map((s) => seriesValue(point, s)));
  const colors = series.map((s, i) => colorAt(i, s.color));
  const format = (value: number) => formatChartValue(Number.isFinite(value) ? value : null, valueFormat, locale, currency);

  const entriesAt = (index: number): ChartTooltipEntry[] =>
    series.map((s, i) => ({ label: s.label, value: format(values[index]?.[i] ?? Number.NaN), color: colors[i]! }));

  const table: ChartTableModel = {
    headers: [xLabel, ...series.map((s) => s.label)],
    rows: labels.map((label, index) => ({ key: `${index}:${label}`, cells: [label, ...entriesAt(index).map((entry) => entry.value)] })),
  };

  return {
    labels,
    values,
    colors,
    entriesAt,
    table,
    legend: series.map((s, i) => ({ label: s.label, color: colors[i]! })),
  };
}
