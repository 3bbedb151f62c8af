import { arc, pie, type PieArcDatum } from 'd3-shape';
import { formatPercent, formatThousands } from '../../format/number';
import { useUiCurrency, useUiLocale } from '../../provider/useUiLocale';
import { theme } from '../../theme/theme';
import { ChartFrame, ChartSurface, frameProps, type ChartCommonProps } from '../ChartFrame';
import { colorAt, useChartTexts, formatChartValue, type ChartValueFormat } from '../shared';

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
   * the table); the kit's text in the UiProvider's locale by default. `null` hides the total.
   */
  totalLabel?: string | null;
  /** Table headers; the kit's texts in the UiProvider's locale by default. */
  categoryLabel?: string;
  valueLabel?: string;
  shareLabel?: string;
}

const INNER_SHARE = 0.62;
const OUTER_SHARE = 0.9;
/** How far the slice the user is on grows out of the ring. */
const ACTIVE_GROWTH = 6;
const PAD_ANGLE = 0.012;

const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** Parts of a whole: a themed donut with the total in the hole, explorable slice by slice, and a table view. */
export function DonutChart(props: DonutChartProps) {
  const { data, valueFormat = 'number' } = props;
  const texts = useChartTexts(props.texts);
  const { totalLabel = texts.total, categoryLabel = texts.category, valueLabel = texts.value, shareLabel = texts.share } = props;
  const locale = useUiLocale();
  const currency = useUiCurrency();
  const total = data.reduce((sum, slice) => sum + positive(slice.value), 0);
  const share = (value: number) => formatPercent(total === 0 ? 0 : positive(value) / total, { locale });
  const keyOf = (slice: DonutSlice, i: number) => slice.id ?? `${i}:${slice.label}`;
  const entryOf = (slice: DonutSlice, i: number) => ({
    label: slice.label,
    value: `${formatChartValue(slice.value, valueFormat, locale, currency)} (${share(slice.value)})`,
    color: colorAt(i, slice.color),
  });
  // Slices keep the order given (no sorting by size), clockwise from the top.
  const arcs = pie<DonutSlice>()
    .value((slice) => positive(slice.value))
    .sort(null)
    .padAngle(data.length > 1 ? PAD_ANGLE : 0)(data);

  return (
    <ChartFrame
      {...frameProps(props)}
      texts={texts}
      isEmpty={data.length === 0}
      legend={data.map((slice, i) => ({ label: `${slice.label} · ${share(slice.value)}`, color: colorAt(i, slice.color) }))}
      table={{
        headers: [categoryLabel, valueLabel, shareLabel],
        rows: data.map((slice, i) => ({
          key: keyOf(slice, i),
          cells: [slice.label, formatChartValue(slice.value, valueFormat, locale, currency), share(slice.value)],
        })),
      }}
      renderChart={(plot) => {
        const outer = (Math.min(plot.width, plot.height) / 2) * OUTER_SHARE;
        const ring = arc<PieArcDatum<DonutSlice>>()
          .innerRadius(outer * INNER_SHARE)
          .outerRadius(outer);
        const grown = arc<PieArcDatum<DonutSlice>>()
          .innerRadius(outer * INNER_SHARE)
          .outerRadius(outer + ACTIVE_GROWTH);
        const centre = { x: plot.width / 2, y: plot.height / 2 };
        const sliceAt = (x: number, y: number) => {
          const dx = x - centre.x;
          const dy = y - centre.y;
          const distance = Math.hypot(dx, dy);
          if (distance < outer * INNER_SHARE || distance > outer + ACTIVE_GROWTH) return null;
          // d3's angles start at 12 o'clock and grow clockwise.
          const angle = (Math.atan2(dx, -dy) + 2 * Math.PI) % (2 * Math.PI);
          const index = arcs.findIndex((a) => angle >= a.startAngle && angle < a.endAngle);
          return index === -1 ? null : index;
        };
        return (
          <ChartSurface
            label={plot.label}
            hint={plot.hint}
            width={plot.width}
            height={plot.height}
            direction={plot.direction}
            count={data.length}
            indexAt={sliceAt}
            describe={(index) => {
              const [x, y] = ring.centroid(arcs[index]!);
              return { x: centre.x + x, y: centre.y + y, entries: [entryOf(data[index]!, index)] };
            }}
          >
            {(active) => (
              <g transform={`translate(${centre.x},${centre.y})`} aria-hidden="true">
                {arcs.map((a, i) => (
                  <path
                    key={keyOf(a.data, i)}
                    data-part="slice"
                    d={(i === active ? grown : ring)(a) ?? ''}
                    strokeWidth={2}
                    style={{ fill: colorAt(i, a.data.color), stroke: theme.colors.surface }}
                  />
                ))}
                {totalLabel !== null && (
                  <>
                    <text data-part="total" textAnchor="middle" dominantBaseline="central" dy="-0.5em">
                      {valueFormat === 'percent' ? formatPercent(total, { locale }) : formatThousands(total, { locale })}
                    </text>
                    <text data-part="total-label" textAnchor="middle" dominantBaseline="central" dy="1.4em">
                      {totalLabel}
                    </text>
                  </>
                )}
              </g>
            )}
          </ChartSurface>
        );
      }}
    />
  );
}
