import { ADMIN_ROLE, type CompanyMember, type Paginator, type ValidationLocale } from '@retoma/api-client';
import type { inviteInput, memberUpdateInput } from '@retoma/api-client/schemas';
import { and, count, eq, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { NO_PASSWORD } from '../auth/password';
import type { Database } from '../db/client';
import { companies, memberships, plans, roles, tickets, users } from '../db/schema';
import type { CompanyScope, Deps } from '../http/context';
import { byCount, conflict, forbidden, notFound, validationError } from '../http/errors';
import { DEFAULT_LOCALE } from '../http/language';
import { inviteMail, resetLink } from '../mail/templates';
import { recordChange } from './audit';
import { rolesVisibleIn } from './identity';
import { orderOf, type PageRequest, paginateSelect, searchOf } from './pagination';
import { createResetToken } from './passwordReset';
import { isOnline } from './presence';

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
  online: isOnline,
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

/**
 * A member matches by name, e-mail or role name. The company's matching roles (a handful) are looked up first and
 * named by id, so PostgreSQL sees one small `IN` on people, served by their trigram indexes: an OR of two
 * subqueries made it guess that most members match and walk all of them in name order.
 */
async function memberSearch(db: Database, companyId: number, term: string | undefined): Promise<SQL | undefined> {
  if (!term) return undefined;
  const matchingRoles = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(rolesVisibleIn(companyId), searchOf(term, [roles.nome])));
  const people = inArray(
    memberships.userId,
    db
      .select({ id: users.id })
      .from(users)
      .where(searchOf(term, [users.name, users.email])),
  );
  return matchingRoles.length === 0
    ? people
    : or(
        people,
        inArray(
          memberships.roleId,
          matchingRoles.map((role) => role.id),
        ),
      );
}

/** The roles named Administrador (the shared one and any company's copy). */
const adminRoles = (db: Database) => db.select({ id: roles.id }).from(roles).where(eq(roles.nome, ADMIN_ROLE));

/** `GET /users_companies` and `GET /users`: the company's people, paginated in SQL. */
export async function listMembers(db: Database, companyId: number, q: MemberListQuery): Promise<Paginator<CompanyMember>> {
  const where = and(
    eq(memberships.companyId, companyId),
    q.status ? eq(memberships.status, q.status) : undefined,
    q.admin === undefined
      ? undefined
      : q.admin
        ? inArray(memberships.roleId, adminRoles(db))
        : notInArray(memberships.roleId, adminRoles(db)),
    await memberSearch(db, companyId, q.search),
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
    // Every condition is on the membership row, so the total counts memberships alone: joining 100 000 people and
    // roles only to count them took longer than the page itself.
    db.select({ n: count() }).from(memberships).where(where),
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
    .where(and(eq(roles.id, roleId), rolesVisibleIn(companyId)));
  if (!role) throw validationError({ role_id: ['Função inválida.'] });
  return role;
}

/** Only an administrator makes or unmakes administrators, so a delegated user manager cannot escalate. */
function assertMayTouchAdmin(scope: CompanyScope, ...roleNames: string[]) {
  if (roleNames.includes(ADMIN_ROLE) && scope.role !== ADMIN_ROLE) {
    throw forbidden('Somente um administrador pode conceder ou alterar o acesso de administradores.');
  }
}

/**
 * Pending and active members count against the plan's user limit. The refusal lands on the form's field that
 * asked for the seat: the e-mail of an invitation, the status of a reactivation.
 */
async function assertSeatAvailable(db: Database, companyId: number, field: 'email' | 'status') {
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
    throw validationError({
      [field]: [
        byCount(
          limit.max,
          `O seu plano permite ${limit.max} usuário, e o lugar está ocupado. Mude de plano para ter mais.`,
          `O seu plano permite até ${limit.max} usuários, e todos os lugares estão ocupados. Desative alguém ou mude de plano.`,
        ),
      ],
    });
  }
}

/** What the audit trail keeps of a member. */
const audited = (member: CompanyMember) => ({
  name: member.name,
  email: member.email,
  role_name: member.role_name,
  status: member.status,
  ramal: member.ramal,
});
const labelOf = (member: CompanyMember) => member.name ?? member.email;

