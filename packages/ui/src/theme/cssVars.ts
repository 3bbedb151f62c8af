import { badgePalette } from './badgePalette';
import { colorThemes, durations, radii, shadows, space, typography, zIndex, type ColorTokens } from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `--rt-color-primary: #…;` and `--rt-badge-primary-soft-fg: #…;` lines for one colour theme. */
export function colorVariables(colors: ColorTokens): string {
  const tokens = Object.entries(colors).map(([name, value]) => `--rt-color-${kebab(name)}: ${value};`);
  const badges = Object.entries(badgePalette(colors)).flatMap(([tone, variants]) =>
    Object.entries(variants).flatMap(([variant, { fg, bg }]) => [
      `--rt-badge-${tone}-${variant}-fg: ${fg};`,
      `--rt-badge-${tone}-${variant}-bg: ${bg};`,
    ]),
  );
  return [...tokens, ...badges].join('\n');
}

function group(prefix: string, values: Record<string | number, string | number>): string {
  return Object.entries(values)
    .map(([name, value]) => `--rt-${prefix}-${kebab(String(name))}: ${value};`)
    .join('\n');
}

/** The whole token sheet: theme-independent tokens on :root, colours per `data-theme` on <html>. */
export function tokenStyleSheet(): string {
  const base = [
    group('space', space),
    group('radius', radii),
    group('shadow', shadows),
    group('font-size', typography.size),
    group('z', zIndex),
    group('duration', durations),
    `--rt-font-family: ${typography.fontFamily};`,
  ].join('\n');
  const themes = Object.entries(colorThemes)
    .map(
      ([name, colors]) =>
        `:root[data-theme='${name}'] {\n${colorVariables(colors)}\n color-scheme: ${name === 'dark' ? 'dark' : 'light'};\n}`,
    )
    .join('\n');
  return `:root {\n${base}\n${colorVariables(colorThemes.light)}\n}\n${themes}`;
}
