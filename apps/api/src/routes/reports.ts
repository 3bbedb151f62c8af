import { mySalesQuery, peopleReportQuery, reportQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { readQuery } from '../http/validate';
import { mySales } from '../services/reports/mine';
import { peopleReport } from '../services/reports/people';
import { plansReport } from '../services/reports/plans';
import { salesReport } from '../services/reports/sales';
import { ticketsReport } from '../services/reports/tickets';
import { callerFor } from './tickets';

/** The reports (`relatorios/*`, permission `relatorios`; the plans' report, `editor`): sums over a period. */
export function reportRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  endpoint('GET /relatorio-vendas', async (c) => {
    const q = readQuery(c, reportQuery);
    return c.json({ data: await salesReport(c.var.deps.db, await callerFor(c), q) });
  });
  endpoint('GET /relatorio-vendas-usuario', async (c) => {
    const q = readQuery(c, peopleReportQuery);
    return c.json({ data: await peopleReport(c.var.deps.db, await callerFor(c), q) });
  });
  endpoint('GET /relatorio-tickets', async (c) => {
    const q = readQuery(c, peopleReportQuery);
    return c.json({ data: await ticketsReport(c.var.deps.db, await callerFor(c), q) });
  });
  endpoint('GET /relatorio-planos', async (c) => {
    const q = readQuery(c, reportQuery);
    return c.json({ data: await plansReport(c.var.deps.db, await callerFor(c), q) });
  });
  endpoint('GET /relatorio-minhas-vendas', async (c) => {
    const q = readQuery(c, mySalesQuery);
    return c.json({ data: await mySales(c.var.deps.db, await callerFor(c), q) });
  });

  return app;
}
