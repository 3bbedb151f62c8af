import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ThemeProvider } from 'styled-components';
import { INTL_LOCALE, DEFAULT_LOCALE, type Locale } from '../format/locale';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import type { Direction, ThemeName } from '../theme/tokens';
import { ariaLocale } from './ariaLocale';
import { UiLocaleContext } from './useUiLocale';

export interface UiProviderProps {
  children: ReactNode;
  /** Colour theme; light by default. */
  themeName?: ThemeName;
  /** Text direction of the layout and of react-aria's arrow keys; ltr by default. */
  direction?: Direction;
  /** Locale for react-aria widgets (calendars, number fields) and the kit's formatters. */
  locale?: Locale;
}

/**
 * Everything the kit needs at the root: the typed theme, the token sheet, and the theme, direction and
 * language set once on <html> so CSS (and logical properties) follow them. react-aria reads the direction from
 * its locale only, so it gets the locale tagged with the chosen direction (`ariaLocale`).
 */
export function UiProvider({ children, themeName = 'light', direction = 'ltr', locale = DEFAULT_LOCALE }: UiProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = themeName;
    root.dir = direction;
    root.lang = INTL_LOCALE[locale];
  }, [themeName, direction, locale]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <UiLocaleContext.Provider value={locale}>
        <I18nProvider locale={ariaLocale(INTL_LOCALE[locale], direction)}>{children}</I18nProvider>
      </UiLocaleContext.Provider>
    </ThemeProvider>
  );
}
