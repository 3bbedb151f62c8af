import type { DateRangeParams } from '@retoma/api-client';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import type { TicketView } from './useDashboardLocation';

/** `GET dashboard/atendimentos` or `dashboard/inseridos`: day by day over the period and the days before it. */
export function useDailyComparison(view: TicketView, range: Required<DateRangeParams>) {
  const api = useApi();
  const { slug } = useCompanySession();
  const route = view === 'atendimento' ? 'atendimentos' : 'inseridos';
  return useSWR([slug, 'dashboard', route, range.dt_inicio, range.dt_fim], () => api.dashboard.get(route, range), {
    keepPreviousData: true,
  });
}
