import { ADMIN_ROLE, isAllowed, type PermissionName, type RoleDetail, type RoleListItem } from '@retoma/api-client';
import type { roleInput } from '@retoma/api-client/schemas';
import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { memberships, permissionRoles, permissions, produtos, roleProdutos, roles } from '../db/schema';
import type { CompanyScope } from '../http/context';
import { conflict, forbidden, notFound, validationError } from '../http/errors';
import { forgetPermissionRules } from './identity';

type RoleData = z.output<typeof roleInput>;

const visible = (companyId: number) => or(isNull(roles.companyId), eq(roles.companyId, companyId));

/** Shared roles (Administrador, editor, ...) belong to every company: no company may change them. */
const isEditable = (role: { companyId: number | null; nome: string }) => role.companyId !== null && role.nome !== ADMIN_ROLE;

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
    .where(visible(companyId))
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
    .where(and(eq(roles.id, roleId), visible(companyId)));
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
    .where(and(visible(companyId), eq(sql`lower(${roles.nome})`, nome.toLowerCase()), exceptId ? ne(roles.id, exceptId) : undefined));
  if (clash) throw validationError({ nome: ['Já existe uma função com este nome.'] });
}

/**
 * What an actor may put in a role. An administrator holds every permission and may grant any; anyone else
 * may only add permissions they hold themselves (else editing a role would be a way to escalate), and
 * "all products" needs its own permission.
 */
function assertMayGrant(scope: CompanyScope, data: RoleData, already: ReadonlySet<string>) {
  const beyond = data.permissions.filter((name) => !already.has(name) && !isAllowed(scope.rules, scope.role, name));
  if (beyond.length > 0) throw forbidden(`Você só pode conceder permissões que possui (${beyond.join(', ')}).`);
  if (data.full_products && !isAllowed(scope.rules, scope.role, 'configuracao_funcao_fullprod')) {
    throw forbidden('Você não tem permissão para liberar todos os produtos a uma função.');
  }
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

export async function createRole(db: Database, scope: CompanyScope, data: RoleData): Promise<RoleDetail> {
  assertMayGrant(scope, data, new Set());
  await assertNameFree(db, scope.id, data.nome);
  await assertCompanyProducts(db, scope.id, data.full_products ? [] : data.produtos);
  const id = await db.transaction(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ companyId: scope.id, nome: data.nome, fullProducts: data.full_products })
      .returning({ id: roles.id });
    await writeGrants(tx, scope.id, role!.id, data);
    return role!.id;
  });
  forgetPermissionRules(db, scope.id);
  return getRole(db, scope.id, id);
}

async function editableRole(db: Database, companyId: number, roleId: number) {
  const role = await findRole(db, companyId, roleId);
  if (!isEditable(role)) throw forbidden('Funções do sistema não podem ser alteradas nem removidas.');
  return role;
}

export async function updateRole(db: Database, scope: CompanyScope, roleId: number, data: RoleData): Promise<RoleDetail> {
  await editableRole(db, scope.id, roleId);
  const current = await getRole(db, scope.id, roleId);
  assertMayGrant(scope, data, new Set(current.permissions));
  await assertNameFree(db, scope.id, data.nome, roleId);
  await assertCompanyProducts(db, scope.id, data.full_products ? [] : data.produtos);
  await db.transaction(async (tx) => {
    await tx.update(roles).set({ nome: data.nome, fullProducts: data.full_products, updatedAt: new Date() }).where(eq(roles.id, roleId));
    await writeGrants(tx, scope.id, roleId, data);
  });
  forgetPermissionRules(db, scope.id);
  return getRole(db, scope.id, roleId);
}

/** A role someone still holds (in any status) cannot go: their membership would point nowhere. */
export async function deleteRole(db: Database, companyId: number, roleId: number): Promise<void> {
  await editableRole(db, companyId, roleId);
  const [held] = await db.select({ n: count() }).from(memberships).where(eq(memberships.roleId, roleId));
  if ((held?.n ?? 0) > 0) throw conflict(`Função em uso por ${held!.n} usuário(s). Troque a função dessas pessoas antes de removê-la.`);
  await db.delete(roles).where(eq(roles.id, roleId));
  forgetPermissionRules(db, companyId);
}
