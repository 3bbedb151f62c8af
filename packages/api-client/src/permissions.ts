import type { PermissionRecord } from './types';

/**
 * Roles and permission rules — ONE source for the server's checks, the app's route guard and its menus.
 * Rule: `Administrador` holds every permission; a permission with no roles is Administrador-only;
 * a permission granted to `public` is held by every known role.
 */
export const ADMIN_ROLE = 'Administrador';
export const EDITOR_ROLE = 'editor';
export const PUBLIC_ROLE = 'public';
/** The rule of pages every member may open (dashboard, perfil, ...). */
export const PUBLIC_PERMISSION = 'public';

/** permission name → roles allowed. */
export type PermissionRules = Record<string, string[]>;

/** Builds the rules from the identity service's `GET permissions` answer. */
export function buildPermissionRules(records: readonly PermissionRecord[], knownRoles: readonly string[]): PermissionRules {
  const everyRole = [...new Set([ADMIN_ROLE, EDITOR_ROLE, PUBLIC_ROLE, ...knownRoles])];
  const rules: PermissionRules = { [PUBLIC_PERMISSION]: everyRole };
  for (const record of records) {
    const roles = record.permission_role.map((entry) => entry.role.nome);
    if (roles.length === 0) rules[record.name] = [ADMIN_ROLE];
    else if (roles.includes(PUBLIC_ROLE)) rules[record.name] = everyRole;
    else rules[record.name] = [...new Set([ADMIN_ROLE, ...roles])];
  }
  return rules;
}

/** Whether `role` may use `permission`. Unknown permissions are Administrador-only. */
export function isAllowed(rules: PermissionRules, role: string | null | undefined, permission: string): boolean {
  if (role === ADMIN_ROLE) return true;
  if (!role) return false;
  const allowed = rules[permission];
  if (!allowed) return false;
  return allowed.includes(role);
}
