import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** The sales platforms an account may be on (the same for every company, cached per company like every call). */
export function useIntegracoes() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'integracoes'], () => api.settings.integracoes());
}
