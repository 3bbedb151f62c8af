import { useId, type CSSProperties, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { ChartTooltip, type ChartTooltipEntry } from './ChartTooltip';
import { TooltipAnchor } from './ChartFrame.styles';
import { useActivePoint } from './useActivePoint';

/** What the tooltip of one data point says, and the spot (px in the plot) it points at. */
export interface PointDescription {
  x: number;
  y: number;
  heading?: string;
  entries: ChartTooltipEntry[];
}

export interface ChartSurfaceProps {
  /** The image's accessible name. */
  label: string;
  /** How to explore the points with the keyboard (read after the name). */
  hint: string;
  width: number;
  height: number;
  direction: 'ltr' | 'rtl';
  count: number;
  /** The point under the pointer at (x, y) px, or null. */
  indexAt: (x: number, y: number) => number | null;
  describe: (index: number) => PointDescription;
  /** The SVG marks, with the point the user is on highlighted. */
  children: (active: number | null) => ReactNode;
}

const TOOLTIP_GAP = 12;

/**
 * The drawing of a chart: one tab stop whose arrow keys walk the data points, a tooltip that follows the
 * keyboard as well as the pointer, and a live region that reads each point out.
 */
export function ChartSurface({ label, hint, width, height, direction, count, indexAt, describe, children }: ChartSurfaceProps) {
  const hintId = useId();
  const { active, setActive, onKeyDown } = useActivePoint(count, direction);
  const point = active === null ? null : describe(active);

  const follow = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(indexAt(event.clientX - box.left, event.clientY - box.top));
  };
  // A keyboard user lands on the first point; a click must not jump the tooltip away from the pointer.
  const onFocus = (event: FocusEvent<SVGSVGElement>) => {
    if (active === null && event.currentTarget.matches(':focus-visible')) setActive(0);
  };

  return (
    <>
      <svg
        role="img"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={count > 0 ? 0 : undefined}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={() => setActive(null)}
        onPointerMove={follow}
        onPointerDown={follow}
        onPointerLeave={() => setActive(null)}
      >
        {children(active)}
      </svg>
      <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
      {point && point.entries.length > 0 && (
        <TooltipAnchor aria-hidden="true" style={anchorStyle(point, width, height)}>
          <ChartTooltip heading={point.heading} entries={point.entries} />
        </TooltipAnchor>
      )}
      <VisuallyHidden aria-live="polite">{point ? announce(point) : ''}</VisuallyHidden>
    </>
  );
}

/** Beside the point, on the side with more room, vertically centred on it but inside the plot. */
function anchorStyle(point: PointDescription, width: number, height: number): CSSProperties {
  const before = point.x > width / 2;
  return {
    left: point.x,
    top: Math.min(Math.max(point.y, 0), height),
    transform: `translate(${before ? `calc(-100% - ${TOOLTIP_GAP}px)` : `${TOOLTIP_GAP}px`}, -50%)`,
  };
}

const announce = (point: PointDescription) =>
  [point.heading, point.entries.map((entry) => `${entry.label}: ${entry.value}`).join(', ')].filter(Boolean).join(' — ');
