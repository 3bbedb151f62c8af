import type { MySalesSummary, PeopleSalesReport, PlanReport, RecoveredSalesReport, TicketsReport } from '../../types';
import { item } from './core';

/** `mockHandlers.reports.*`, mirroring `client.reports`. */
export const reportHandlers = {
  sales: item<RecoveredSalesReport>('get', 'relatorio-vendas'),
  people: item<PeopleSalesReport>('get', 'relatorio-vendas-usuario'),
  tickets: item<TicketsReport>('get', 'relatorio-tickets'),
  plans: item<PlanReport>('get', 'relatorio-planos'),
  mine: item<MySalesSummary>('get', 'relatorio-minhas-vendas'),
};
