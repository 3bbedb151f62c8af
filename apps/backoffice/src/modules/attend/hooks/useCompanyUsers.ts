import { useApi } from '../../../platform/api';
import { useCompanySWR } from './useCompanySWR';

/** `GET /selects/usuarios`: the company's users, for choosing who receives a ticket. */
export function useCompanyUsers() {
  const api = useApi();
  return useCompanySWR(['selects', 'usuarios'], () => api.settings.selects.usuarios());
}
