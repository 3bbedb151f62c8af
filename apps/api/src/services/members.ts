import { ADMIN_ROLE, type CompanyMember, type Paginator } from '@retoma/api-client';
import type { inviteInput, memberUpdateInput } from '@retoma/api-client/schemas';
import { and, count, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { NO_PASSWORD } from '../auth/password';
import type { Database } from '../db/client';
import { companies, memberships, plans, roles, users } from '../db/schema';
import type { CompanyScope, Deps } from '../http/context';
import { forbidden, notFound, validationError } from '../http/errors';
import { inviteMail, resetLink } from '../mail/templates';
import { orderOf, type PageRequest, paginateSelect, searchOf } from './pagination';
import { createResetToken } from './passwordReset';

type MemberStatus = CompanyMember['status'];

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatar: users.avatar,
  ramal: users.ramal,
  role_id: roles.id,
  role_name: roles.nome,
  status: memberships.status,
  created_at: memberships.createdAt,
};

function membersQuery(db: Database, where: SQL | undefined) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(where);
}
type MemberRow = Awaited<ReturnType<typeof membersQuery>>[number];

const toMember = (row: MemberRow): CompanyMember => ({ ...row, user_id: row.id, created_at: row.created_at.toISOString() });

export interface MemberListQuery extends PageRequest {
  status?: MemberStatus | undefined;
  admin?: boolean | undefined;
}

/** `GET /users_companies` and `GET /users`: the company's people, paginated in SQL. */
export async function listMembers(db: Database, companyId: number, q: MemberListQuery): Promise<Paginator<CompanyMember>> {
  const where = and(
    eq(memberships.companyId, companyId),
    q.status ? eq(memberships.status, q.status) : undefined,
    q.admin === undefined ? undefined : q.admin ? eq(roles.nome, ADMIN_ROLE) : ne(roles.nome, ADMIN_ROLE),
    searchOf(q.search, [users.name, users.email, roles.nome]),
  );
  const order = orderOf(
    q.sort,
    {
      name: users.name,
      email: users.email,
      status: memberships.status,
      role_name: roles.nome,
      created_at: memberships.createdAt,
      id: users.id,
    },
    'name',
    users.id,
  );
  return paginateSelect(
    q,
    membersQuery(db, where).orderBy(...order),
    db
      .select({ n: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(where),
    (rows) => rows.map(toMember),
  );
}

export async function findMember(db: Database, companyId: number, userId: number): Promise<CompanyMember | null> {
  const [row] = await membersQuery(db, and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  return row ? toMember(row) : null;
}

export async function getMember(db: Database, companyId: number, userId: number): Promise<CompanyMember> {
  const member = await findMember(db, companyId, userId);
  if (!member) throw notFound('Usuário não encontrado nesta empresa.');
  return member;
}

/** A role the company may hand out: a shared one or its own. */
async function visibleRole(db: Database, companyId: number, roleId: number) {
  const [role] = await db
    .select({ id: roles.id, nome: roles.nome })
    .from(roles)
    .where(and(eq(roles.id, roleId), or(isNull(roles.companyId), eq(roles.companyId, companyId))));
  if (!role) throw validationError({ role_id: ['Função inválida.'] });
  return role;
}

/** Only an administrator makes or unmakes administrators, so a delegated user manager cannot escalate. */
function assertMayTouchAdmin(scope: CompanyScope, ...roleNames: string[]) {
  if (roleNames.includes(ADMIN_ROLE) && scope.role !== ADMIN_ROLE) {
    throw forbidden('Somente um administrador pode conceder ou alterar o acesso de administradores.');
  }
}

/** Pending and active members count against the plan's user limit. */
async function assertSeatAvailable(db: Database, companyId: number) {
  const [limit] = await db
    .select({ max: plans.numeroUsuarios })
    .from(companies)
    .innerJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId));
  if (!limit) return;
  const [used] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), ne(memberships.status, 'inactive')));
  if ((used?.n ?? 0) >= limit.max) {
    throw validationError({ email: [`O seu plano permite até ${limit.max} usuários. Desative alguém ou mude de plano.`] });
  }
}

