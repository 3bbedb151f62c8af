import { DEMO_GRANTS, DEMO_ROLES } from '../../fixtures';
import { ADMIN_ROLE, PUBLIC_ROLE } from '../../permissions';
import { PERMISSION_NAMES, type PermissionName } from '../../permissionNames';
import type { PermissionRecord, RoleListItem } from '../../types';

/** `GET permissions`: every known permission with the roles granted it (the server's demo grants by default). */
export function buildPermissionRecords(grants: Readonly<Record<string, readonly PermissionName[]>> = DEMO_GRANTS): PermissionRecord[] {
  return PERMISSION_NAMES.map((name) => ({
    name,
    permission_role: Object.entries(grants)
      .filter(([, names]) => names.includes(name))
      .map(([role]) => ({ role: { nome: role } })),
  }));
}

export function buildRole(overrides: Partial<RoleListItem> = {}): RoleListItem {
  return { id: 1, nome: ADMIN_ROLE, company_id: null, editable: false, full_products: true, users_count: 1, ...overrides };
}

/** `GET roles`: the shared roles of the demo a member may hold (`public` is a rule, not a role to hold). */
export function buildRoles(): RoleListItem[] {
  return DEMO_ROLES.filter((nome) => nome !== PUBLIC_ROLE).map((nome, index) => buildRole({ id: index + 1, nome, users_count: 2 }));
}
