import { useUiCurrency, useUiLocale } from '../../provider/useUiLocale';
import { CartesianPlot, cartesianModel, type CartesianChartProps, type CartesianScales } from '../cartesian';
import { ChartFrame, frameProps } from '../ChartFrame';
import { barPath, type BarEnd } from '../geometry';
import { useChartTexts } from '../shared';

export type BarChartProps<T extends object> = CartesianChartProps<T> & {
  /** Stacks the series in one bar per category. */
  stacked?: boolean;
  /** `horizontal` lays bars along the inline axis (long category names read better). */
  orientation?: 'vertical' | 'horizontal';
};

/** Share of a category's band the bars take; the rest is the gap between categories. */
const GROUP_SHARE = 0.8;
const MAX_BAR = 48;
const RADIUS = 4;

interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
  end: BarEnd;
}

/** One bar from `from` to `to` (values) across [offset, offset + thickness] px of its category. */
function barRect(
  scales: CartesianScales,
  index: number,
  offset: number,
  thickness: number,
  from: number,
  to: number,
  rounded: boolean,
): BarRect {
  const start = scales.value(from);
  const stop = scales.value(to);
  const across = scales.category(index) + offset;
  if (scales.horizontal) {
    const end: BarEnd = !rounded ? 'none' : stop >= start ? 'right' : 'left';
    return { x: Math.min(start, stop), y: across, width: Math.abs(stop - start), height: thickness, end };
  }
  const end: BarEnd = !rounded ? 'none' : stop <= start ? 'top' : 'bottom';
  return { x: across, y: Math.min(start, stop), width: thickness, height: Math.abs(stop - start), end };
}

/** Compares categories: grouped or stacked bars, vertical or horizontal, explorable by keyboard, with a table view. */
export function BarChart<T extends object>(props: BarChartProps<T>) {
  const { data, series, valueFormat = 'number', stacked = false, orientation = 'vertical', texts: textsProp } = props;
  const texts = useChartTexts(textsProp);
  const xLabel = props.xLabel ?? texts.category;
  const locale = useUiLocale();
  const currency = useUiCurrency();
  const model = cartesianModel(props, xLabel, locale, currency);
  const finite = (row: number[]) => row.filter(Number.isFinite);
  const totals = model.values.map((row) => finite(row).reduce((sum, value) => sum + value, 0));
  const peaks = stacked ? totals : model.values.map((row) => Math.max(...finite(row)));

  return (
    <ChartFrame
      {...frameProps(props)}
      texts={texts}
      isEmpty={data.length === 0}
      legend={model.legend}
      table={model.table}
      renderChart={(plot) => (
        <CartesianPlot
          plot={plot}
          labels={model.labels}
          extent={stacked ? totals : model.values.flat()}
          peaks={peaks}
          valueFormat={valueFormat}
          locale={locale}
          horizontal={orientation === 'horizontal'}
          cursor="band"
          entriesAt={model.entriesAt}
        >
          {(scales) => {
            const group = Math.min(scales.band * GROUP_SHARE, stacked ? MAX_BAR : MAX_BAR * series.length);
            const thickness = stacked ? group : group / series.length;
            return series.map((s, i) => (
              <g key={s.key} data-series={s.key} aria-hidden="true" style={{ fill: model.colors[i] }}>
                {model.values.map((row, index) => {
                  const value = row[i] ?? Number.NaN;
                  if (!Number.isFinite(value)) return null;
                  const below = stacked ? finite(row.slice(0, i)).reduce((sum, v) => sum + v, 0) : 0;
                  const offset = stacked ? -group / 2 : -group / 2 + i * thickness;
                  // A stack rounds only its outer end; grouped bars each round their own.
                  const rounded = !stacked || i === series.length - 1;
                  const rect = barRect(scales, index, offset, thickness, below, below + value, rounded);
                  return <path key={index} data-part="bar" d={barPath(rect.x, rect.y, rect.width, rect.height, RADIUS, rect.end)} />;
                })}
              </g>
            ));
          }}
        </CartesianPlot>
      )}
    />
  );
}
