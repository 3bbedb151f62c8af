/** Which side of a bar is its value's end (rounded); the base stays square against the axis. */
export type BarEnd = 'top' | 'bottom' | 'left' | 'right' | 'none';

/** The SVG path of a bar with its value end rounded by `radius` (never more than half its width or height). */
export function barPath(x: number, y: number, width: number, height: number, radius: number, end: BarEnd): string {
  const w = Math.max(0, width);
  const h = Math.max(0, height);
  const r = end === 'none' ? 0 : Math.min(radius, w / 2, h / 2);
  const right = x + w;
  const bottom = y + h;
  switch (end) {
    case 'top':
      return `M${x},${bottom}V${y + r}Q${x},${y} ${x + r},${y}H${right - r}Q${right},${y} ${right},${y + r}V${bottom}Z`;
    case 'bottom':
      return `M${x},${y}V${bottom - r}Q${x},${bottom} ${x + r},${bottom}H${right - r}Q${right},${bottom} ${right},${bottom - r}V${y}Z`;
    case 'right':
      return `M${x},${y}H${right - r}Q${right},${y} ${right},${y + r}V${bottom - r}Q${right},${bottom} ${right - r},${bottom}H${x}Z`;
    case 'left':
      return `M${right},${y}H${x + r}Q${x},${y} ${x},${y + r}V${bottom - r}Q${x},${bottom} ${x + r},${bottom}H${right}Z`;
    case 'none':
    default:
      return `M${x},${y}H${right}V${bottom}H${x}Z`;
  }
}
