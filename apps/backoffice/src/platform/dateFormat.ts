import { useUiLocale, type Locale } from '@retoma/ui';
import { useContext, useMemo } from 'react';
import { CompanySessionContext } from './companySession';

/** What the kit's date formatters take: the person's language and the company's time zone. */
export interface DateFormatOptions {
  locale: Locale;
  /** The company's IANA zone; undefined outside a company (the browser's own zone then). */
  timeZone: string | undefined;
}

/**
 * The options of every moment shown in a company page: the person's language, and the company's time zone
 * (settings › empresa), so a return at 14:00 in the company reads 14:00 wherever the person's computer is, as the
 * server counts it. `formatDateTime(value, useDateFormat())`.
 */
export function useDateFormat(): DateFormatOptions {
  const locale = useUiLocale();
  const session = useContext(CompanySessionContext);
  const timeZone = session?.user.companies.find((company) => company.slug === session.slug)?.time_zone;
  return useMemo(() => ({ locale, timeZone }), [locale, timeZone]);
}