async function sendInvite(
  deps: Deps,
  tx: Database,
  scope: CompanyScope,
  inviterId: number,
  user: { id: number; name: string; email: string; passwordHash: string },
) {
  const [inviter] = await tx.select({ name: users.name }).from(users).where(eq(users.id, inviterId));
  // Someone without a password gets a "choose your password" link; an existing user just logs in.
  const link =
    user.passwordHash === NO_PASSWORD
      ? resetLink(deps.config.publicUrl, await createResetToken(tx, user.id, 'invite', deps.config.inviteTokenTtl))
      : null;
  await deps.mailer.send(
    tx,
    inviteMail(user, { id: scope.id, name: scope.name }, inviter?.name ?? 'Um administrador', {
      publicUrl: deps.config.publicUrl,
      link,
      ttlSeconds: deps.config.inviteTokenTtl,
    }),
  );
}

/** `POST /users_companies`: invites by e-mail with a role. A person with no account gets one without a password. */
export async function inviteMember(
  deps: Deps,
  scope: CompanyScope,
  inviterId: number,
  input: z.output<typeof inviteInput>,
): Promise<CompanyMember> {
  const { db } = deps;
  const role = await visibleRole(db, scope.id, input.role_id);
  assertMayTouchAdmin(scope, role.nome);
  await assertSeatAvailable(db, scope.id);
  const email = input.email.toLowerCase();
  const userId = await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ email, name: input.name ?? email.split('@')[0]!, passwordHash: NO_PASSWORD })
      .onConflictDoNothing();
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    // The row was just inserted or already existed; its absence means the database lost a committed write.
    if (!user) throw new Error('invited user not found after insert');
    const added = await tx
      .insert(memberships)
      .values({ companyId: scope.id, userId: user.id, roleId: role.id, status: 'pending' })
      .onConflictDoNothing()
      .returning({ userId: memberships.userId });
    if (added.length === 0) throw validationError({ email: ['Este e-mail já faz parte da empresa.'] });
    await sendInvite(deps, tx, scope, inviterId, user);
    return user.id;
  });
  return getMember(db, scope.id, userId);
}

/** `POST /users_companies/send_invite/{id}`: mails the invitation again while it is pending. */
export async function resendInvite(deps: Deps, scope: CompanyScope, inviterId: number, userId: number): Promise<CompanyMember> {
  const member = await getMember(deps.db, scope.id, userId);
  if (member.status !== 'pending') throw validationError({ status: ['Somente convites pendentes podem ser reenviados.'] });
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (user) await sendInvite(deps, tx, scope, inviterId, user);
  });
  return member;
}

function assertNotSelf(actorId: number, userId: number) {
  if (actorId === userId) throw forbidden('Você não pode alterar o seu próprio acesso.');
}

/** `PUT /users_companies/{id}`: change the role and/or (de)activate. */
export async function updateMember(
  db: Database,
  scope: CompanyScope,
  actorId: number,
  userId: number,
  input: z.output<typeof memberUpdateInput>,
): Promise<CompanyMember> {
  assertNotSelf(actorId, userId);
  const current = await getMember(db, scope.id, userId);
  const role = input.role_id === undefined ? null : await visibleRole(db, scope.id, input.role_id);
  assertMayTouchAdmin(scope, current.role_name, role?.nome ?? current.role_name);
  if (input.status === 'active' && current.status === 'inactive') await assertSeatAvailable(db, scope.id);
  await db
    .update(memberships)
    .set({ ...(role ? { roleId: role.id } : {}), ...(input.status ? { status: input.status } : {}), updatedAt: new Date() })
    .where(and(eq(memberships.companyId, scope.id), eq(memberships.userId, userId)));
  return getMember(db, scope.id, userId);
}

/** `DELETE /users_companies/{id}`: the person leaves the company (their account stays). */
export async function removeMember(db: Database, scope: CompanyScope, actorId: number, userId: number): Promise<void> {
  assertNotSelf(actorId, userId);
  const current = await getMember(db, scope.id, userId);
  assertMayTouchAdmin(scope, current.role_name);
  await db.delete(memberships).where(and(eq(memberships.companyId, scope.id), eq(memberships.userId, userId)));
}
