import { describe, expect, it } from 'vitest';
import { colorThemes } from './tokens';
import { BRIGHTNESS_THRESHOLD, readableTextColor } from './readableTextColor';

describe('readableTextColor', () => {
  it('puts dark text on light backgrounds and light text on dark ones', () => {
    expect(readableTextColor('#ffffff')).toBe('#000000');
    expect(readableTextColor('#000000')).toBe('#ffffff');
    expect(readableTextColor('#ffeb3b')).toBe('#000000');
    expect(readableTextColor('#1e1e2d')).toBe('#ffffff');
    expect(readableTextColor(colorThemes.light.primary)).toBe('#ffffff');
    expect(readableTextColor(colorThemes.light.primarylight)).toBe('#000000');
  });
  it('uses the spec threshold of 128: exactly 128 is not "brighter"', () => {
    expect(BRIGHTNESS_THRESHOLD).toBe(128);
    // Grey 128 has brightness 128 → light text; grey 129 → dark text.
    expect(readableTextColor('#808080')).toBe('#ffffff');
    expect(readableTextColor('#818181')).toBe('#000000');
  });
  it('weighs channels by perceived brightness (green counts most, blue least)', () => {
    expect(readableTextColor('#00ff00')).toBe('#000000'); // 149.7
    expect(readableTextColor('#ff0000')).toBe('#ffffff'); // 76.2
    expect(readableTextColor('#0000ff')).toBe('#ffffff'); // 29.1
  });
  it('accepts short hex, upper case, no hash and surrounding spaces', () => {
    expect(readableTextColor('#fff')).toBe('#000000');
    expect(readableTextColor('000')).toBe('#ffffff');
    expect(readableTextColor('  #FFFFFF ')).toBe('#000000');
  });
  it('returns the caller’s own dark and light colours', () => {
    expect(readableTextColor('#ffffff', '#1f2330', '#fafafa')).toBe('#1f2330');
    expect(readableTextColor('#000000', '#1f2330', '#fafafa')).toBe('#fafafa');
  });
  it('falls back to dark text for colours it cannot parse', () => {
    for (const value of ['', 'red', '#12', '#12345', '#gggggg', 'rgb(0,0,0)', 'var(--rt-color-primary)']) {
      expect(readableTextColor(value)).toBe('#000000');
    }
  });
});
