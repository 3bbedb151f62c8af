import type { SmsUsagePeriod } from '@retoma/api-client';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** The SWR keys of this module's reads, company first (a save refreshes both). */
export const extensionKeys = (slug: string) => ({ list: [slug, 'extensoes'], zenvia: [slug, 'extensoes/zenvia'] }) as const;

/** `GET /extensoes`: every extension the product names, with its state for the company. */
export function useExtensoes() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(extensionKeys(slug).list, () => api.extensions.list());
}

/** `GET /extensoes/zenvia`: the company's Zenvia account (never its token). */
export function useZenvia() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(extensionKeys(slug).zenvia, () => api.extensions.zenvia.get());
}

/** `GET /extensoes/relatorio`: the company's campaign SMS per month over the last `meses` months. */
export function useSmsUsage(meses: SmsUsagePeriod) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'extensoes/relatorio', meses], () => api.extensions.smsUsage({ meses }), { keepPreviousData: true });
}
