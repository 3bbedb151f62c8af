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
  const [company] = await db.select().from(companies).where(eq(companies.slug, slug));
  if (!company) throw new HttpError(404, 'Empresa não encontrada.', { error: 'company.not_found' });
  const [member] = await db
    .select({ status: memberships.status, roleId: roles.id, role: roles.nome })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.companyId, company.id), eq(memberships.userId, c.var.userId)));
  if (!member || member.status !== 'active') throw forbidden('Você não tem acesso a esta empresa.', 'not.access.in.company');
  c.set('company', {
    id: company.id,
    slug: company.slug,
    name: company.name,
    roleId: member.roleId,
    role: member.role,
    rules: await permissionRules(db, company.id),
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
