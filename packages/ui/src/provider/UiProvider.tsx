import { createContext, useContext, useLayoutEffect, type CSSProperties, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { styled, ThemeProvider } from 'styled-components';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../format/locale';
import { colorVariableEntries, themeColors, type ThemeColorOverrides } from '../theme/cssVars';
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

type Settings = Required<Pick<UiProviderProps, 'themeName' | 'direction' | 'locale' | 'currency'>>;

/** The settings of the UiProvider above, if any: the outer one owns the document, an inner one only its own box. */
const OuterUiProvider = createContext<Settings | null>(null);

const KIT_DEFAULTS: Settings = { themeName: 'light', direction: 'ltr', locale: DEFAULT_LOCALE, currency: DEFAULT_CURRENCY };

/**
 * A nested provider's box: its theme's colours (the token sheet also matches `[data-theme]` on any element), its
 * direction and language, painted with its own page and text colours so a dark part reads dark on a light page.
 */
const Scope = styled.div`
  background: var(--rt-color-background);
  color: var(--rt-color-text);
  font-family: var(--rt-font-family);
  font-size: var(--rt-font-size-md);
  line-height: 1.5;
`;

/** A nested provider's own colours, as custom properties on its box (the document's sheet stays the outer one's). */
function scopedColors(colors: ThemeColorOverrides | undefined, themeName: ThemeName): CSSProperties | undefined {
  if (!colors?.[themeName]) return undefined;
  return Object.fromEntries(colorVariableEntries(themeColors(colors)[themeName])) as CSSProperties;
}

/**
 * Everything the kit needs at the root: the typed theme, the token sheet, and the theme, direction and
 * language set once on <html> so CSS (and logical properties) follow them. react-aria reads the direction from
 * its locale only, so it gets the locale tagged with the chosen direction (`ariaLocale`).
 *
 * Nested inside another UiProvider it leaves the document alone: it draws a box (a `div`) with its own theme,
 * direction, language and currency (what it is not given, it takes from the outer one) — a dark panel in a light page, an Arabic preview in a Portuguese one, each example of a
 * documentation page in its own settings. Overlays (dialogs, popovers) still open at the end of <body>, in the
 * document's theme.
 */
export function UiProvider({ children, colors, ...given }: UiProviderProps) {
  const outer = useContext(OuterUiProvider);
  const nested = outer !== null;
  // A nested provider changes what it is given and keeps the rest of the outer one's settings.
  const settings: Settings = { ...(outer ?? KIT_DEFAULTS), ...definedOnly(given) };
  const { themeName, direction, locale, currency } = settings;
  useLayoutEffect(() => {
    if (nested) return;
    const root = document.documentElement;
    root.dataset.theme = themeName;
    root.dir = direction;
    root.lang = INTL_LOCALE[locale];
  }, [nested, themeName, direction, locale]);

  const content = (
    <OuterUiProvider.Provider value={settings}>
      <UiLocaleContext.Provider value={locale}>
        <UiCurrencyContext.Provider value={currency}>
          <I18nProvider locale={ariaLocale(INTL_LOCALE[locale], direction)}>{children}</I18nProvider>
        </UiCurrencyContext.Provider>
      </UiLocaleContext.Provider>
    </OuterUiProvider.Provider>
  );
  if (nested) {
    return (
      <Scope data-theme={themeName} dir={direction} lang={INTL_LOCALE[locale]} style={scopedColors(colors, themeName)}>
        {content}
      </Scope>
    );
  }
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle colors={colors} />
      {content}
    </ThemeProvider>
  );
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
