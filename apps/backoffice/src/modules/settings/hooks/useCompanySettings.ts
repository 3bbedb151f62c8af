import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** `GET /my_plan`: the plan's limits and this month's usage, keyed by the company first. */
export function useMyPlan() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'my_plan'], () => api.settings.myPlan());
}

/** `GET /my_company`: the company's own data, for its form. */
export function useCompanyData() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'my_company'], () => api.settings.myCompany());
}
