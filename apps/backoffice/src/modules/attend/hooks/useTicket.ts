import { useApi } from '../../../platform/api';
import { useCompanySWR } from './useCompanySWR';

/** `GET /tickets/{id}`: the ticket with its lead, history, attendances and the lead's transactions. */
export function useTicket(id: number) {
  const api = useApi();
  return useCompanySWR(['tickets', id], () => api.tickets.get(id));
}
