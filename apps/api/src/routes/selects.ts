import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { brindeOptions, produtoOptions, responsaveis, usuarioOptions } from '../services/selects';

/** Option lists for pickers: small, unpaginated, active records only. */
export function selectRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  endpoint('GET /selects/responsaveis', async (c) => c.json({ data: await responsaveis(c.var.deps.db, c.var.company.id) }));
  endpoint('GET /selects/usuarios', async (c) => c.json({ data: await usuarioOptions(c.var.deps.db, c.var.company.id) }));
  endpoint('GET /selects/produtos', async (c) => c.json({ data: await produtoOptions(c.var.deps.db, c.var.company) }));
  endpoint('GET /selects/brindes', async (c) => c.json({ data: await brindeOptions(c.var.deps.db, c.var.company.id) }));
  return app;
}
