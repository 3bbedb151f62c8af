import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../format/locale';
import { DEFAULT_CURRENCY } from '../format/locale';

export const UiLocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The locale the kit formats with; set by `UiProvider`. */
export const useUiLocale = () => useContext(UiLocaleContext);

export const UiCurrencyContext = createContext<string>(DEFAULT_CURRENCY);

/** The currency (ISO 4217) of the kit's money columns and figures; set by `UiProvider`, reais by default. */
export const useUiCurrency = () => useContext(UiCurrencyContext);
