import { ADMIN_ROLE, EDITOR_ROLE, PUBLIC_ROLE } from '../../permissions';
import { PERMISSION_NAMES, type PermissionName } from '../../permissionNames';
import type { PermissionRecord, RoleListItem } from '../../types';

/** The demo roles' grants (Administrador holds everything by rule and needs none). */
export const DEMO_GRANTS: Record<string, readonly PermissionName[]> = {
  [PUBLIC_ROLE]: ['public', 'relatorios'],
  [EDITOR_ROLE]: ['editor', 'ticket', 'ticket_listagem', 'ticket_detalhar', 'leads', 'leads_detalhamento', 'configuracao'],
  Atendente: ['ticket', 'ticket_listagem', 'ticket_atender', 'ticket_detalhar', 'ticket_agenda', 'leads', 'leads_detalhamento'],
};

/** `GET permissions`: every known permission with the roles granted it. */
export function buildPermissionRecords(grants: Record<string, readonly PermissionName[]> = DEMO_GRANTS): PermissionRecord[] {
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

/** `GET roles`: the shared roles of the demo. */
export function buildRoles(): RoleListItem[] {
  return [ADMIN_ROLE, EDITOR_ROLE, 'Atendente'].map((nome, index) => buildRole({ id: index + 1, nome, users_count: 2 }));
}
