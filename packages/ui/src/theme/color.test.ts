import { describe, expect, it } from 'vitest';
import { contrastRatio, mixColors, parseColor, parseHex, relativeLuminance } from './color';

describe('parseHex and parseColor', () => {
  it('read short and long hex, with or without the hash', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex(' 5B3CC4 ')).toEqual([91, 60, 196]);
    expect(parseHex('rgb(0, 0, 0)')).toBeNull();
  });
  it('read the opaque rgb() colours getComputedStyle returns', () => {
    expect(parseColor('rgb(31, 35, 48)')).toEqual([31, 35, 48]);
    expect(parseColor('rgba(31, 35, 48, 1)')).toEqual([31, 35, 48]);
    expect(parseColor('rgb(31 35 48)')).toEqual([31, 35, 48]);
    expect(parseColor('#1f2330')).toEqual([31, 35, 48]);
  });
  it('refuse translucent and unknown colours', () => {
    for (const value of ['rgba(0, 0, 0, 0.5)', 'transparent', 'var(--rt-color-primary)', 'color(srgb 1 0 0)']) {
      expect(parseColor(value)).toBeNull();
    }
  });
});

describe('mixColors', () => {
  it('mixes like color-mix(in srgb) and rounds to hex', () => {
    expect(mixColors('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(mixColors('#5b3cc4', '#ffffff', 1)).toBe('#5b3cc4');
    expect(mixColors('#5b3cc4', '#ffffff', 0)).toBe('#ffffff');
    expect(mixColors('#c62828', '#ffffff', 0.12)).toBe('#f8e5e5');
  });
  it('refuses a colour it cannot read', () => {
    expect(() => mixColors('red', '#ffffff', 0.5)).toThrow('red');
  });
});

describe('contrastRatio', () => {
  it('follows WCAG 2: black on white is 21, a colour on itself 1', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#5b3cc4', '#5b3cc4')).toBe(1);
  });
  it('is the same either way round', () => {
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 10);
  });
  it('puts #767676 just over AA on white and #777777 just under', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});
