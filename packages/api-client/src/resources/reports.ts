import type { HttpClient } from '../client';
import type {
  MySalesSummary,
  PeopleReportParams,
  PeopleSalesReport,
  PlanReport,
  RecoveredSalesReport,
  ReportParams,
  TicketsReport,
} from '../types';
import { defineResource } from './define';
import { verbs, type CallOptions } from './http';

/** The shared envelopes and the reports' own schemas, loaded on the first call only (tests). */
const reportsResponseSchemas = () => Promise.all([import('../schemas/responses'), import('../schemas/reportsResponses')]);

/**
 * Reports (`relatorios/*`): the recovered sales of a period of at most 60 days, against the period right before
 * it, split by product, origin, campaign step, payment method and person; reversed sales apart and netted. All of
 * them behind `relatorios` (the route table's rule: the menu, the routes and the server agree on it).
 */
export const reportsResource = defineResource({
  endpoints: {
    'GET /relatorio-vendas': 'relatorios',
    'GET /relatorio-vendas-usuario': 'relatorios',
    'GET /relatorio-tickets': 'relatorios',
    // The plans' report is the plan editors' (`planos/relatorios` [editor] in the route table).
    'GET /relatorio-planos': 'editor',
    // The caller's own sales and commissions, on the dashboard: every member's.
    'GET /relatorio-minhas-vendas': 'public',
  },
  responses: async () => {
    const [{ dataOf }, s] = await reportsResponseSchemas();
    return {
      sales: dataOf(s.recoveredSalesReportSchema),
      people: dataOf(s.peopleSalesReportSchema),
      tickets: dataOf(s.ticketsReportSchema),
      plans: dataOf(s.planReportSchema),
      mine: dataOf(s.mySalesSummarySchema),
    };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      /** Recovered sales: over time per product, by origin, step, mode and payment method, refunds apart. */
      sales: (params?: ReportParams, o?: CallOptions) => v.get<RecoveredSalesReport>('relatorio-vendas', params, o),
      /** The same per person, with their tickets, conversion, average sale and commissions. */
      people: (params?: PeopleReportParams, o?: CallOptions) => v.get<PeopleSalesReport>('relatorio-vendas-usuario', params, o),
      /** Tickets created and attended per day and per agent, loss reasons, times to attend and to close, overdue returns. */
      tickets: (params?: PeopleReportParams, o?: CallOptions) => v.get<TicketsReport>('relatorio-tickets', params, o),
      /** Each plan's campaigns and their funnel per step: contacts, sends, opens, clicks, recovered sales and value. */
      plans: (params?: ReportParams, o?: CallOptions) => v.get<PlanReport>('relatorio-planos', params, o),
      /** The caller's own recovered sales (against the previous period), by product, and commissions to receive. */
      mine: (params?: Pick<ReportParams, 'dt_inicio' | 'dt_fim'>, o?: CallOptions) =>
        v.get<MySalesSummary>('relatorio-minhas-vendas', params, o),
    };
  },
});
