import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** One link, for its edit page; no call without an id. */
export function useLink(id: number | null) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(id === null ? null : [slug, 'links', id], () => api.settings.links.get(id!));
}
