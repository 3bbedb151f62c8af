import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import type { ReportFilters } from './useReportFilters';

const joined = (ids: number[]) => (ids.length > 0 ? ids.join(',') : undefined);

/** `GET /relatorio-vendas` for the header's filters (the previous answer kept while the next loads). */
export function useSalesReport({ days, produtos }: ReportFilters) {
  const api = useApi();
  const { slug } = useCompanySession();
  const params = { ...days, produtos: joined(produtos) };
  return useSWR([slug, 'relatorio-vendas', params.dt_inicio, params.dt_fim, params.produtos], () => api.reports.sales(params), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
}

/** `GET /relatorio-vendas-usuario` for the header's filters. */
export function usePeopleReport({ days, produtos, usuarios }: ReportFilters) {
  const api = useApi();
  const { slug } = useCompanySession();
  const params = { ...days, produtos: joined(produtos), usuarios: joined(usuarios) };
  return useSWR(
    [slug, 'relatorio-vendas-usuario', params.dt_inicio, params.dt_fim, params.produtos, params.usuarios],
    () => api.reports.people(params),
    { keepPreviousData: true, shouldRetryOnError: false },
  );
}

/** `GET /relatorio-tickets` for the header's filters. */
export function useTicketsReport({ days, produtos, usuarios }: ReportFilters) {
  const api = useApi();
  const { slug } = useCompanySession();
  const params = { ...days, produtos: joined(produtos), usuarios: joined(usuarios) };
  return useSWR(
    [slug, 'relatorio-tickets', params.dt_inicio, params.dt_fim, params.produtos, params.usuarios],
    () => api.reports.tickets(params),
    { keepPreviousData: true, shouldRetryOnError: false },
  );
}

/** `GET /relatorio-planos` for the header's period and products. */
export function usePlanReport({ days, produtos }: ReportFilters) {
  const api = useApi();
  const { slug } = useCompanySession();
  const params = { ...days, produtos: joined(produtos) };
  return useSWR([slug, 'relatorio-planos', params.dt_inicio, params.dt_fim, params.produtos], () => api.reports.plans(params), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
}

/** The product filter's options: the company's products. */
export function useProductOptions() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'selects/produtos'], () => api.settings.selects.produtos()).data ?? [];
}

/** The person filter's options: the company's people (none asked for when the report has no such filter). */
export function usePeopleOptions(wanted = true) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(wanted ? [slug, 'selects/usuarios'] : null, () => api.settings.selects.usuarios()).data ?? [];
}
