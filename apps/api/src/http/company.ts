import { isAllowed, type PermissionName } from '@retoma/api-client';
import { and, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { tokenVerdict } from '../auth/tokens';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { accessTokens, companies, memberships, roleProdutos, roles } from '../db/schema';
import { permissionRules } from '../services/identity';
import { bearerToken, TOKEN_EXPIRED_MESSAGE } from './auth';
import type { AppEnv } from './context';
import { forbidden, HttpError, unauthenticated } from './errors';
import { namedLocale } from './language';

/**
 * The token's row, the company named in the path and the caller's membership in it, with its role's products, in one
 * round trip (a prepared statement, db/prepared.ts): every company call reads them. No row: the token is unknown.
 */
const scopeQuery = preparedStatement((db: Database) =>
  db
    .select({
      revokedAt: accessTokens.revokedAt,
      renewedAt: accessTokens.renewedAt,
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      timeZone: companies.timeZone,
      status: memberships.status,
      roleId: roles.id,
      role: roles.nome,
      // A role limited to some products: their ids (none listed: none); null for a role with all of them.
      produtos: sql<number[] | null>`case when ${roles.fullProducts} then null else coalesce((
        select array_agg(${roleProdutos.produtoId}) from ${roleProdutos}
        where ${roleProdutos.companyId} = ${companies.id} and ${roleProdutos.roleId} = ${roles.id}
      ), '{}') end`,
    })
    .from(accessTokens)
    .leftJoin(companies, eq(companies.slug, sql.placeholder('slug')))
    .leftJoin(memberships, and(eq(memberships.companyId, companies.id), eq(memberships.userId, sql.placeholder('userId'))))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(accessTokens.id, sql.placeholder('tokenId')))
    .prepare('company_scope'),
);

/**
 * Every company route: a valid token (else 401, as `requireUser`), the company exists (else 404 company.not_found),
 * the user is an active member (else 403 not.access.in.company). The role and its rules are kept for `requirePermission`.
 */
export const companyScope: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, tokens } = c.var.deps;
  const claims = tokens.claimsOf(bearerToken(c));
  if (!claims) throw unauthenticated();
  const [row] = await scopeQuery(db).execute({ tokenId: claims.jti, slug: c.req.param('company') ?? '', userId: claims.sub });
  const token = tokenVerdict(claims, row);
  if (!token.ok) throw unauthenticated(token.reason === 'expired' ? TOKEN_EXPIRED_MESSAGE : undefined);
  c.set('userId', token.userId);
  c.set('tokenId', token.tokenId);
  await c.var.presence.seen(token.userId, namedLocale(c.req.header('accept-language')));
  if (!row || row.id === null) throw new HttpError(404, 'Empresa não encontrada.', { error: 'company.not_found' });
  if (row.status !== 'active' || row.roleId === null || row.role === null) {
    throw forbidden('Você não tem acesso a esta empresa.', 'not.access.in.company');
  }
  c.set('company', {
    id: row.id,
    slug: row.slug!,
    name: row.name!,
    timeZone: row.timeZone!,
    roleId: row.roleId,
    role: row.role,
    produtos: row.produtos,
    rules: await permissionRules(db, row.id),
  });
  await next();
};

/** The endpoint's permission, checked against the same rules the app's guard uses. */
export const requirePermission =
  (permission: PermissionName): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { rules, role } = c.var.company;
    if (!isAllowed(rules, role, permission)) throw forbidden();
    await next();
  };
