import { parseHex } from './color';

/** Threshold of the spec: a background brighter than this gets dark text. */
export const BRIGHTNESS_THRESHOLD = 128;

/**
 * The kit's text colours on a coloured fill (solid badges, user-coloured tags): the light theme's text colour or
 * white, whichever `readableTextColor` picks for the fill.
 */
export const TEXT_ON_FILL = { dark: '#1f2330', light: '#ffffff' } as const;

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
