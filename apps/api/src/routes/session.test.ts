import type { CurrentUser, DataEnvelope, ErrorBody, LoginResponse, RegisterResponse } from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_EXPIRED_MESSAGE } from '../http/auth';
import { ADMIN, AGENT, getHarness, REFRESH_WINDOW, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await getHarness();
});

const login = (username: string, password: string, app = h.app) =>
  h.call<LoginResponse & ErrorBody>('POST', '/api/master/login', { json: { username, password } }, app);

describe('login', () => {
  it('returns an access token that opens the session', async () => {
    const res = await login(ADMIN, 'retoma123');
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('Bearer');
    const me = await h.call<DataEnvelope<CurrentUser>>('GET', '/api/master/user', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(ADMIN);
    expect(me.body.data.companies.map((c) => c.slug).sort()).toEqual(['aurora', 'casabela']);
  });

  it('answers wrong credentials with 401 and the spec message, for a wrong password and an unknown e-mail alike', async () => {
    for (const [user, password] of [
      [ADMIN, 'wrong-password'],
      ['ninguem@retoma.dev', 'retoma123'],
    ] as const) {
      const res = await login(user, password);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'E-mail ou senha incorretos.' });
    }
  });

  it('never logs in an invited person who has not chosen a password', async () => {
    const res = await login('fernanda.alves@retoma.dev', '!');
    expect(res.status).toBe(401);
  });

  it('answers bad input with 422 and field errors', async () => {
    const res = await h.call<ErrorBody>('POST', '/api/master/login', { json: { username: 'not-an-email' } });
    expect(res.status).toBe(422);
    expect(res.body.errors?.username).toEqual(['Informe um e-mail válido.']);
    expect(res.body.errors?.password?.length).toBeGreaterThan(0);
  });

  it('limits guesses at one account: the 11th in a minute is a 429 saying when to try again; a colleague still logs in', async () => {
    const app = h.freshApp();
    for (let i = 0; i < 10; i += 1) expect((await login(ADMIN, 'wrong', app)).status).toBe(401);
    const res = await login(ADMIN, 'retoma123', app);
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(res.body.error).toBe('rate_limited');
    expect(res.body.message).toBe(`Muitas tentativas. Tente novamente em ${seconds} s.`);
    expect((await login(AGENT, 'retoma123', app)).status).toBe(200);
  });

  it('does not let a forged X-Forwarded-For header dodge the limit', async () => {
    const app = h.freshApp();
    for (let i = 0; i < 10; i += 1)
      await h.call(
        'POST',
        '/api/master/login',
        { json: { username: ADMIN, password: 'x' }, headers: { 'x-forwarded-for': `10.0.0.${i}` } },
        app,
      );
    const res = await h.call(
      'POST',
      '/api/master/login',
      { json: { username: ADMIN, password: 'x' }, headers: { 'x-forwarded-for': '10.9.9.9' } },
      app,
    );
    expect(res.status).toBe(429);
  });
});

describe('register', () => {
  it('creates an account and returns accessToken and userData', async () => {
    const email = `nova.${Date.now()}@exemplo.com.br`;
    const res = await h.call<RegisterResponse>('POST', '/api/master/register', {
      json: { name: 'Nova Pessoa', email, password: 'senha-forte-1' },
    });
    expect(res.status).toBe(201);
    expect(res.body.userData).toMatchObject({ name: 'Nova Pessoa', email });
    expect(res.body.accessToken).toBeTruthy();
  });

  it('refuses a taken e-mail (any case) with 422 on the field', async () => {
    const res = await h.call<ErrorBody>('POST', '/api/master/register', {
      json: { name: 'Outra Ana', email: ADMIN.toUpperCase(), password: 'senha-forte-1' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.email).toEqual(['Este e-mail já está cadastrado.']);
  });
});

describe('token lifecycle', () => {
  it('an expired token gets 401 "Token has expired." (the app refreshes once on it)', async () => {
    const { token } = await h.tokensWithTtl(-10).issue(await h.userId(ADMIN));
    const res = await h.call<ErrorBody>('GET', '/api/aurora/user', { token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(TOKEN_EXPIRED_MESSAGE);
  });

  it('a garbage token gets 401 "Unauthenticated."', async () => {
    const res = await h.call<ErrorBody>('GET', '/api/aurora/user', { token: 'abc.def.ghi' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthenticated.');
  });

  it('refresh renews an expired token within the window, once', async () => {
    const { token } = await h.tokensWithTtl(-60).issue(await h.userId(ADMIN));
    const res = await h.call<LoginResponse>('POST', '/api/master/auth/refresh-token', { json: { accessToken: token } });
    expect(res.status).toBe(200);
    expect((await h.call('GET', '/api/aurora/user', { token: res.body.access_token })).status).toBe(200);
    const again = await h.call<ErrorBody>('POST', '/api/master/auth/refresh-token', { json: { accessToken: token } });
    expect(again.status).toBe(401);
  });

  it('a call still carrying a renewed token is told "expired", so the app retries it with the renewed one', async () => {
    const token = await h.tokenFor(ADMIN);
    expect((await h.call('POST', '/api/master/auth/refresh-token', { json: { accessToken: token } })).status).toBe(200);
    const late = await h.call<ErrorBody>('GET', '/api/aurora/user', { token });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(TOKEN_EXPIRED_MESSAGE);
  });

  it('refresh refuses a token past the refresh window', async () => {
    const { token } = await h.tokensWithTtl(-(REFRESH_WINDOW + 60)).issue(await h.userId(ADMIN));
    const res = await h.call<ErrorBody>('POST', '/api/master/auth/refresh-token', { json: { accessToken: token } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthenticated.');
  });

  it('two concurrent refreshes of one token: exactly one succeeds', async () => {
    const token = await h.tokenFor(ADMIN);
    const results = await Promise.all(
      [1, 2, 3].map(() => h.call<LoginResponse>('POST', '/api/master/auth/refresh-token', { json: { accessToken: token } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('logout revokes the token on the server', async () => {
    const token = await h.tokenFor(ADMIN);
    expect((await h.call('POST', '/api/master/logout', { token })).status).toBe(204);
    const res = await h.call<ErrorBody>('GET', '/api/master/user', { token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthenticated.');
    expect((await h.call('POST', '/api/master/auth/refresh-token', { json: { accessToken: token } })).status).toBe(401);
  });
});
