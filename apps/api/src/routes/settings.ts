import { companyInput, contaInput, contaListQuery, contaUpdateInput } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput, readQuery } from '../http/validate';
import { getCompanyData, getMyPlan, updateCompanyData } from '../services/company';
import { createConta, deleteConta, getConta, listContas, listIntegracoes, updateConta } from '../services/contas';

/** Company data, "meu plano" and the sales-platform accounts. */
export function settingsRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  endpoint('GET /my_company', async (c) => c.json({ data: await getCompanyData(c.var.deps.db, c.var.company.id) }));
  endpoint('PUT /my_company', async (c) => {
    const input = await readInput(c, companyInput);
    return c.json({ data: await updateCompanyData(c.var.deps.db, c.var.company.id, input) });
  });
  endpoint('GET /my_plan', async (c) => c.json({ data: await getMyPlan(c.var.deps.db, c.var.company.id) }));

  endpoint('GET /integracoes', async (c) => c.json({ data: await listIntegracoes(c.var.deps.db) }));
  endpoint('GET /contas', async (c) => c.json({ data: await listContas(c.var.deps.db, c.var.company.id, readQuery(c, contaListQuery)) }));
  endpoint('GET /contas/:id', async (c) => c.json({ data: await getConta(c.var.deps.db, c.var.company.id, pathId(c)) }));
  endpoint('POST /contas', async (c) => {
    const input = await readInput(c, contaInput);
    return c.json({ data: await createConta(c.var.deps.db, c.var.company.id, input) }, 201);
  });
  endpoint('PUT /contas/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, contaUpdateInput);
    return c.json({ data: await updateConta(c.var.deps.db, c.var.company.id, id, input) });
  });
  endpoint('DELETE /contas/:id', async (c) => {
    await deleteConta(c.var.deps.db, c.var.company.id, pathId(c));
    return c.body(null, 204);
  });

  return app;
}
