import { ADMIN_ROLE, buildPermissionRules, isAllowed, type PermissionRecord, type PermissionRules } from '@retoma/api-client';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { permissionRoles, permissions, roles } from '../db/schema';

/** Roles visible in a company: the shared ones and the company's own. */
const rolesOf = (companyId: number) => or(isNull(roles.companyId), eq(roles.companyId, companyId));

/** The identity service's `GET permissions` answer for one company. */
export async function permissionRecords(db: Database, companyId: number): Promise<PermissionRecord[]> {
  const rows = await db
    .select({ name: permissions.name, role: roles.nome })
    .from(permissions)
    .leftJoin(permissionRoles, eq(permissionRoles.permissionId, permissions.id))
    .leftJoin(roles, and(eq(roles.id, permissionRoles.roleId), rolesOf(companyId)))
    .orderBy(permissions.name);
  const byName = new Map<string, PermissionRecord>();
  for (const row of rows) {
    const record = byName.get(row.name) ?? { name: row.name, permission_role: [] };
    if (row.role) record.permission_role.push({ role: { nome: row.role } });
    byName.set(row.name, record);
  }
  return [...byName.values()];
}

export async function companyRoles(db: Database, companyId: number) {
  return db.select({ id: roles.id, nome: roles.nome }).from(roles).where(rolesOf(companyId)).orderBy(roles.nome);
}

/** The same rules the app's guard builds, from the same function. */
export async function permissionRules(db: Database, companyId: number): Promise<PermissionRules> {
  const [records, known] = await Promise.all([permissionRecords(db, companyId), companyRoles(db, companyId)]);
  return buildPermissionRules(
    records,
    known.map((r) => r.nome),
  );
}

/** Names of the permissions a role holds. */
export function grantedPermissions(rules: PermissionRules, role: string): string[] {
  return Object.keys(rules)
    .filter((name) => role === ADMIN_ROLE || isAllowed(rules, role, name))
    .sort();
}
