import type { Direction } from '../theme/tokens';

/**
 * A right-to-left script subtag. react-aria's I18nProvider takes only a locale and derives the direction of its
 * arrow keys (tabs, radios, calendar grid, submenus) and of its overlays from it (`isRTL`: the locale's text info,
 * else its script); it has no direction of its own (adobe/react-spectrum#6469). Our locales are all written left
 * to right, so an rtl page needs a tag that reads as rtl while formatting exactly like the locale itself: no
 * CLDR data exists for pt, en, de or fr in the Arabic script, so Intl falls back to the language's own data
 * (ariaLocale.test.ts proves dates, numbers, plurals and week starts unchanged).
 */
const RTL_SCRIPT = 'Arab';

/**
 * The locale tag handed to react-aria: the locale itself for ltr, the same language and region in a
 * right-to-left script for rtl (`pt-BR` → `pt-Arab-BR`). `<html lang>` and the kit's formatters keep the plain tag.
 */
export function ariaLocale(intlLocale: string, direction: Direction): string {
  if (direction === 'ltr') return intlLocale;
  return new Intl.Locale(intlLocale, { script: RTL_SCRIPT }).toString();
}
