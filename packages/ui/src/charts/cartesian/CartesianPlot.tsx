import type { ReactNode } from 'react';
import type { Locale } from '../../format/locale';
import { ChartSurface, type ChartTooltipEntry, type PlotArea } from '../ChartFrame';
import { bandAt, bandIndexAt, labelStride, valueScale } from '../geometry';
import { formatAxisValue, type ChartValueFormat } from '../shared';

/** Where marks go: px along the category axis (band centres) and along the value axis. */
export interface CartesianScales {
  horizontal: boolean;
  /** One category's band size along the category axis. */
  band: number;
  category: (index: number) => number;
  value: (value: number) => number;
}

export interface CartesianPlotProps {
  plot: PlotArea;
  /** The categories, formatted. */
  labels: string[];
  /** Every value the value axis must reach (stacked totals included). */
  extent: number[];
  /** Per category, the value its tooltip points at (the highest, or the stack's total). */
  peaks: number[];
  valueFormat: ChartValueFormat;
  locale: Locale;
  /** Categories down the block axis, values along the inline axis. */
  horizontal?: boolean;
  /** A line across the active category (lines), or its whole band shaded (bars). */
  cursor: 'line' | 'band';
  entriesAt: (index: number) => ChartTooltipEntry[];
  children: (scales: CartesianScales, active: number | null) => ReactNode;
}

const EDGE = 8;
const VALUE_AXIS = 48;
const CATEGORY_AXIS = 112;
const LABEL_ROW = 28;
const TICK_GAP = 8;
/** Category names longer than this are shortened on the axis; the tooltip and the table show them whole. */
const MAX_AXIS_LABEL = 16;

const shorten = (label: string) => (label.length > MAX_AXIS_LABEL ? `${label.slice(0, MAX_AXIS_LABEL - 1)}…` : label);

/**
 * Axes, grid and cursor of line and bar charts, mirrored in rtl (the value axis moves to the right, categories
 * run from the right), with the marks drawn by the chart itself.
 */
export function CartesianPlot({
  plot,
  labels,
  extent,
  peaks,
  valueFormat,
  locale,
  horizontal = false,
  cursor,
  entriesAt,
  children,
}: CartesianPlotProps) {
  const { width, height, direction } = plot;
  const rtl = direction === 'rtl';
  const startAxis = horizontal ? CATEGORY_AXIS : VALUE_AXIS;
  const area = {
    left: rtl ? EDGE : startAxis,
    top: EDGE,
    width: Math.max(0, width - startAxis - EDGE),
    height: Math.max(0, height - EDGE - LABEL_ROW),
  };
  const scale = valueScale(extent);
  const count = labels.length;
  const categoryLength = horizontal ? area.height : area.width;
  const band = bandAt(0, count, categoryLength).size;

  const alongInline = (offset: number) => (rtl ? area.left + area.width - offset : area.left + offset);
  const scales: CartesianScales = horizontal
    ? {
        horizontal,
        band,
        category: (index) => area.top + bandAt(index, count, area.height).center,
        value: (value) => alongInline(scale.ratio(value) * area.width),
      }
    : {
        horizontal,
        band,
        category: (index) => alongInline(bandAt(index, count, area.width).center),
        value: (value) => area.top + area.height * (1 - scale.ratio(value)),
      };

  const indexAt = (x: number, y: number) => {
    const offset = horizontal ? y - area.top : rtl ? area.left + area.width - x : x - area.left;
    return bandIndexAt(offset, count, categoryLength);
  };
  const describe = (index: number) => {
    const along = scales.category(index);
    const reach = scales.value(Number.isFinite(peaks[index]) ? peaks[index]! : 0);
    return { x: horizontal ? reach : along, y: horizontal ? along : reach, heading: labels[index], entries: entriesAt(index) };
  };

  const stride = horizontal ? 1 : labelStride(labels, band);
  const axisEnd = rtl ? area.left + area.width + TICK_GAP : area.left - TICK_GAP;
  const axisAnchor = rtl ? 'start' : 'end';
  const bottom = area.top + area.height;

  return (
    <ChartSurface
      label={plot.label}
      hint={plot.hint}
      width={width}
      height={height}
      direction={direction}
      count={count}
      indexAt={indexAt}
      describe={describe}
    >
      {(active) => (
        <>
          <g aria-hidden="true">
            {scale.ticks.map((tick) => {
              const at = scales.value(tick);
              return horizontal ? (
                <g key={tick}>
                  <line data-part="grid" x1={at} x2={at} y1={area.top} y2={bottom} />
                  <text data-part="tick" x={at} y={bottom + 18} textAnchor="middle">
                    {formatAxisValue(tick, valueFormat, locale)}
                  </text>
                </g>
              ) : (
                <g key={tick}>
                  <line data-part="grid" x1={area.left} x2={area.left + area.width} y1={at} y2={at} />
                  <text data-part="tick" x={axisEnd} y={at} textAnchor={axisAnchor} dominantBaseline="middle">
                    {formatAxisValue(tick, valueFormat, locale)}
                  </text>
                </g>
              );
            })}
            {labels.map((label, index) =>
              index % stride !== 0 ? null : horizontal ? (
                <text key={index} data-part="tick" x={axisEnd} y={scales.category(index)} textAnchor={axisAnchor} dominantBaseline="middle">
                  {shorten(label)}
                </text>
              ) : (
                <text key={index} data-part="tick" x={scales.category(index)} y={bottom + 18} textAnchor="middle">
                  {label}
                </text>
              ),
            )}
            {horizontal ? (
              <line
                data-part="axis"
                x1={axisEnd + (rtl ? -TICK_GAP : TICK_GAP)}
                x2={axisEnd + (rtl ? -TICK_GAP : TICK_GAP)}
                y1={area.top}
                y2={bottom}
              />
            ) : (
              <line data-part="axis" x1={area.left} x2={area.left + area.width} y1={bottom} y2={bottom} />
            )}
          </g>
          {active !== null && <Cursor kind={cursor} horizontal={horizontal} at={scales.category(active)} band={band} area={area} />}
          {children(scales, active)}
        </>
      )}
    </ChartSurface>
  );
}

interface CursorProps {
  kind: 'line' | 'band';
  horizontal: boolean;
  at: number;
  band: number;
  area: { left: number; top: number; width: number; height: number };
}

/** Marks the category the user is on, behind the marks. */
function Cursor({ kind, horizontal, at, band, area }: CursorProps) {
  if (kind === 'line') return <line data-part="axis" aria-hidden="true" x1={at} x2={at} y1={area.top} y2={area.top + area.height} />;
  return horizontal ? (
    <rect data-part="cursor" aria-hidden="true" x={area.left} y={at - band / 2} width={area.width} height={band} />
  ) : (
    <rect data-part="cursor" aria-hidden="true" x={at - band / 2} y={area.top} width={band} height={area.height} />
  );
}
