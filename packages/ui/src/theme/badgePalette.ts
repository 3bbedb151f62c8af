import { mixColors } from './color';
import { readableTextColor, TEXT_ON_FILL } from './readableTextColor';
import type { ColorTokens } from './tokens';

export const BADGE_TONES = ['neutral', 'primary', 'success', 'warning', 'danger'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];
export const BADGE_VARIANTS = ['soft', 'solid', 'outline'] as const;
export type BadgeVariant = (typeof BADGE_VARIANTS)[number];

/** Text and fill of one badge; the text meets WCAG AA on the fill in every theme (badgePalette.test.ts). */
export interface BadgeColors {
  fg: string;
  bg: string;
}
export type BadgePalette = Record<BadgeTone, Record<BadgeVariant, BadgeColors>>;

const TONE_COLOR: Record<BadgeTone, keyof ColorTokens> = {
  neutral: 'secondary',
  primary: 'primary',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

function toneColors(toneColor: string, colors: ColorTokens): Record<BadgeVariant, BadgeColors> {
  return {
    // A light tint of the tone, its text pulled towards the theme's text colour (darker in light themes, lighter in
    // dark ones): the pure tone on its own tint falls under 4.5:1 for some tones (light success).
    soft: { fg: mixColors(toneColor, colors.text, 0.8), bg: mixColors(toneColor, colors.surface, 0.12) },
    // The same rule as user-coloured tags: dark or light text by the fill's brightness (threshold 128).
    solid: { fg: readableTextColor(toneColor, TEXT_ON_FILL.dark, TEXT_ON_FILL.light), bg: toneColor },
    // Filled with the surface, not transparent: its text would otherwise depend on whatever lies behind the badge
    // (a hovered row, the dark menu bar of the semi-dark theme) and could not be checked.
    outline: { fg: toneColor, bg: colors.surface },
  };
}

/** Every badge colour of one theme, derived from its colour tokens. */
export function badgePalette(colors: ColorTokens): BadgePalette {
  return Object.fromEntries(BADGE_TONES.map((tone) => [tone, toneColors(colors[TONE_COLOR[tone]], colors)])) as BadgePalette;
}
