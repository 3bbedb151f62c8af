import { personalLinkListQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { readQuery } from '../http/validate';
import { listPersonalLinks } from '../services/personalLinks';

/** The calling agent's own sales links ("Meus links"); the links themselves are settings (routes/products.ts). */
export function salesLinkRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  endpoint('GET /meus-links', async (c) =>
    c.json({ data: await listPersonalLinks(c.var.deps.db, c.var.company.id, c.var.userId, readQuery(c, personalLinkListQuery)) }),
  );
  return app;
}
