import { conquistaInput, conquistaListQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput, readQuery } from '../http/validate';
import { createConquista, deleteConquista, getConquista, listConquistas, updateConquista } from '../services/conquistas';

/** Achievements of the company's members (settings › conquistas). */
export function conquistaRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  endpoint('GET /conquistas', async (c) =>
    c.json({ data: await listConquistas(c.var.deps.db, c.var.company.id, readQuery(c, conquistaListQuery)) }),
  );
  endpoint('GET /conquistas/:id', async (c) => c.json({ data: await getConquista(c.var.deps.db, c.var.company.id, pathId(c)) }));
  endpoint('POST /conquistas', async (c) => {
    const input = await readInput(c, conquistaInput);
    return c.json({ data: await createConquista(c.var.deps.db, c.var.company.id, input) }, 201);
  });
  endpoint('PUT /conquistas/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, conquistaInput);
    return c.json({ data: await updateConquista(c.var.deps.db, c.var.company.id, id, input) });
  });
  endpoint('DELETE /conquistas/:id', async (c) => {
    await deleteConquista(c.var.deps.db, c.var.company.id, pathId(c));
    return c.body(null, 204);
  });

  return app;
}
