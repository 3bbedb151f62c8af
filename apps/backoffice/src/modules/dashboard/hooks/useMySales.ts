import type { DateRangeParams } from '@retoma/api-client';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** `GET /relatorio-minhas-vendas`: the caller's own recovered sales of the period and commissions to receive. */
export function useMySales(range: Required<DateRangeParams>) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'relatorio-minhas-vendas', range.dt_inicio, range.dt_fim], () => api.reports.mine(range), {
    keepPreviousData: true,
  });
}
