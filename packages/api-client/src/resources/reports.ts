import type { HttpClient } from '../client';
import type { RecoveredSalesReport, ReportParams, TicketsReport, UserReportParams } from '../types';
import { verbs, type CallOptions } from './http';

/** The "Relatórios" menu: charts of the period, filtered by product (and by user). Arrays go as `produtos[]=`. */
export function reportsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    /** Money recovered per day, one series per product, with the period's totals by origin, source and payment method. */
    recoveredSales: (params?: ReportParams, o?: CallOptions) => v.get<RecoveredSalesReport>('relatorio-vendas', params, o),
    /** The same, one series per user; `grafico.users` lists the users the filter offers. */
    recoveredSalesByUser: (params?: UserReportParams, o?: CallOptions) =>
      v.get<RecoveredSalesReport>('relatorio-vendas-usuario', params, o),
    /** Tickets created per day, one series per product. */
    tickets: (params?: ReportParams, o?: CallOptions) => v.get<TicketsReport>('relatorio-tickets', params, o),
  };
}
