import useSWR, { type SWRConfiguration } from 'swr';
import { useCompanySession } from '../../../platform/companySession';

/**
 * SWR keyed by the current company (`[companySlug, ...key]`, architecture §2), so two companies never share an
 * answer; `null` skips the request until what it needs is known.
 */
export function useCompanySWR<T>(key: readonly unknown[] | null, fetcher: () => Promise<T>, config?: SWRConfiguration<T>) {
  const { slug } = useCompanySession();
  return useSWR<T>(key ? [slug, ...key] : null, fetcher, config);
}

/** The largest page a list answers: every active option of a company (statuses, messages, links) fits in one. */
export const ALL_OPTIONS = 100;
