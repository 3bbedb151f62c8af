import { PLANO_SORTS, type Plano } from '@retoma/api-client';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useCompanyList } from '../../../platform/useCompanyList';

/** The plans list's wire route: its cache key, reloaded after a write. */
export const PLANOS_LIST = 'planos';

/** The company's plans, each with its campaigns: paged, sorted and searched by the server. */
export function usePlanList() {
  return useCompanyList<Plano>({ name: PLANOS_LIST, sorts: PLANO_SORTS, fetch: (api, params) => api.plans.list(params) });
}

/** One plan with its campaigns (and how many sends each has scheduled); null `id` loads nothing. */
export function usePlan(id: number | null) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(id === null || Number.isNaN(id) ? null : [slug, 'planos', id], () => api.plans.get(id!));
}

/** The company's active products for a campaign's product choice. */
export function useProductOptions() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'selects/produtos'], () => api.settings.selects.produtos());
}

/** The id in a page's address: a positive whole number, else NaN (a hand-typed address shows "not found"). */
export function recordId(param: string | undefined): number {
  return param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : NaN;
}
