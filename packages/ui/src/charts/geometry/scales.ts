import { nice, ticks } from 'd3-array';

/** A value axis: from 0 (or the lowest negative value) to a rounded maximum, with evenly spaced ticks. */
export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
  /** Where `value` falls between `min` (0) and `max` (1). */
  ratio: (value: number) => number;
}

export function valueScale(values: readonly number[], tickCount = 5): ValueScale {
  const finite = values.filter(Number.isFinite);
  let low = Math.min(0, ...finite);
  let high = Math.max(0, ...finite);
  // Nothing but zeros still needs an axis: 0 to 1 instead of a division by zero.
  if (low === high) high = low + 1;
  [low, high] = nice(low, high, tickCount);
  return { min: low, max: high, ticks: ticks(low, high, tickCount), ratio: (value) => (value - low) / (high - low) };
}

/** One category's slot along the category axis: `count` equal bands over `length` px. */
export interface Band {
  start: number;
  size: number;
  center: number;
}

export function bandAt(index: number, count: number, length: number): Band {
  const size = count > 0 ? length / count : length;
  return { start: index * size, size, center: index * size + size / 2 };
}

/** The category under `position` px along the axis (clamped to the first and last). */
export function bandIndexAt(position: number, count: number, length: number): number {
  if (count <= 0 || length <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.floor((position / length) * count)));
}

/** Average glyph width of the axis font (12 px Inter) for estimating label widths without measuring. */
const AXIS_CHAR_WIDTH = 7;
const LABEL_GAP = 12;

/** Every how many categories a label fits without overlapping its neighbours (1 = all of them). */
export function labelStride(labels: readonly string[], bandSize: number): number {
  if (bandSize <= 0 || labels.length === 0) return 1;
  const widest = Math.max(...labels.map((label) => label.length)) * AXIS_CHAR_WIDTH + LABEL_GAP;
  return Math.max(1, Math.ceil(widest / bandSize));
}
