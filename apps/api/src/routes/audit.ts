import { auditListQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { readQuery } from '../http/validate';
import { listAudit } from '../services/audit';

/** The audit trail of the company (Administrador only: its permission is granted to no other role). */
export function auditRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  endpoint('GET /auditoria', async (c) => c.json({ data: await listAudit(c.var.deps.db, c.var.company.id, readQuery(c, auditListQuery)) }));
  return app;
}
