import {
  ADMIN_ROLE,
  type BrindeOption,
  type ProdutoOption,
  type Responsaveis,
  type SelectOption,
  type UsuarioOption,
} from '@retoma/api-client';
import { and, asc, eq, exists } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brindes, links, memberships, produtos, roleProdutos, roles, users } from '../db/schema';
import type { CompanyScope } from '../http/context';

/** Active members, for "responsible" and "transfer to" pickers. */
export async function usuarioOptions(db: Database, companyId: number): Promise<UsuarioOption[]> {
  return db
    .select({ id: users.id, label: users.name, avatar: users.avatar })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * Active products the caller's role may work with: every product for roles with "all products" (and for
 * administrators), else only those listed for the role.
 */
export async function produtoOptions(db: Database, scope: CompanyScope): Promise<ProdutoOption[]> {
  const [role] = await db.select({ id: roles.id, fullProducts: roles.fullProducts }).from(roles).where(eq(roles.id, scope.roleId));
  const restricted = role !== undefined && !role.fullProducts && scope.role !== ADMIN_ROLE;
  return db
    .select({ id: produtos.id, label: produtos.nome, cor: produtos.cor })
    .from(produtos)
    .where(
      and(
        eq(produtos.companyId, scope.id),
        eq(produtos.status, true),
        restricted
          ? exists(
              db
                .select({ one: roleProdutos.produtoId })
                .from(roleProdutos)
                .where(and(eq(roleProdutos.roleId, scope.roleId), eq(roleProdutos.produtoId, produtos.id))),
            )
          : undefined,
      ),
    )
    .orderBy(asc(produtos.nome), asc(produtos.id));
}

/** Active gifts of active products, each with its product: a won sale may grant one of its product's gifts. */
export async function brindeOptions(db: Database, companyId: number): Promise<BrindeOption[]> {
  return db
    .select({ id: brindes.id, label: brindes.nome, produto_id: brindes.produtoId })
    .from(brindes)
    .innerJoin(produtos, eq(produtos.id, brindes.produtoId))
    .where(and(eq(brindes.companyId, companyId), eq(brindes.ativo, true), eq(produtos.status, true)))
    .orderBy(asc(brindes.nome), asc(brindes.id));
}

async function linkOptions(db: Database, companyId: number): Promise<SelectOption[]> {
  return db
    .select({ id: links.id, label: links.descricao })
    .from(links)
    .where(and(eq(links.companyId, companyId), eq(links.status, true)))
    .orderBy(asc(links.descricao), asc(links.id));
}

/** Who can be responsible for a ticket, grouped; campaign groups are added by the campaigns module. */
export async function responsaveis(db: Database, companyId: number): Promise<Responsaveis> {
  const [usuarios, linkList] = await Promise.all([usuarioOptions(db, companyId), linkOptions(db, companyId)]);
  return { usuarios, links: linkList };
}
