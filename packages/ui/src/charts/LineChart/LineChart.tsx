import { curveLinear, curveMonotoneX, line } from 'd3-shape';
import { useUiCurrency, useUiLocale } from '../../provider/useUiLocale';
import { theme } from '../../theme/theme';
import { CartesianPlot, cartesianModel, type CartesianChartProps } from '../cartesian';
import { ChartFrame, frameProps } from '../ChartFrame';
import { useChartTexts } from '../shared';

export type LineChartProps<T extends object> = CartesianChartProps<T> & {
  /** Smooth curves (monotone: never overshooting the data) instead of straight segments. */
  curved?: boolean;
  /** Shows a dot on every point. */
  showDots?: boolean;
};

/** Trends over time: one line per series, themed, explorable by keyboard, with a table view. */
export function LineChart<T extends object>(props: LineChartProps<T>) {
  const { data, series, valueFormat = 'number', curved = false, showDots = true, texts: textsProp } = props;
  const texts = useChartTexts(textsProp);
  const xLabel = props.xLabel ?? texts.period;
  const locale = useUiLocale();
  const currency = useUiCurrency();
  const model = cartesianModel(props, xLabel, locale, currency);
  const peaks = model.values.map((row) => Math.max(...row.filter(Number.isFinite)));

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
          extent={model.values.flat()}
          peaks={peaks}
          valueFormat={valueFormat}
          locale={locale}
          cursor="line"
          entriesAt={model.entriesAt}
        >
          {(scales, active) =>
            series.map((s, i) => {
              const path = line<number>()
                .defined(Number.isFinite)
                .x((_, index) => scales.category(index))
                .y((value) => scales.value(value))
                .curve(curved ? curveMonotoneX : curveLinear);
              const points = model.values.map((row) => row[i] ?? Number.NaN);
              return (
                <g key={s.key} data-series={s.key} aria-hidden="true" style={{ stroke: model.colors[i] }}>
                  <path d={path(points) ?? ''} fill="none" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
                  {points.map((value, index) =>
                    Number.isFinite(value) && (showDots || index === active) ? (
                      <circle
                        key={index}
                        cx={scales.category(index)}
                        cy={scales.value(value)}
                        r={index === active ? 5 : 3}
                        strokeWidth={2}
                        style={{ fill: index === active ? model.colors[i] : theme.colors.surface }}
                      />
                    ) : null,
                  )}
                </g>
              );
            })
          }
        </CartesianPlot>
      )}
    />
  );
}
