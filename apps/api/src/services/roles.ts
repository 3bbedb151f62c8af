import { ADMIN_ROLE, PUBLIC_ROLE, type PermissionName, type RoleDetail, type RoleListItem } from '@retoma/api-client';
import type { roleInput } from '@retoma/api-client/schemas';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { memberships, permissionRoles, permissions, produtos, roleProdutos, roles, users } from '../db/schema';
import type { CompanyScope } from '../http/context';
import { conflict, forbidden, notFound, validationError } from '../http/errors';
import { recordChange } from './audit';
import { forgetPermissionRules, permissionRulesChanged, rolesVisibleIn } from './identity';

type RoleData = z.output<typeof roleInput>;

/**
 * Administrador holds everything by rule and `public` is what every role inherits: neither can change. Any other
 * role can; a shared one becomes the company's own copy on its first change (see `updateRole`).
 */
const isEditable = (role: { nome: string }) => role.nome !== ADMIN_ROLE && role.nome !== PUBLIC_ROLE;

/** Only an Administrador shapes roles: anyone else editing a role could grant themself more. */
function assertAdministrator(scope: CompanyScope) {
  if (scope.role !== ADMIN_ROLE) throw forbidden('Somente um administrador pode criar, alterar ou remover funções.');
}

/** `GET /roles`: every role the company can hand out, with how many of its people hold each. */
export async function listRoles(db: Database, companyId: number): Promise<RoleListItem[]> {
  const usage = db
    .select({ roleId: memberships.roleId, n: count().as('n') })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), ne(memberships.status, 'inactive')))
    .groupBy(memberships.roleId)
    .as('usage');
  const rows = await db
    .select({ id: roles.id, nome: roles.nome, companyId: roles.companyId, fullProducts: roles.fullProducts, n: usage.n })
    .from(roles)
    .leftJoin(usage, eq(usage.roleId, roles.id))
    .where(rolesVisibleIn(companyId))
    .orderBy(asc(roles.nome), asc(roles.id));
  return rows.map((row) => ({
    id: row.id,
    nome: row.nome,
    company_id: row.companyId,
    editable: isEditable(row),
    full_products: row.fullProducts,
    users_count: Number(row.n ?? 0),
  }));
}

async function findRole(db: Database, companyId: number, roleId: number) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), rolesVisibleIn(companyId)));
  if (!role) throw notFound('Função não encontrada.');
  return role;
}

/** `GET /roles/{id}`: the role with its permission names and allowed products. */
export async function getRole(db: Database, companyId: number, roleId: number): Promise<RoleDetail> {
  const role = await findRole(db, companyId, roleId);
  const [granted, allowed, [usage]] = await Promise.all([
    db
      .select({ name: permissions.name })
      .from(permissionRoles)
      .innerJoin(permissions, eq(permissions.id, permissionRoles.permissionId))
      .where(eq(permissionRoles.roleId, roleId))
      .orderBy(asc(permissions.name)),
    db
      .select({ id: produtos.id, nome: produtos.nome })
      .from(roleProdutos)
      .innerJoin(produtos, eq(produtos.id, roleProdutos.produtoId))
      .where(and(eq(roleProdutos.roleId, roleId), eq(roleProdutos.companyId, companyId)))
      .orderBy(asc(produtos.nome)),
    db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.roleId, roleId), ne(memberships.status, 'inactive'))),
  ]);
  return {
    id: role.id,
    nome: role.nome,
    company_id: role.companyId,
    editable: isEditable(role),
    full_products: role.fullProducts,
    users_count: usage?.n ?? 0,
    permissions: granted.map((row) => row.name as PermissionName),
    produtos: allowed,
  };
}

/** Names are unique among the roles a company sees, ignoring case: no company role may pose as "Administrador". */
async function assertNameFree(db: Database, companyId: number, nome: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(rolesVisibleIn(companyId), eq(sql`lower(${roles.nome})`, nome.toLowerCase()), exceptId ? ne(roles.id, exceptId) : undefined),
    );
  if (clash) throw validationError({ nome: ['Já existe uma função com este nome.'] });
}

async function assertCompanyProducts(db: Database, companyId: number, ids: number[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: produtos.id })
    .from(produtos)
    .where(and(eq(produtos.companyId, companyId), inArray(produtos.id, ids)));
  if (found.length !== new Set(ids).size) throw validationError({ produtos: ['Produto inválido.'] });
}

/** Replaces the role's permissions and products. */
async function writeGrants(db: Database, companyId: number, roleId: number, data: RoleData) {
  await db.delete(permissionRoles).where(eq(permissionRoles.roleId, roleId));
  await db.delete(roleProdutos).where(eq(roleProdutos.roleId, roleId));
  if (data.permissions.length > 0) {
    const ids = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, data.permissions));
    await db.insert(permissionRoles).values(ids.map((p) => ({ permissionId: p.id, roleId })));
  }
  const products = data.full_products ? [] : [...new Set(data.produtos)];
  if (products.length > 0) await db.insert(roleProdutos).values(products.map((produtoId) => ({ companyId, roleId, produtoId })));
}

