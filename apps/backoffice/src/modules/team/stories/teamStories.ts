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

/**
 * A few entries of the trail, fields as the server writes them (sorted by name): a product's commission turned from
 * reais into a percentage, a lead's data exported, a role's permissions changed, a person invited, an account renamed
 * and given its token (recorded masked: `has_token`, the only token field a response carries).
 */
export const AUDIT_ENTRIES: AuditEntry[] = [
  {
    id: 5,
    created_at: '2026-03-13T13:10:00.000Z',
    area: 'products',
    action: 'update',
    entity_id: 3,
    label: 'Curso de Confeitaria Profissional',
    actor: { id: 1, name: 'Ana Souza', avatar: null },
    changes: [
      { field: 'comissao_insercao', before: 20, after: 12.5 },
      { field: 'comissao_tipo', before: 'valor', after: 'percentual' },
    ],
  },
  {
    id: 4,
    created_at: '2026-03-12T19:40:00.000Z',
    area: 'leads',
    action: 'export',
    entity_id: 42,
    label: 'Lead #42',
    actor: { id: 2, name: 'Bruno Lima', avatar: null },
    changes: [{ field: 'formato', before: null, after: 'csv' }],
  },
  {
    id: 3,
    created_at: '2026-03-12T14:20:00.000Z',
    area: 'roles',
    action: 'update',
    entity_id: 7,
    label: 'Atendente',
    actor: { id: 1, name: 'Ana Souza', avatar: null },
    changes: [
      {
        field: 'permissions',
        before: ['ticket', 'ticket_listagem', 'ticket_agenda'],
        after: ['ticket', 'ticket_listagem', 'ticket_atender'],
      },
    ],
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
      { field: 'has_token', before: null, after: null, masked: true },
      { field: 'nome', before: 'Hotmart', after: 'Hotmart principal' },
    ],
  },
];
