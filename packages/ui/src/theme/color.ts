/** An opaque sRGB colour as 0–255 channels. */
export type Rgb = [number, number, number];

/** The WCAG 2 AA minimum for normal-size text (the kit's badges and chips are 11–12 px). */
export const AA_TEXT_CONTRAST = 4.5;

/** `#rgb` or `#rrggbb` (the hash optional, any case, spaces around allowed); null for anything else. */
export function parseHex(color: string): Rgb | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

/** Hex, or an opaque `rgb(r, g, b)` as `getComputedStyle` gives colours back; null for anything else. */
export function parseColor(color: string): Rgb | null {
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*1\s*)?\)$/.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return parseHex(color);
}

function requireColor(color: string): Rgb {
  const rgb = parseColor(color);
  if (!rgb) throw new Error(`Not an opaque hex or rgb() colour: ${color}`);
  return rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** CSS `color-mix(in srgb, a <weight>, b)` for opaque colours, rounded to a hex colour. */
export function mixColors(a: string, b: string, weight: number): string {
  const [from, to] = [requireColor(a), requireColor(b)];
  return toHex(from.map((channel, i) => Math.round(channel * weight + to[i]! * (1 - weight))) as Rgb);
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = requireColor(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
