import { describe, expect, it } from 'vitest';
import { BADGE_TONES, BADGE_VARIANTS, badgePalette } from './badgePalette';
import { AA_TEXT_CONTRAST, contrastRatio } from './color';
import { readableTextColor, TEXT_ON_FILL } from './readableTextColor';
import { colorThemes, THEME_NAMES } from './tokens';

describe('badgePalette', () => {
  for (const themeName of THEME_NAMES) {
    const colors = colorThemes[themeName];
    const palette = badgePalette(colors);
    for (const tone of BADGE_TONES) {
      for (const variant of BADGE_VARIANTS) {
        it(`${themeName} ${tone} ${variant}: text reaches WCAG AA (4.5:1) on its fill`, () => {
          const { fg, bg } = palette[tone][variant];
          expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        });
      }
    }
  }

  it('gives solid badges the text readableTextColor picks for their fill', () => {
    for (const themeName of THEME_NAMES) {
      for (const tone of BADGE_TONES) {
        const { fg, bg } = badgePalette(colorThemes[themeName])[tone].solid;
        expect(fg).toBe(readableTextColor(bg, TEXT_ON_FILL.dark, TEXT_ON_FILL.light));
      }
    }
    expect(badgePalette(colorThemes.light).primary.solid).toEqual({ fg: '#ffffff', bg: colorThemes.light.primary });
    expect(badgePalette(colorThemes.dark).primary.solid).toEqual({ fg: TEXT_ON_FILL.dark, bg: colorThemes.dark.primary });
  });

  it('fills outline badges with the surface, so nothing behind them changes their contrast', () => {
    for (const themeName of THEME_NAMES) {
      const colors = colorThemes[themeName];
      expect(badgePalette(colors).primary.outline).toEqual({ fg: colors.primary, bg: colors.surface });
    }
  });
});
