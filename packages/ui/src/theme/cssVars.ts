import { badgePalette } from './badgePalette';
import { colorThemes, durations, radii, shadows, space, typography, zIndex, type ColorTokens, type ThemeName } from './tokens';

/** A consumer's own colours (its brand) per theme, over the kit's: `{ light: { primary: '#0b7285' }, dark: { … } }`. */
export type ThemeColorOverrides = Partial<Record<ThemeName, Partial<ColorTokens>>>;

/** Each theme's colours with the consumer's over them. */
export function themeColors(overrides: ThemeColorOverrides = {}): Record<ThemeName, ColorTokens> {
  return Object.fromEntries(
    Object.entries(colorThemes).map(([name, colors]) => [name, { ...colors, ...overrides[name as ThemeName] }]),
  ) as Record<ThemeName, ColorTokens>;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `['--rt-color-primary', '#…']` and `['--rt-badge-primary-soft-fg', '#…']` pairs for one colour theme. */
export function colorVariableEntries(colors: ColorTokens): [string, string][] {
  const tokens = Object.entries(colors).map(([name, value]): [string, string] => [`--rt-color-${kebab(name)}`, value]);
  const badges = Object.entries(badgePalette(colors)).flatMap(([tone, variants]) =>
    Object.entries(variants).flatMap(([variant, { fg, bg }]): [string, string][] => [
      [`--rt-badge-${tone}-${variant}-fg`, fg],
      [`--rt-badge-${tone}-${variant}-bg`, bg],
    ]),
  );
  return [...tokens, ...badges];
}

/** `--rt-color-primary: #…;` and `--rt-badge-primary-soft-fg: #…;` lines for one colour theme. */
export function colorVariables(colors: ColorTokens): string {
  return colorVariableEntries(colors)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

function group(prefix: string, values: Record<string | number, string | number>): string {
  return Object.entries(values)
    .map(([name, value]) => `--rt-${prefix}-${kebab(String(name))}: ${value};`)
    .join('\n');
}

/**
 * The whole token sheet: theme-independent tokens on :root, colours per `data-theme` — on <html>, or on a nested
 * UiProvider's box — the consumer's over the kit's, and the badge colours derived from those, so a brand's primary
 * reaches its badges too.
 */
export function tokenStyleSheet(overrides: ThemeColorOverrides = {}): string {
  const colors = themeColors(overrides);
  const base = [
    group('space', space),
    group('radius', radii),
    group('shadow', shadows),
    group('font-size', typography.size),
    group('z', zIndex),
    group('duration', durations),
    `--rt-font-family: ${typography.fontFamily};`,
  ].join('\n');
  const themes = Object.entries(colors)
    .map(
      ([name, colors]) => `[data-theme='${name}'] {\n${colorVariables(colors)}\n color-scheme: ${name === 'dark' ? 'dark' : 'light'};\n}`,
    )
    .join('\n');
  return `:root {\n${base}\n${colorVariables(colors.light)}\n}\n${themes}`;
}
