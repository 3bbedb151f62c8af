import type { CurrentUser } from '@retoma/api-client';
import type { ownUserInput } from '@retoma/api-client/schemas';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Database } from '../db/client';
import { accessTokens, userAvatars, users } from '../db/schema';
import type { CompanyScope } from '../http/context';
import { notFound, validationError } from '../http/errors';
import { servedImage, storedImage, type ServedImage } from './images';
import { currentUser } from './users';

/** Where the API serves an uploaded photo (same origin as the app: `/api` in both `start` and `dev`). */
export const AVATAR_PATH = '/api/master/avatars';

/** Stores the photo of a `data:` URL apart from the user and answers its address; null removes the photo. */
async function storeAvatar(db: Database, userId: number, dataUrl: string | null): Promise<string | null> {
  if (dataUrl === null) {
    await db.delete(userAvatars).where(eq(userAvatars.userId, userId));
    return null;
  }
  const row = storedImage(userId, dataUrl);
  await db
    .insert(userAvatars)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: userAvatars.userId, set: row });
  return `${AVATAR_PATH}/${row.token}`;
}

/**
 * `PUT /users/{own id}`: the quick menu, name, photo and password of the caller, in one transaction, so a wrong
 * current password saves nothing. A new password ends the caller's other sessions (another device that may have
 * been the reason to change it); the session making the change stays open.
 */
export async function updateOwnUser(
  db: Database,
  company: CompanyScope,
  userId: number,
  tokenId: string,
  input: z.output<typeof ownUserInput>,
): Promise<CurrentUser> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('Usuário não encontrado.');
    if (input.password !== undefined && !(await verifyPassword(input.current_password ?? '', user.passwordHash))) {
      throw validationError({ current_password: ['A senha atual não confere.'] });
    }
    await tx
      .update(users)
      .set({
        updatedAt: new Date(),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.menu_rapido !== undefined ? { menuRapido: input.menu_rapido } : {}),
        ...(input.password !== undefined ? { passwordHash: await hashPassword(input.password) } : {}),
        ...(input.avatar !== undefined ? { avatar: await storeAvatar(tx, userId, input.avatar) } : {}),
      })
      .where(eq(users.id, userId));
    if (input.password !== undefined) {
      await tx
        .update(accessTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(accessTokens.userId, userId), ne(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
    }
  });
  return currentUser(db, userId, company);
}

/** An uploaded photo by its address' token, or null. */
export async function avatarByToken(db: Database, token: string): Promise<ServedImage | null> {
  const [row] = await db
    .select({ mime: userAvatars.mime, content: userAvatars.content })
    .from(userAvatars)
    .where(eq(userAvatars.token, token));
  return row ? servedImage(row) : null;
}
