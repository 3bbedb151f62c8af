import { createHash, randomBytes } from 'node:crypto';
import type { ValidationLocale } from '@retoma/api-client';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import { accessTokens, passwordResets, users } from '../db/schema';
import type { Deps } from '../http/context';
import { DEFAULT_LOCALE } from '../http/language';
import { passwordResetMail, resetLink } from '../mail/templates';
import { acceptInvitations } from './invitations';

/** Only this digest is stored: a leaked table does not hand out working links. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/**
 * A new single-use token for the user. Earlier unused tokens of the same purpose stop working, so only the
 * latest e-mail's link is valid.
 */
export async function createResetToken(db: Database, userId: number, purpose: 'reset' | 'invite', ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), eq(passwordResets.purpose, purpose), isNull(passwordResets.usedAt)));
  await db
    .insert(passwordResets)
    .values({ userId, purpose, tokenHash: digest(token), expiresAt: new Date(now.getTime() + ttlSeconds * 1000) });
  return token;
}

/**
 * `POST /remember`: mails a link when the e-mail is known; the caller answers the same either way. The e-mail is in
 * the person's language (the one their app last spoke); someone never seen in the app gets it in the language of
 * the page that asked (`requested`, null when it named none of ours), else pt.
 */
export async function requestPasswordReset(deps: Deps, email: string, requested: ValidationLocale | null): Promise<void> {
  const { db, config, mailer } = deps;
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(byEmail(email));
  if (!user) return;
  const recipient = { ...user, language: user.language ?? requested ?? DEFAULT_LOCALE };
  await db.transaction(async (tx) => {
    const token = await createResetToken(tx, user.id, 'reset', config.resetTokenTtl);
    await mailer.send(tx, passwordResetMail(recipient, resetLink(config.publicUrl, token), config.resetTokenTtl));
  });
}

/** `GET /find/{token}`: the e-mail of a usable token, or null. */
export async function findResetToken(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, digest(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())));
  return row?.email ?? null;
}

/**
 * `POST /reset`: consumes the token and sets the password. The token is spent by one conditional UPDATE, so
 * two concurrent resets with one token cannot both succeed. Every session of the user is revoked: whoever
 * knew the old password is logged out. An invitation's link also accepts the invitations waiting for the person.
 */
export async function resetPassword(db: Database, input: { token: string; email: string; password: string }): Promise<boolean> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, digest(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
          inArray(passwordResets.userId, tx.select({ id: users.id }).from(users).where(byEmail(input.email))),
        ),
      )
      .returning({ userId: passwordResets.userId, purpose: passwordResets.purpose });
    if (!spent) return false;
    if (spent.purpose === 'invite') await acceptInvitations(tx, spent.userId);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    await tx
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.userId, spent.userId), isNull(accessTokens.revokedAt)));
    return true;
  });
}
