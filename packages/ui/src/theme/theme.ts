import { BADGE_TONES, BADGE_VARIANTS, badgePalette, type BadgeColors, type BadgePalette } from './badgePalette';
import { breakpoints, media } from './breakpoints';
import { colorThemes, durations, radii, shadows, space, typography, zIndex, type ColorTokens } from './tokens';

type VarMap<T> = { readonly [K in keyof T]: string };
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * `var(--rt-color-primary, #5b3cc4)`: the token, or its light value where no token sheet is in place. The sheet
 * (GlobalStyle, set by UiProvider) switches themes; without it (a component rendered outside UiProvider, an
 * e-mail or a server render that left the sheet out) every component still draws in the light theme.
 */
const token = (name: string, fallback: string | number) => `var(--rt-${name}, ${fallback})`;

function vars<T extends object>(prefix: string, source: T): VarMap<T> {
  return Object.fromEntries(
    Object.entries(source).map(([k, value]) => [k, token(`${prefix}-${kebab(k)}`, value as string | number)]),
  ) as VarMap<T>;
}

/** `theme.badge.primary.soft.fg` → `var(--rt-badge-primary-soft-fg, <light value>)`. */
const lightBadges = badgePalette(colorThemes.light);
const badgeVars = Object.fromEntries(
  BADGE_TONES.map((tone) => [
    tone,
    Object.fromEntries(
      BADGE_VARIANTS.map((variant) => [
        variant,
        {
          fg: token(`badge-${tone}-${variant}-fg`, lightBadges[tone][variant].fg),
          bg: token(`badge-${tone}-${variant}-bg`, lightBadges[tone][variant].bg),
        } satisfies BadgeColors,
      ]),
    ),
  ]),
) as BadgePalette;

/**
 * The typed theme. Its values are `var(--rt-…)` references (with the light value as fallback), so one theme object
 * serves light, dark and semi-dark alike: the active sheet is chosen by `data-theme` on <html>. The kit's own
 * styles import it directly, so they need no ThemeProvider; UiProvider still hands it to styled-components for
 * an app's own styles.
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
  fontFamily: token('font-family', typography.fontFamily),
  zIndex: vars('z', zIndex),
  durations: vars('duration', durations),
  breakpoints,
  media,
} as const;

export type RetomaTheme = typeof theme;
