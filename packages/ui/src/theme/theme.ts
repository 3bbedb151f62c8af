import { BADGE_TONES, BADGE_VARIANTS, type BadgeColors, type BadgePalette } from './badgePalette';
import { breakpoints, media } from './breakpoints';
import { colorThemes, radii, shadows, space, typography, zIndex, type ColorTokens } from './tokens';

type VarMap<T> = { readonly [K in keyof T]: string };
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
function vars<T extends object>(prefix: string, source: T): VarMap<T> {
  return Object.fromEntries(Object.keys(source).map((k) => [k, `var(--rt-${prefix}-${kebab(k)})`])) as VarMap<T>;
}

/** `theme.badge.primary.soft.fg` → `var(--rt-badge-primary-soft-fg)`. */
const badgeVars = Object.fromEntries(
  BADGE_TONES.map((tone) => [
    tone,
    Object.fromEntries(
      BADGE_VARIANTS.map((variant) => [
        variant,
        { fg: `var(--rt-badge-${tone}-${variant}-fg)`, bg: `var(--rt-badge-${tone}-${variant}-bg)` } satisfies BadgeColors,
      ]),
    ),
  ]),
) as BadgePalette;

/**
 * The typed theme handed to styled-components. Its values are `var(--rt-…)` references, so one theme object
 * serves light, dark and semi-dark alike: the active sheet is chosen by `data-theme` on <html>.
 */
export const theme = {
  colors: vars<ColorTokens>('color', colorThemes.light),
  /** Text and fill of each badge tone and variant, per theme (see badgePalette). */
  badge: badgeVars,
  space: vars('space', space),
  radii: vars('radius', radii),
  shadows: vars('shadow', shadows),
  fontSize: vars('font-size', typography.size),
  fontWeight: typography.weight,
  fontFamily: 'var(--rt-font-family)',
  zIndex: vars('z', zIndex),
  breakpoints,
  media,
} as const;

export type RetomaTheme = typeof theme;

declare module 'styled-components' {
  export interface DefaultTheme extends RetomaTheme {}
}
