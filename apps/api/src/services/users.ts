import type { CompanyMembership, CurrentUser } from '@retoma/api-client';
import { PUBLIC_ROLE } from '@retoma/api-client';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, companyLogos, memberships, roles, users } from '../db/schema';
import type { CompanyScope } from '../http/context';
import { notFound } from '../http/errors';
import { LOGO_PATH } from './company';
import { grantedPermissions } from './identity';
import { isOnline } from './presence';

export async function userCompanies(db: Database, userId: number): Promise<CompanyMembership[]> {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      // An uploaded logo (settings › empresa) wins over an address kept from before uploads.
      logo: sql<string | null>`coalesce(${LOGO_PATH} || '/' || ${companyLogos.token}, ${companies.logo})`,
      role_name: roles.nome,
      status: memberships.status,
      time_zone: companies.timeZone,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .leftJoin(companyLogos, eq(companyLogos.companyId, companies.id))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(companies.name));
}

/** `GET /user`: in a company, with the role and permissions held there; at `master`, with no company role. */
export async function currentUser(db: Database, userId: number, company?: CompanyScope): Promise<CurrentUser> {
  const [user] = await db
    .select({ ...getTableColumns(users), online: isOnline })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('Usuário não encontrado.');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    status: user.online,
    role_name: company?.role ?? PUBLIC_ROLE,
    permissions: company ? grantedPermissions(company.rules, company.role) : [],
    ramal: user.ramal,
    menu_rapido: user.menuRapido,
    companies: await userCompanies(db, userId),
  };
}
