import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { companyRoles, permissionRecords } from '../services/identity';
import { currentUser } from '../services/users';

/** The user and the identity service, inside a company. */
export function identityRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/user', async (c) => c.json({ data: await currentUser(c.var.deps.db, c.var.userId, c.var.company) }));
  app.get('/permissions', async (c) => c.json({ data: await permissionRecords(c.var.deps.db, c.var.company.id) }));
  app.get('/roles', async (c) => c.json({ data: await companyRoles(c.var.deps.db, c.var.company.id) }));
  return app;
}
