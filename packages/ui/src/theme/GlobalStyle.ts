import { createGlobalStyle } from 'styled-components';
import { tokenStyleSheet, type ThemeColorOverrides } from './cssVars';

/** Tokens, a small reset and reduced-motion handling for the whole document. */
export const GlobalStyle = createGlobalStyle<{ colors?: ThemeColorOverrides }>`
  ${({ colors }) => tokenStyleSheet(colors)}

  *, *::before, *::after { box-sizing: border-box; }

  html, body {
    margin: 0;
    background: var(--rt-color-background);
    color: var(--rt-color-text);
    font-family: var(--rt-font-family);
    font-size: var(--rt-font-size-md);
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }

  :focus-visible { outline: 2px solid var(--rt-color-focus-ring); outline-offset: 2px; }

  /*
   * Under a sticky top bar (56 px), what focus or an anchor scrolls into view stops below the bar, with room for
   * its focus ring: tabbing backwards never leaves the focused control hidden under the bar. At the screen's
   * edges 8 px are kept for the ring too (a control scrolled into view at the bottom lost the ring's bottom).
   */
  html { scroll-padding-block: 8px; }
  html:has(header[data-sticky]) { scroll-padding-block-start: 64px; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