async function sendInvite(
  deps: Deps,
  tx: Database,
  scope: CompanyScope,
  inviterId: number,
  user: { id: number; name: string; email: string; passwordHash: string; language: ValidationLocale | null },
) {
  const [inviter] = await tx.select({ name: users.name, language: users.language }).from(users).where(eq(users.id, inviterId));
  // In the invited person's language when the app has seen them; else the inviter's, who chose whom to invite
  // (their app's language was recorded by this very call).
  const recipient = { ...user, language: user.language ?? inviter?.language ?? DEFAULT_LOCALE };
  // Someone without a password gets a "choose your password" link; an existing user just logs in.
  const link =
    user.passwordHash === NO_PASSWORD
      ? resetLink(deps.config.publicUrl, await createResetToken(tx, user.id, 'invite', deps.config.inviteTokenTtl))
      : null;
  await deps.mailer.send(
    tx,
    inviteMail(recipient, { id: scope.id, name: scope.name }, inviter?.name ?? null, {
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
  await assertSeatAvailable(db, scope.id, 'email');
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
  const invited = await getMember(db, scope.id, userId);
  await recordChange(db, {
    companyId: scope.id,
    actorId: inviterId,
    area: 'members',
    action: 'create',
    entityId: userId,
    label: labelOf(invited),
    before: null,
    after: audited(invited),
  });
  return invited;
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

/**
 * Nobody locks themself out: one's own role and status are changed by another administrator. A person's own
 * extension is theirs to change.
 */
function assertNotSelf(actorId: number, userId: number) {
  if (actorId === userId) {
    throw conflict('Você não pode alterar a sua própria função, desativar-se nem sair da empresa por aqui. Peça a outro administrador.');
  }
}

/** A company always keeps one active Administrador: the last one is neither demoted, deactivated nor removed. */
async function assertNotLastAdmin(db: Database, companyId: number, member: CompanyMember) {
  if (member.role_name !== ADMIN_ROLE || member.status !== 'active') return;
  const [others] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.status, 'active'),
        eq(roles.nome, ADMIN_ROLE),
        ne(memberships.userId, member.id),
      ),
    );
  if ((others?.n ?? 0) === 0) {
    throw conflict(
      `A empresa precisa de um administrador ativo, e ${labelOf(member)} é o último. Torne outra pessoa administradora antes.`,
    );
  }
}

/**
 * `PUT /users_companies/{id}`: change the role, the extension and/or (de)activate. A deactivated person stops
 * holding the ticket they were attending (it goes back to the queue); their returns stay theirs until a manager
 * hands them over (`reassignMember`).
 */
export async function updateMember(
  db: Database,
  scope: CompanyScope,
  actorId: number,
  userId: number,
  input: z.output<typeof memberUpdateInput>,
): Promise<CompanyMember> {
  const current = await getMember(db, scope.id, userId);
  const role = input.role_id === undefined ? null : await visibleRole(db, scope.id, input.role_id);
  const changesRole = role !== null && role.id !== current.role_id;
  const changesStatus = input.status !== undefined && input.status !== current.status;
  if (changesRole || changesStatus) {
    const staysAdmin = (role?.nome ?? current.role_name) === ADMIN_ROLE && (input.status ?? current.status) === 'active';
    assertMayTouchAdmin(scope, current.role_name, role?.nome ?? current.role_name);
    if (!staysAdmin) await assertNotLastAdmin(db, scope.id, current);
    assertNotSelf(actorId, userId);
  }
  if (input.status === 'active' && current.status === 'inactive') await assertSeatAvailable(db, scope.id, 'status');
  await db.transaction(async (tx) => {
    const now = new Date();
    if (changesRole || changesStatus) {
      await tx
        .update(memberships)
        .set({ ...(role ? { roleId: role.id } : {}), ...(input.status ? { status: input.status } : {}), updatedAt: now })
        .where(and(eq(memberships.companyId, scope.id), eq(memberships.userId, userId)));
    }
    if (input.ramal !== undefined) await tx.update(users).set({ ramal: input.ramal, updatedAt: now }).where(eq(users.id, userId));
    if (input.status === 'inactive') {
      await tx
        .update(tickets)
        .set({ atendenteId: null, atendenteDesde: null, updatedAt: now })
        .where(and(eq(tickets.companyId, scope.id), eq(tickets.atendenteId, userId)));
    }
  });
  const updated = await getMember(db, scope.id, userId);
  await recordChange(db, {
    companyId: scope.id,
    actorId,
    area: 'members',
    action: 'update',
    entityId: userId,
    label: labelOf(updated),
    before: audited(current),
    after: audited(updated),
  });
  return updated;
}

/** `DELETE /users_companies/{id}`: the person leaves the company (their account stays). */
export async function removeMember(db: Database, scope: CompanyScope, actorId: number, userId: number): Promise<void> {
  const current = await getMember(db, scope.id, userId);
  assertMayTouchAdmin(scope, current.role_name);
  await assertNotLastAdmin(db, scope.id, current);
  assertNotSelf(actorId, userId);
  await db.transaction(async (tx) => {
    await tx
      .update(tickets)
      .set({ atendenteId: null, atendenteDesde: null, updatedAt: new Date() })
      .where(and(eq(tickets.companyId, scope.id), eq(tickets.atendenteId, userId)));
    await tx.delete(memberships).where(and(eq(memberships.companyId, scope.id), eq(memberships.userId, userId)));
  });
  await recordChange(db, {
    companyId: scope.id,
    actorId,
    area: 'members',
    action: 'delete',
    entityId: userId,
    label: labelOf(current),
    before: audited(current),
    after: null,
  });
}
