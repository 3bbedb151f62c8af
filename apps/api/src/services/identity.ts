import { ADMIN_ROLE, buildPermissionRules, isAllowed, type PermissionRecord, type PermissionRules } from '@retoma/api-client';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { announceChange } from '../db/changes';
import type { Database } from '../db/client';
import { permissionRoles, permissions, roles } from '../db/schema';

/**
 * Roles visible in a company: the company's own, and the shared ones it has not made its own. A company that
 * changes a shared role (say Atendente) gets its own copy under the same name (`services/roles.ts`); from then on
 * the copy stands for that name in this company, and the shared one still serves every other company.
 */
export const rolesVisibleIn = (companyId: number) =>
  or(
    eq(roles.companyId, companyId),
    and(
      isNull(roles.companyId),
      sql`not exists (select 1 from ${roles} as own where own.company_id = ${companyId} and lower(own.nome) = lower(${roles.nome}))`,
    ),
  );

/** The identity service's `GET permissions` answer for one company. */
export async function permissionRecords(db: Database, companyId: number): Promise<PermissionRecord[]> {
  const rows = await db
    .select({ name: permissions.name, role: roles.nome })
    .from(permissions)
    .leftJoin(permissionRoles, eq(permissionRoles.permissionId, permissions.id))
    .leftJoin(roles, and(eq(roles.id, permissionRoles.roleId), rolesVisibleIn(companyId)))
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
  return db.select({ id: roles.id, nome: roles.nome }).from(roles).where(rolesVisibleIn(companyId)).orderBy(roles.nome);
}

/**
 * Rules per database and company, kept briefly: every company request checks them, and they only change when a
 * role is written. The writer announces it (`permissionRulesChanged`) and every server process on the database drops
 * the company's entry when told (`db/changes.ts`, on PostgreSQL); the time limit is only a last bound.
 */
const RULES_TTL_MS = 30_000;
const rulesCache = new WeakMap<Database, Map<number, { rules: Promise<PermissionRules>; expires: number }>>();
/** Databases whose changes this process is not told of right now (its listener is down): rules are read on every call. */
const unannounced = new WeakSet<Database>();

/** The same rules the app's guard builds, from the same function. */
export function permissionRules(db: Database, companyId: number): Promise<PermissionRules> {
  let byCompany = rulesCache.get(db);
  if (!byCompany) rulesCache.set(db, (byCompany = new Map()));
  const cached = byCompany.get(companyId);
  if (cached && cached.expires > Date.now()) return cached.rules;
  const rules = Promise.all([permissionRecords(db, companyId), companyRoles(db, companyId)]).then(([records, known]) =>
    buildPermissionRules(
      records,
      known.map((r) => r.nome),
    ),
  );
  if (unannounced.has(db)) return rules;
  // Kept before it is read: a change announced while the read is under way drops it too.
  byCompany.set(companyId, { rules, expires: Date.now() + RULES_TTL_MS });
  // A failed read is not remembered.
  rules.catch(() => byCompany.delete(companyId));
  return rules;
}

/**
 * A role or its grants changed, inside the transaction `tx` that changed them: every process listening drops the
 * company's rules once it commits; call `forgetPermissionRules` after the commit for this one (PGlite has no listener).
 */
export async function permissionRulesChanged(tx: Database, companyId: number): Promise<void> {
  await announceChange(tx, { kind: 'permissions', companyId });
}

/** The next request of the company reads its rules again (after `permissionRulesChanged`, or when told of it). */
export function forgetPermissionRules(db: Database, companyId: number): void {
  rulesCache.get(db)?.delete(companyId);
}

/**
 * Whether this process is told of the database's role changes (its listener connected or lost). Either way what was
 * kept goes: a change may have been announced while nobody listened. While not told, rules are not kept at all.
 */
export function permissionChangesAnnounced(db: Database, announced: boolean): void {
  rulesCache.delete(db);
  if (announced) unannounced.delete(db);
  else unannounced.add(db);
}

/** Names of the permissions a role holds. */
export function grantedPermissions(rules: PermissionRules, role: string): string[] {
  return Object.keys(rules)
    .filter((name) => role === ADMIN_ROLE || isAllowed(rules, role, name))
    .sort();
}