/** What the audit trail keeps of a role: what it is and may do, not how many hold it. */
const audited = (role: RoleDetail) => ({
  nome: role.nome,
  full_products: role.full_products,
  permissions: role.permissions,
  produtos: role.produtos.map((p) => p.nome),
});

export async function createRole(db: Database, scope: CompanyScope, actorId: number, data: RoleData): Promise<RoleDetail> {
  assertAdministrator(scope);
  await assertNameFree(db, scope.id, data.nome);
  await assertCompanyProducts(db, scope.id, data.full_products ? [] : data.produtos);
  const id = await db.transaction(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ companyId: scope.id, nome: data.nome, fullProducts: data.full_products })
      .returning({ id: roles.id });
    await writeGrants(tx, scope.id, role!.id, data);
    await permissionRulesChanged(tx, scope.id);
    return role!.id;
  });
  forgetPermissionRules(db, scope.id);
  const created = await getRole(db, scope.id, id);
  await recordChange(db, {
    companyId: scope.id,
    actorId,
    area: 'roles',
    action: 'create',
    entityId: id,
    label: created.nome,
    before: null,
    after: audited(created),
  });
  return created;
}

async function editableRole(db: Database, companyId: number, roleId: number) {
  const role = await findRole(db, companyId, roleId);
  if (!isEditable(role)) throw forbidden(`A função ${role.nome} é do sistema e não pode ser alterada nem removida.`);
  return role;
}

/**
 * `PUT /roles/{id}`. A shared role (Atendente, editor) is never changed for everyone: the company gets its own copy
 * under the same name with the new grants, and its people holding the shared role move to the copy. The answer is
 * the copy, with its new id.
 */
export async function updateRole(db: Database, scope: CompanyScope, actorId: number, roleId: number, data: RoleData): Promise<RoleDetail> {
  assertAdministrator(scope);
  const role = await editableRole(db, scope.id, roleId);
  const before = await getRole(db, scope.id, roleId);
  const shared = role.companyId === null;
  // The copy takes the shared role's name in this company, so only the name of another role clashes.
  if (!shared || data.nome.toLowerCase() !== role.nome.toLowerCase()) await assertNameFree(db, scope.id, data.nome, roleId);
  await assertCompanyProducts(db, scope.id, data.full_products ? [] : data.produtos);
  const id = await db.transaction(async (tx) => {
    if (!shared) {
      await tx.update(roles).set({ nome: data.nome, fullProducts: data.full_products, updatedAt: new Date() }).where(eq(roles.id, roleId));
      await writeGrants(tx, scope.id, roleId, data);
      await permissionRulesChanged(tx, scope.id);
      return roleId;
    }
    const [own] = await tx
      .insert(roles)
      .values({ companyId: scope.id, nome: data.nome, fullProducts: data.full_products })
      .returning({ id: roles.id });
    await writeGrants(tx, scope.id, own!.id, data);
    await tx
      .update(memberships)
      .set({ roleId: own!.id, updatedAt: new Date() })
      .where(and(eq(memberships.companyId, scope.id), eq(memberships.roleId, roleId)));
    await permissionRulesChanged(tx, scope.id);
    return own!.id;
  });
  forgetPermissionRules(db, scope.id);
  const after = await getRole(db, scope.id, id);
  await recordChange(db, {
    companyId: scope.id,
    actorId,
    area: 'roles',
    action: 'update',
    entityId: id,
    label: after.nome,
    before: audited(before),
    after: audited(after),
  });
  return after;
}

/** How many names a "role in use" message lists before it says "and N more". */
const NAMED_HOLDERS = 5;

/** A role someone still holds (in any status) cannot go: their membership would point nowhere. The refusal says who. */
export async function deleteRole(db: Database, scope: CompanyScope, actorId: number, roleId: number): Promise<void> {
  assertAdministrator(scope);
  const role = await editableRole(db, scope.id, roleId);
  if (role.companyId === null) throw forbidden(`A função ${role.nome} é padrão do sistema e não pode ser removida.`);
  const holders = await db
    .select({ name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.roleId, roleId))
    .orderBy(asc(users.name));
  if (holders.length > 0) {
    const names = holders.slice(0, NAMED_HOLDERS).map((h) => h.name);
    const more = holders.length - names.length;
    const people = `${names.join(', ')}${more > 0 ? ` e mais ${more}` : ''}`;
    throw conflict(`A função ${role.nome} está em uso por ${people}. Troque a função dessas pessoas antes de removê-la.`);
  }
  const before = await getRole(db, scope.id, roleId);
  await db.transaction(async (tx) => {
    await tx.delete(roles).where(eq(roles.id, roleId));
    await permissionRulesChanged(tx, scope.id);
  });
  forgetPermissionRules(db, scope.id);
  await recordChange(db, {
    companyId: scope.id,
    actorId,
    area: 'roles',
    action: 'delete',
    entityId: roleId,
    label: role.nome,
    before: audited(before),
    after: null,
  });
}
