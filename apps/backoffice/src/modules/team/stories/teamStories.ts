import type { AuditEntry, CompanyMember, PermissionName } from '@retoma/api-client';
import { buildMembers, mockHandlers, type ResolverInfo } from '@retoma/api-client/mock';
import { companySessionHandlers } from '#storybook/companySession';

/** Aurora's people as the demo seeds them: Ana (admin, the story's user), Bruno, Carla, Diego (inactive), Fernanda (pending). */
export const MEMBERS = buildMembers();
export const member = (email: string) => MEMBERS.find((one) => one.email === email)!;
export const CARLA = member('atendente@retoma.dev');
export const DIEGO = member('diego@retoma.dev');
export const FERNANDA = member('fernanda.alves@retoma.dev');

/** A page of `items` as the server answers `GET /users_companies`: filtered by `status` and `search`. */
export function membersAnswer(items: readonly CompanyMember[]) {
  return ({ request }: ResolverInfo) => {
    const params = new URL(request.url).searchParams;
    const status = params.get('status');
    const search = params.get('search')?.toLowerCase();
    return items.filter(
      (one) =>
        (!status || one.status === status) &&
        (!search || [one.name ?? '', one.email, one.role_name].some((text) => text.toLowerCase().includes(search))),
    );
  };
}

/** The members list answered from `items`. */
export const membersHandler = (items: readonly CompanyMember[] = MEMBERS) => mockHandlers.identity.members(membersAnswer(items));

/** A user whose role (Atendente) holds only `permissions`. */
export const limitedUser = (permissions: readonly PermissionName[], role = 'Atendente') =>
  companySessionHandlers({ user: { role_name: role }, grants: { [role]: permissions } });

/** Someone who manages users and reads roles without being an administrator. */
export const TEAM_MANAGER: readonly PermissionName[] = [
  'configuracao',
  'configuracao_usuario',
  'configuracao_usuario_incluir',
  'configuracao_usuario_editar',
  'configuracao_funcao',
  'configuracao_funcao_editar',
];

/** A few entries of the trail: a role changed, a person invited, a product's secret-free change. */
export const AUDIT_ENTRIES: AuditEntry[] = [
  {
    id: 3,
    created_at: '2026-03-12T14:20:00.000Z',
    area: 'roles',
    action: 'update',
    entity_id: 7,
    label: 'Atendente',
    actor: { id: 1, name: 'Ana Souza', avatar: null },
    changes: [{ field: 'permissions', before: ['ticket', 'ticket_agenda'], after: ['ticket'] }],
  },
  {
    id: 2,
    created_at: '2026-03-11T17:05:00.000Z',
    area: 'members',
    action: 'create',
    entity_id: 5,
    label: 'fernanda.alves@retoma.dev',
    actor: { id: 1, name: 'Ana Souza', avatar: null },
    changes: [
      { field: 'email', before: null, after: 'fernanda.alves@retoma.dev' },
      { field: 'role_name', before: null, after: 'Atendente' },
      { field: 'status', before: null, after: 'pending' },
    ],
  },
  {
    id: 1,
    created_at: '2026-03-10T12:00:00.000Z',
    area: 'accounts',
    action: 'update',
    entity_id: 2,
    label: 'Hotmart principal',
    actor: { id: 2, name: 'Bruno Lima', avatar: null },
    changes: [
      { field: 'nome', before: 'Hotmart', after: 'Hotmart principal' },
      { field: 'token', before: null, after: null, masked: true },
    ],
  },
];
