import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** One achievement, loaded for its edit page; no call without an id. */
export function useAchievement(id: number | null) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(id === null ? null : [slug, 'conquistas', id], () => api.settings.conquistas.get(id!));
}

/** The products an achievement may count the sales of. */
export function useProductOptions() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'selects/produtos'], () => api.settings.selects.produtos());
}
