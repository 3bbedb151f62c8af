/** Threshold of the spec: a background brighter than this gets dark text. */
export const BRIGHTNESS_THRESHOLD = 128;

function parseHex(color: string): [number, number, number] | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * Dark or light text for a background colour, by perceived brightness (ITU-R BT.601 weights).
 * Unparseable colours get dark text, the safe choice on the light default theme.
 */
export function readableTextColor(background: string, dark = '#000000', light = '#ffffff'): string {
  const rgb = parseHex(background);
  if (!rgb) return dark;
  const [r, g, b] = rgb;
  const brightness = (r * 299 + g * 587 + b * 114) / 1000;
  return brightness > BRIGHTNESS_THRESHOLD ? dark : light;
}
