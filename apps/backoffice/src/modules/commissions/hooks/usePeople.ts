import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** `GET /selects/usuarios`: the company's people, for the filters by person. */
export function usePeopleOptions() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'selects/usuarios'] as const, () => api.settings.selects.usuarios()).data ?? [];
}
