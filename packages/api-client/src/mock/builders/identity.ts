import { AGENT_ROLE, DEMO_GRANTS, DEMO_MEMBERSHIPS, DEMO_ROLES, DEMO_USERS, EXTRA_USERS } from '../../fixtures';
import { ADMIN_ROLE, PUBLIC_ROLE } from '../../permissions';
import { PERMISSION_NAMES, type PermissionName } from '../../permissionNames';
import type { CompanyMember, MemberReturn, PermissionRecord, RoleDetail, RoleListItem } from '../../types';

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
  return DEMO_ROLES.filter((nome) => nome !== PUBLIC_ROLE).map((nome, index) =>
    buildRole({ id: index + 1, nome, users_count: 2, editable: nome !== ADMIN_ROLE }),
  );
}

const PEOPLE = [...DEMO_USERS, ...EXTRA_USERS];

/** `GET /users_companies`: aurora's people as the demo seeds them (one of each status). */
export function buildMembers(): CompanyMember[] {
  const roles = buildRoles();
  return DEMO_MEMBERSHIPS.filter((m) => m.company === 'aurora').map((membership, index) => {
    const person = PEOPLE.find((p) => p.email === membership.email)!;
    return {
      id: index + 1,
      user_id: index + 1,
      name: membership.status === 'pending' ? null : person.name,
      email: person.email,
      avatar: null,
      ramal: person.ramal,
      role_id: roles.find((r) => r.nome === membership.role)!.id,
      role_name: membership.role,
      status: membership.status,
      online: false,
      created_at: `2026-0${index + 1}-10T13:00:00.000Z`,
    };
  });
}

export function buildMember(overrides: Partial<CompanyMember> = {}): CompanyMember {
  return { ...buildMembers()[2]!, ...overrides };
}

/** `GET /roles/{id}`: a role with what the demo grants it. */
export function buildRoleDetail(overrides: Partial<RoleDetail> = {}): RoleDetail {
  const nome = overrides.nome ?? AGENT_ROLE;
  return {
    ...buildRole({ id: 3, nome, editable: true, users_count: 2 }),
    permissions: [...(DEMO_GRANTS[nome] ?? [])],
    produtos: [],
    ...overrides,
  };
}

/** `GET /users_companies/{id}/retornos`: a leaving agent's returns. */
export function buildMemberReturns(): MemberReturn[] {
  return [
    { id: 41, ticket_id: 1201, lead_nome: 'Mariana Pereira', data_agendamento: '2026-03-16T13:00:00.000Z' },
    { id: 42, ticket_id: 1187, lead_nome: 'Rafael Gomes', data_agendamento: '2026-03-17T17:30:00.000Z' },
  ];
}
