import { useApi } from '../../../platform/api';
import { useCompanySWR } from './useCompanySWR';

/** `GET /chamadas/{identificacao}`: what was recorded of a call, and the provider's report when there is one. */
export function useCallDetail(identificacao: string | null) {
  const api = useApi();
  return useCompanySWR(identificacao ? ['chamadas', identificacao] : null, () => api.tickets.calls.get(identificacao!));
}
