import type { RecoveredSalesReport, TicketsReport, UserReportParams } from '../../types';
import { item } from './core';

/** `mockHandlers.reports.*`: answer a fixed report, or build one from the request with `reportParamsOf`. */
export const reportHandlers = {
  recoveredSales: item<RecoveredSalesReport>('get', 'relatorio-vendas'),
  recoveredSalesByUser: item<RecoveredSalesReport>('get', 'relatorio-vendas-usuario'),
  tickets: item<TicketsReport>('get', 'relatorio-tickets'),
};

/**
 * The filters a report request carries (`dt_inicio`, `dt_fim`, `produtos[]`, `usuarios[]`), for resolvers that
 * answer the asked period: `mockHandlers.reports.tickets(({ request }) => buildTicketsReport(reportParamsOf(request)))`.
 */
export function reportParamsOf(request: Request): UserReportParams {
  const query = new URL(request.url).searchParams;
  const ids = (key: string) => (query.has(`${key}[]`) ? query.getAll(`${key}[]`).map(Number) : undefined);
  const params: UserReportParams = {};
  const dtInicio = query.get('dt_inicio');
  const dtFim = query.get('dt_fim');
  if (dtInicio) params.dt_inicio = dtInicio;
  if (dtFim) params.dt_fim = dtFim;
  const produtos = ids('produtos');
  const usuarios = ids('usuarios');
  if (produtos) params.produtos = produtos;
  if (usuarios) params.usuarios = usuarios;
  return params;
}
