import { companyInput } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { readInput } from '../http/validate';
import { getCompanyData, getMyPlan, updateCompanyData } from '../services/company';

/** Company data and "meu plano" (the sales-platform accounts are in routes/contas.ts). */
export function settingsRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  endpoint('GET /my_company', async (c) => c.json({ data: await getCompanyData(c.var.deps.db, c.var.company.id) }));
  endpoint('PUT /my_company', async (c) => {
    const input = await readInput(c, companyInput);
    return c.json({ data: await updateCompanyData(c.var.deps.db, c.var.company.id, input) });
  });
  endpoint('GET /my_plan', async (c) => c.json({ data: await getMyPlan(c.var.deps.db, c.var.company.id) }));

  return app;
}
