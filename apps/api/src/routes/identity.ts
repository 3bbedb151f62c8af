import { roleInput } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput } from '../http/validate';
import { permissionRecords } from '../services/identity';
import { createRole, deleteRole, getRole, listRoles, updateRole } from '../services/roles';
import { currentUser } from '../services/users';

/** The user inside a company and the identity service: permissions and roles (the "funções" screen). */
export function identityRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  endpoint('GET /user', async (c) => c.json({ data: await currentUser(c.var.deps.db, c.var.userId, c.var.company) }));
  endpoint('GET /permissions', async (c) => c.json({ data: await permissionRecords(c.var.deps.db, c.var.company.id) }));

  endpoint('GET /roles', async (c) => c.json({ data: await listRoles(c.var.deps.db, c.var.company.id) }));
  endpoint('GET /roles/:id', async (c) => c.json({ data: await getRole(c.var.deps.db, c.var.company.id, pathId(c)) }));
  endpoint('POST /roles', async (c) => {
    const input = await readInput(c, roleInput);
    return c.json({ data: await createRole(c.var.deps.db, c.var.company, c.var.userId, input) }, 201);
  });
  endpoint('PUT /roles/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, roleInput);
    return c.json({ data: await updateRole(c.var.deps.db, c.var.company, c.var.userId, id, input) });
  });
  endpoint('DELETE /roles/:id', async (c) => {
    await deleteRole(c.var.deps.db, c.var.company, c.var.userId, pathId(c));
    return c.body(null, 204);
  });

  return app;
}
