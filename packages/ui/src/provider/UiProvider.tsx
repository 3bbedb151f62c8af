import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ThemeProvider } from 'styled-components';
import { INTL_LOCALE, DEFAULT_LOCALE, type Locale } from '../format/locale';
import { DEFAULT_CURRENCY } from '../format/number';
import type { ThemeColorOverrides } from '../theme/cssVars';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import type { Direction, ThemeName } from '../theme/tokens';
import { ariaLocale } from './ariaLocale';
import { UiCurrencyContext, UiLocaleContext } from './useUiLocale';

export interface UiProviderProps {
  children: ReactNode;
  /** Colour theme; light by default. */
  themeName?: ThemeName;
  /** Text direction of the layout and of react-aria's arrow keys; ltr by default. */
  direction?: Direction;
  /** Locale for react-aria widgets (calendars, number fields) and the kit's formatters. */
  locale?: Locale;
  /** Your own colours (a brand) per theme, over the kit's; check them with `themeContrastIssues`. */
  colors?: ThemeColorOverrides;
  /** Currency (ISO 4217) of money columns and figures (`format: 'currency'`); reais by default. */
  currency?: string;
}

/**
 * Everything the kit needs at the root: the typed theme, the token sheet, and the theme, direction and
 * language set once on <html> so CSS (and logical properties) follow them. react-aria reads the direction from
 * its locale only, so it gets the locale tagged with the chosen direction (`ariaLocale`).
 */
export function UiProvider({
  children,
  themeName = 'light',
  direction = 'ltr',
  locale = DEFAULT_LOCALE,
  colors,
  currency = DEFAULT_CURRENCY,
}: UiProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = themeName;
    root.dir = direction;
    root.lang = INTL_LOCALE[locale];
  }, [themeName, direction, locale]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle colors={colors} />
      <UiLocaleContext.Provider value={locale}>
        <UiCurrencyContext.Provider value={currency}>
          <I18nProvider locale={ariaLocale(INTL_LOCALE[locale], direction)}>{children}</I18nProvider>
        </UiCurrencyContext.Provider>
      </UiLocaleContext.Provider>
    </ThemeProvider>
  );
}
