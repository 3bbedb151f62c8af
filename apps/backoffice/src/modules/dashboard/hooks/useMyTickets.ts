import type { DateRangeParams, MyTicketsStats } from '@retoma/api-client';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** `GET dashboard/meus_tickets`: the caller's attendances by outcome, or their inserted tickets by state. */
export function useMyTickets(type: MyTicketsStats['type'], range: Required<DateRangeParams>) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(
    [slug, 'dashboard', 'meus_tickets', type, range.dt_inicio, range.dt_fim],
    () => api.dashboard.get('meus_tickets', { type, ...range }),
    {
      keepPreviousData: true,
    },
  );
}
