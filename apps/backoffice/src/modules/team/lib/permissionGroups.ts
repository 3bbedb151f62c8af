import { PERMISSION_NAMES, type PermissionName } from '@retoma/api-client';

/** The modules a role's permissions are shown under, in the menu's order. */
export const PERMISSION_GROUPS = [
  'general',
  'tickets',
  'leads',
  'plans',
  'commissions',
  'gifts',
  'settings',
  'extensions',
  'reports',
] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

/** A permission a role can be given: `public` is every role's by rule, never a choice. */
export type GrantablePermission = Exclude<PermissionName, 'public'>;

/** Which module a permission belongs to, by its name (first matching prefix). */
const RULES: ReadonlyArray<readonly [prefix: string, group: PermissionGroup]> = [
  ['ticket', 'tickets'],
  ['lead', 'leads'],
  ['whatsapplist', 'leads'],
  ['planos', 'plans'],
  ['comissao', 'commissions'],
  ['brinde', 'gifts'],
  ['configuracao_brinde', 'gifts'],
  ['configuracao_embalagens', 'gifts'],
  ['configuracao_contrato', 'extensions'],
  ['extensao', 'extensions'],
  ['configuracao', 'settings'],
  ['relatorios', 'reports'],
];

export function groupOf(name: GrantablePermission): PermissionGroup {
  return RULES.find(([prefix]) => name.startsWith(prefix))?.[1] ?? 'general';
}

/** Every grantable permission by module, each module in the order the product lists them. */
export function permissionsByGroup(): Array<{ group: PermissionGroup; names: GrantablePermission[] }> {
  const grantable = PERMISSION_NAMES.filter((name): name is GrantablePermission => name !== 'public');
  return PERMISSION_GROUPS.map((group) => ({ group, names: grantable.filter((name) => groupOf(name) === group) }));
}
