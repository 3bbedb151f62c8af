import type { ErrorBody, LoginResponse, MessageResponse, ResetTokenInfo } from '@retoma/api-client';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../db/schema';
import { getHarness, type Harness } from '../test/harness';

let h: Harness;
/** Each test gets its own app: the password endpoints are rate-limited per route, and these tests call them often. */
let app: Harness['app'];
beforeAll(async () => {
  h = await getHarness();
});
beforeEach(() => {
  app = h.freshApp();
});

/** A throwaway account, so changing its password never touches the demo logins other tests use. */
async function newAccount(): Promise<{ email: string; password: string }> {
  const email = `reset.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
  const password = 'senha-antiga-1';
  const res = await h.call('POST', '/api/master/register', { json: { name: 'Pessoa Teste', email, password } }, app);
  expect(res.status).toBe(201);
  return { email, password };
}

/** The reset link of the last e-mail to `email`, read from the outbox as a user would read their inbox. */
async function lastResetToken(email: string): Promise<string> {
  const [mail] = await h.db.select().from(outbox).where(eq(outbox.toEmail, email)).orderBy(desc(outbox.id)).limit(1);
  const match = mail?.body.match(/\/recuperar-a-senha\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return match[1]!;
}

const remember = (email: string) => h.call<MessageResponse & ErrorBody>('POST', '/api/master/remember', { json: { email } }, app);
const reset = (body: Record<string, string>) => h.call<MessageResponse & ErrorBody>('POST', '/api/master/reset', { json: body }, app);
const login = (username: string, password: string) =>
  h.call<LoginResponse>('POST', '/api/master/login', { json: { username, password } }, app);
const find = (token: string) => h.call<ResetTokenInfo & ErrorBody>('GET', `/api/master/find/${token}`, {}, app);

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails (outbox + log) only the known one', async () => {
    const { email } = await newAccount();
    const unknown = `ninguem.${Date.now()}@exemplo.com.br`;
    const known = await remember(email);
    const missing = await remember(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(known.body).toEqual(missing.body);
    expect(await h.db.select().from(outbox).where(eq(outbox.toEmail, unknown))).toHaveLength(0);
    const [mail] = await h.db.select().from(outbox).where(eq(outbox.toEmail, email));
    expect(mail).toMatchObject({ kind: 'password_reset', subject: 'Recuperação de senha — Retoma' });
    expect(mail!.body).toContain('http://retoma.test/recuperar-a-senha/');
    const logged = h.lines.find((line) => line.msg === 'mail queued' && line.to === email);
    expect(logged?.body).toBe(mail!.body);
  });

  it('stores only a digest of the token', async () => {
    const { email } = await newAccount();
    await remember(email);
    const token = await lastResetToken(email);
    const rows = await h.db.select({ hash: passwordResets.tokenHash }).from(passwordResets);
    expect(rows.some((row) => row.hash === token)).toBe(false);
    expect(rows.some((row) => row.hash.length === 64)).toBe(true);
  });

  it('find returns the e-mail of a valid token and 404 for an unknown one', async () => {
    const { email } = await newAccount();
    await remember(email);
    const token = await lastResetToken(email);
    const found = await find(token);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ email });
    const missing = await find('nao-existe');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'not_found', message: 'Token não encontrado.' });
  });

  it('resets the password once: the token is single-use, the old password and old sessions stop working', async () => {
    const { email, password } = await newAccount();
    const session = (await login(email, password)).body.access_token;
    await remember(email);
    const token = await lastResetToken(email);
    const body = { token, email, password: 'senha-nova-123', password_confirmation: 'senha-nova-123' };
    const done = await reset(body);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Senha alterada com sucesso.');
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'senha-nova-123')).status).toBe(200);
    expect((await h.call('GET', '/api/master/user', { token: session })).status).toBe(401);

    const again = await reset({ ...body, password: 'outra-senha-99', password_confirmation: 'outra-senha-99' });
    expect(again.status).toBe(422);
    expect(again.body.errors?.token).toEqual(['Token inválido ou expirado. Solicite a recuperação novamente.']);
    expect((await find(token)).status).toBe(404);
  });

  it('two concurrent resets with one token: exactly one succeeds', async () => {
    const { email } = await newAccount();
    await remember(email);
    const token = await lastResetToken(email);
    const results = await Promise.all(
      ['primeira-senha-1', 'segunda-senha-2'].map((password) => reset({ token, email, password, password_confirmation: password })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it('an expired token neither finds nor resets', async () => {
    const { email } = await newAccount();
    await remember(email);
    const token = await lastResetToken(email);
    await h.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResets.userId, await h.userId(email)), isNull(passwordResets.usedAt)));
    expect((await find(token)).status).toBe(404);
    const res = await reset({ token, email, password: 'senha-nova-123', password_confirmation: 'senha-nova-123' });
    expect(res.status).toBe(422);
  });

  it('a newer request invalidates the older link', async () => {
    const { email } = await newAccount();
    await remember(email);
    const first = await lastResetToken(email);
    await remember(email);
    const second = await lastResetToken(email);
    expect(second).not.toBe(first);
    expect((await find(first)).status).toBe(404);
    expect((await find(second)).status).toBe(200);
  });

  it('the token only works with its own e-mail', async () => {
    const { email } = await newAccount();
    const other = await newAccount();
    await remember(email);
    const token = await lastResetToken(email);
    const res = await reset({ token, email: other.email, password: 'senha-nova-123', password_confirmation: 'senha-nova-123' });
    expect(res.status).toBe(422);
    expect((await find(token)).status).toBe(200);
  });

  it('validates the reset form with field errors', async () => {
    const res = await reset({ token: '', email: 'x', password: 'curta', password_confirmation: 'outra' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['email', 'password', 'password_confirmation', 'token']);
    const mismatch = await reset({ token: 't', email: 'a@b.com', password: 'senha-nova-123', password_confirmation: 'senha-nova-124' });
    expect(mismatch.body.errors?.password_confirmation).toEqual(['As senhas precisam ser idênticas.']);
    const bad = await remember('nao-e-email');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.email).toEqual(['Informe um e-mail válido.']);
  });

  it('rate-limits guesses: token lookups share one budget whatever the token', async () => {
    for (let i = 0; i < 10; i += 1) expect((await find(`palpite-${i}`)).status).toBe(404);
    const res = await find('mais-um');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});
