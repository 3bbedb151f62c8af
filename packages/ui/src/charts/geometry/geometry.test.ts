import { describe, expect, it } from 'vitest';
import { bandAt, bandIndexAt, barPath, labelStride, valueScale } from '.';

describe('valueScale', () => {
  it('starts at zero and rounds the maximum up to a tick', () => {
    const scale = valueScale([820, 1780, 1634]);
    expect(scale.min).toBe(0);
    expect(scale.max).toBe(2000);
    expect(scale.ticks).toEqual([0, 500, 1000, 1500, 2000]);
    expect(scale.ratio(1000)).toBe(0.5);
  });

  it('reaches below zero for negative values', () => {
    const scale = valueScale([-30, 120]);
    expect(scale.min).toBeLessThanOrEqual(-30);
    expect(scale.ticks).toContain(0);
    expect(scale.ratio(0)).toBeGreaterThan(0);
  });

  it('gives nothing but zeros a 0–1 axis, and ignores NaN and infinities', () => {
    expect(valueScale([0, 0]).max).toBe(1);
    expect(valueScale([]).max).toBe(1);
    const scale = valueScale([Number.NaN, Number.POSITIVE_INFINITY, 40]);
    expect(scale.max).toBe(40);
    expect(scale.ticks.every(Number.isFinite)).toBe(true);
  });
});

describe('bands', () => {
  it('splits the axis evenly and finds the band under a position', () => {
    expect(bandAt(1, 4, 400)).toEqual({ start: 100, size: 100, center: 150 });
    expect(bandIndexAt(150, 4, 400)).toBe(1);
    expect(bandIndexAt(-20, 4, 400)).toBe(0);
    expect(bandIndexAt(999, 4, 400)).toBe(3);
    expect(bandIndexAt(10, 0, 400)).toBe(0);
  });

  it('skips labels that would overlap', () => {
    expect(labelStride(['WhatsApp', 'E-mail'], 200)).toBe(1);
    // 30 dates of 10 characters in 20 px bands: one label every 5 bands.
    expect(
      labelStride(
        Array.from({ length: 30 }, () => '01/03/2026'),
        20,
      ),
    ).toBe(5);
    expect(labelStride([], 20)).toBe(1);
  });
});

describe('barPath', () => {
  it('rounds only the value end', () => {
    expect(barPath(0, 0, 20, 50, 4, 'top')).toBe('M0,50V4Q0,0 4,0H16Q20,0 20,4V50Z');
    expect(barPath(0, 0, 20, 50, 4, 'none')).toBe('M0,0H20V50H0Z');
  });

  it('never rounds more than half the bar, nor draws negative sizes', () => {
    expect(barPath(0, 0, 4, 2, 4, 'top')).toBe('M0,2V1Q0,0 1,0H3Q4,0 4,1V2Z');
    expect(barPath(0, 0, -5, 10, 4, 'right')).not.toMatch(/-/);
  });
});
