import { AA_TEXT_CONTRAST, contrastRatio } from './color';
import { themeColors, type ThemeColorOverrides } from './cssVars';
import type { ColorTokens, ThemeName } from './tokens';

/** The text-on-background pairs the kit draws, each of which must reach WCAG AA (4.5:1). */
export const TEXT_PAIRS: ReadonlyArray<readonly [text: keyof ColorTokens, background: keyof ColorTokens]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['onPrimary', 'primary'],
  ['onDanger', 'danger'],
  ['primary', 'surface'],
  ['menuText', 'menuBackground'],
];

export interface ContrastIssue {
  theme: ThemeName;
  text: keyof ColorTokens;
  background: keyof ColorTokens;
  ratio: number;
}

/**
 * Checks a consumer's colours (over the kit's) as the kit checks its own: every text pair it draws at 4.5:1 or
 * more, in every theme. An empty list means the brand is legible everywhere.
 */
export function themeContrastIssues(overrides: ThemeColorOverrides = {}): ContrastIssue[] {
  return Object.entries(themeColors(overrides)).flatMap(([theme, colors]) =>
    TEXT_PAIRS.map(([text, background]) => ({
      theme: theme as ThemeName,
      text,
      background,
      ratio: Math.round(contrastRatio(colors[text], colors[background]) * 100) / 100,
    })).filter((pair) => pair.ratio < AA_TEXT_CONTRAST),
  );
}
