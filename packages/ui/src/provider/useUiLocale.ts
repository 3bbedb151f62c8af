import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../format/locale';

export const UiLocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The locale the kit formats with; set by `UiProvider`. */
export const useUiLocale = () => useContext(UiLocaleContext);
