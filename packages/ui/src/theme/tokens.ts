/**
 * Design tokens. Components read them only through CSS custom properties (`var(--rt-…)`), so switching
 * the theme is a single attribute change on `<html>` and never re-renders React.
 */

/** The spec's theme colours plus the neutrals a real UI needs. */
export interface ColorTokens {
  primary: string;
  primarylight: string;
  secondary: string;
  success: string;
  danger: string;
  warning: string;
  dark: string;
  light: string;
  /** Page background. */
  background: string;
  /** Cards, popups, inputs. */
  surface: string;
  /** Subtle fills: hovered rows, skeletons, table headers. */
  surfaceMuted: string;
  border: string;
  text: string;
  textMuted: string;
  /** Text on a primary-coloured background. */
  onPrimary: string;
  /** Text on a danger-coloured background (a danger button). */
  onDanger: string;
  focusRing: string;
  /** Side menu and top bar; differs from `surface` in the semi-dark theme. */
  menuBackground: string;
  menuText: string;
  overlay: string;
}

export type ThemeName = 'light' | 'dark' | 'semi-dark';
export const THEME_NAMES: readonly ThemeName[] = ['light', 'dark', 'semi-dark'];
export type Direction = 'ltr' | 'rtl';

const light: ColorTokens = {
  primary: '#5b3cc4',
  primarylight: '#ece8fb',
  secondary: '#5e6a7d',
  success: '#1b7f4b',
  danger: '#c62828',
  warning: '#8a5a00',
  dark: '#1e1e2d',
  light: '#f5f6fa',
  background: '#f5f6fa',
  surface: '#ffffff',
  surfaceMuted: '#eef0f5',
  border: '#d5d9e2',
  text: '#1f2330',
  textMuted: '#555d6e',
  onPrimary: '#ffffff',
  onDanger: '#ffffff',
  focusRing: '#3b82f6',
  menuBackground: '#ffffff',
  menuText: '#1f2330',
  overlay: 'rgba(15, 17, 26, 0.55)',
};

const dark: ColorTokens = {
  ...light,
  primary: '#a58cf5',
  primarylight: '#2d2850',
  secondary: '#a3adbf',
  success: '#5fd39a',
  danger: '#ff8a80',
  warning: '#ffcc66',
  background: '#12131a',
  surface: '#1c1e27',
  surfaceMuted: '#262935',
  border: '#3a3e4d',
  text: '#eceef4',
  textMuted: '#a9afbf',
  onPrimary: '#12131a',
  onDanger: '#12131a',
  focusRing: '#7fb0ff',
  menuBackground: '#1c1e27',
  menuText: '#eceef4',
  overlay: 'rgba(0, 0, 0, 0.7)',
};

/** Semi-dark: dark menu and top bar around light content. */
const semiDark: ColorTokens = { ...light, menuBackground: '#1e1e2d', menuText: '#e8e9f0' };

export const colorThemes: Record<ThemeName, ColorTokens> = { light, dark, 'semi-dark': semiDark };

export const space = { 0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 7: '48px', 8: '64px' } as const;
export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' } as const;
export const shadows = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
} as const;
export const typography = {
  fontFamily: "'Inter', 'DejaVu Sans', system-ui, sans-serif",
  size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '28px' },
  weight: { regular: 400, semibold: 600 },
  lineHeight: 1.5,
} as const;
export const zIndex = { menu: 100, overlay: 1000, modal: 1100, toast: 1200, tooltip: 1300 } as const;
export const durations = { fast: '120ms', normal: '220ms' } as const;
