import { isAllowed, type PermissionName } from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { companies, memberships, roles } from '../db/schema';
import { permissionRules } from '../services/identity';
import type { AppEnv } from './context';
import { forbidden, HttpError } from './errors';

/**
 * Every company route: the company exists (else 404 company.not_found), the user is an active member
 * (else 403 not.access.in.company). The role and its rules are kept for `requirePermission`.
 */
export const companyScope: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db } = c.var.deps;
  const slug = c.req.param('company') ?? '';
  // One round trip: the company and, when there is one, the caller's membership in it.
  const [row] = await db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      timeZone: companies.timeZone,
      status: memberships.status,
      roleId: roles.id,
      role: roles.nome,
    })
    .from(companies)
    .leftJoin(memberships, and(eq(memberships.companyId, companies.id), eq(memberships.userId, c.var.userId)))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(companies.slug, slug));
  if (!row) throw new HttpError(404, 'Empresa não encontrada.', { error: 'company.not_found' });
  if (row.status !== 'active' || row.roleId === null || row.role === null) {
    throw forbidden('Você não tem acesso a esta empresa.', 'not.access.in.company');
  }
  c.set('company', {
    id: row.id,
    slug: row.slug,
    name: row.name,
    timeZone: row.timeZone,
    roleId: row.roleId,
    role: row.role,
    rules: await permissionRules(db, row.id),
  });
  await next();
};

/** The endpoint's permission, checked against the same rules the app's guard uses. */
export const requirePermission =
  (permission: PermissionName): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { rules, role } = c.var.company;
    if (!isAllowed(rules, role, permission)) throw forbidden();
    await next();
  };
