import { conquistaInput, conquistaListQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { conquistaLimite, conquistaService } from '../services/conquistas';
import { catalogueEndpoints } from './crud';

/** Achievements of the company's members (settings › conquistas). */
export function conquistaRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  // Before the catalogue's `/:id`, which would take `limite` for an id.
  endpoint('GET /conquistas/limite', async (c) => c.json({ data: await conquistaLimite(c.var.deps.db, c.var.company.id) }));
  catalogueEndpoints(endpoint, '/conquistas', conquistaService, { query: conquistaListQuery, input: conquistaInput });
  return app;
}
