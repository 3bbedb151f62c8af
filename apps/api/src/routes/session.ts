import { loginInput, refreshInput, registerInput } from '@retoma/api-client/schemas';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { hashPassword, verifyPassword } from '../auth/password';
import { users } from '../db/schema';
import { requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { unauthenticated, validationError } from '../http/errors';
import { namedLocale } from '../http/language';
import { rateLimit } from '../http/rateLimit';
import { readInput } from '../http/validate';
import { acceptInvitations } from '../services/invitations';
import { currentUser } from '../services/users';

/** A fixed hash to compare against when the e-mail is unknown, so both paths take the same time. */
const dummyHash = hashPassword('retoma-timing-equaliser');

/** Session calls under the `master` identity. */
export function sessionRoutes() {
  const app = new Hono<AppEnv>();
  // Ten wrong passwords a minute for one account from one address; a hundred a minute from one address in all,
  // so a whole office behind one address keeps logging in while one account is being guessed at.
  const guard = rateLimit({ name: 'login', windowMs: 60_000, perAddress: 100, perAccount: { field: 'username', limit: 10 } });
  const renewal = rateLimit({ name: 'refresh', windowMs: 60_000, perAddress: 120 });
  const registration = rateLimit({ name: 'register', windowMs: 60_000, perAddress: 20, perAccount: { field: 'email', limit: 5 } });

  app.post('/login', guard, async (c) => {
    const { db, tokens } = c.var.deps;
    const input = await readInput(c, loginInput);
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.username.toLowerCase()));
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
    if (!user || !valid) throw unauthenticated('E-mail ou senha incorretos.');
    await acceptInvitations(db, user.id);
    const issued = await tokens.issue(user.id);
    return c.json({ access_token: issued.token, token_type: 'Bearer', expires_in: issued.expiresIn });
  });

  app.post('/register', registration, async (c) => {
    const { db, tokens } = c.var.deps;
    const input = await readInput(c, registerInput);
    const passwordHash = await hashPassword(input.password);
    const [created] = await db
      .insert(users)
      // The language of the page they registered on, until their app says otherwise.
      .values({ name: input.name, email: input.email, passwordHash, language: namedLocale(c.req.header('accept-language')) })
      .onConflictDoNothing()
      .returning({ id: users.id, name: users.name, email: users.email });
    if (!created) throw validationError({ email: ['Este e-mail já está cadastrado.'] });
    const issued = await tokens.issue(created.id);
    return c.json({ accessToken: issued.token, userData: created }, 201);
  });

  app.post('/auth/refresh-token', renewal, async (c) => {
    const input = await readInput(c, refreshInput);
    const renewed = await c.var.deps.tokens.renew(input.accessToken);
    if (!renewed) throw unauthenticated();
    return c.json({ access_token: renewed.token, token_type: 'Bearer', expires_in: renewed.expiresIn });
  });

  app.post('/logout', requireUser, async (c) => {
    await c.var.deps.tokens.revoke(c.var.tokenId);
    await c.var.presence.left(c.var.userId);
    return c.body(null, 204);
  });

  app.get('/user', requireUser, async (c) => c.json({ data: await currentUser(c.var.deps.db, c.var.userId) }));

  return app;
}
