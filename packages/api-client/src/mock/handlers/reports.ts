import type { PeopleSalesReport, RecoveredSalesReport } from '../../types';
import { item } from './core';

/** `mockHandlers.reports.*`, mirroring `client.reports`. */
export const reportHandlers = {
  sales: item<RecoveredSalesReport>('get', 'relatorio-vendas'),
  people: item<PeopleSalesReport>('get', 'relatorio-vendas-usuario'),
};
