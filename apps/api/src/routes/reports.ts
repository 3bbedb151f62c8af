import { peopleReportQuery, reportQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { readQuery } from '../http/validate';
import { peopleReport } from '../services/reports/people';
import { salesReport } from '../services/reports/sales';
import { callerFor } from './tickets';

/** The reports (`relatorios/*`, permission `relatorios`): sums of the company's recovered sales over a period. */
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

  return app;
}
