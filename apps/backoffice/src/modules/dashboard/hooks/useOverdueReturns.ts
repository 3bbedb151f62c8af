import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** `GET dashboard/tickets_atrasados`: the caller's returns whose time has passed. */
export function useOverdueReturns() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'dashboard', 'tickets_atrasados'], () => api.dashboard.get('tickets_atrasados', {}));
}
