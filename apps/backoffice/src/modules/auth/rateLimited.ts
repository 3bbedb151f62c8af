import type { RateLimitedError } from '@retoma/api-client';
import type { Locale } from '@retoma/ui';
import { pluralKey, type Translate } from '../../i18n';

/** "Tente novamente em 1 segundo" / "em 42 segundos": the wait the server asked for (a minute when it said none). */
export function rateLimitedText(
  error: RateLimitedError,
  t: Translate<'login.rateLimitedOne' | 'login.rateLimitedOther'>,
  locale: Locale,
): string {
  const seconds = error.retryAfter ?? 60;
  return t(pluralKey(locale, seconds, { one: 'login.rateLimitedOne', other: 'login.rateLimitedOther' }), { seconds });
}
