import { planoInput, planoListQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput, readQuery } from '../http/validate';
import { createPlano, getPlano, listPlanos, removePlano, updatePlano } from '../services/plans';

/** Recovery plans (planos/meus-planos, plano/{id}): each with its campaigns and what they have scheduled. */
export function planRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  endpoint('GET /planos', async (c) => c.json({ data: await listPlanos(c.var.deps.db, c.var.company.id, readQuery(c, planoListQuery)) }));
  endpoint('GET /planos/:id', async (c) => c.json({ data: await getPlano(c.var.deps.db, c.var.company.id, pathId(c)) }));
  endpoint('POST /planos', async (c) => {
    const input = await readInput(c, planoInput);
    return c.json({ data: await createPlano(c.var.deps.db, c.var.company.id, input) }, 201);
  });
  endpoint('PUT /planos/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, planoInput);
    return c.json({ data: await updatePlano(c.var.deps.db, c.var.company.id, id, input) });
  });
  endpoint('DELETE /planos/:id', async (c) => {
    await removePlano(c.var.deps.db, c.var.company.id, pathId(c));
    return c.body(null, 204);
  });
  return app;
}
