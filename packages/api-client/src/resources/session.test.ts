import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../errors';
import { createApiClient } from '../index';
import { fakeFetch, jsonResponse, memoryTokens } from '../testing/fakeFetch';

function setup(answer: Parameters<typeof fakeFetch>[0], token: string | null = null) {
  const fake = fakeFetch(answer);
  const tokens = memoryTokens(token);
  const client = createApiClient({ apiUrl: '/api', getIdentity: () => 'aurora', tokens, fetch: fake.fetch });
  return { client, fake, tokens };
}

describe('session: registration and password recovery (identity master)', () => {
  it('register posts the account and keeps its token: the new user is logged in', async () => {
    const { client, fake, tokens } = setup(() =>
      jsonResponse(201, { accessToken: 'novo-token', userData: { id: 9, name: 'Ana', email: 'ana@retoma.dev' } }),
    );
    const response = await client.session.register({ name: 'Ana', email: 'ana@retoma.dev', password: 'retoma-2026' });
    expect(response.userData.id).toBe(9);
    expect(tokens.get()).toBe('novo-token');
    const call = fake.calls[0]!;
    expect([call.method, call.url.pathname]).toEqual(['POST', '/api/master/register']);
    expect(call.body).toEqual({ name: 'Ana', email: 'ana@retoma.dev', password: 'retoma-2026' });
  });

  it('a refused registration keeps no token and maps the 422', async () => {
    const { client, tokens } = setup(() =>
      jsonResponse(422, { message: 'Os dados informados são inválidos.', errors: { email: ['Este e-mail já está cadastrado.'] } }),
    );
    const error = await client.session.register({ name: 'Ana', email: 'ana@retoma.dev', password: 'retoma-2026' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldMessage('email')).toBe('Este e-mail já está cadastrado.');
    expect(tokens.get()).toBeNull();
  });

  it('remember posts the e-mail under master, even inside a company', async () => {
    const { client, fake } = setup(() => jsonResponse(200, { message: 'ok' }), 'token-da-sessao');
    await client.session.remember({ email: 'ana@retoma.dev' });
    const call = fake.calls[0]!;
    expect([call.method, call.url.pathname]).toEqual(['POST', '/api/master/remember']);
    expect(call.body).toEqual({ email: 'ana@retoma.dev' });
  });

  it('findResetToken encodes the token in the path and answers the e-mail; an unknown token is a NotFoundError', async () => {
    const { client, fake } = setup((call) =>
      call.url.pathname.endsWith('/valido')
        ? jsonResponse(200, { email: 'ana@retoma.dev' })
        : jsonResponse(404, { error: 'not_found', message: 'Token não encontrado.' }),
    );
    await expect(client.session.findResetToken('valido')).resolves.toEqual({ email: 'ana@retoma.dev' });
    await expect(client.session.findResetToken('a/b?c')).rejects.toBeInstanceOf(NotFoundError);
    expect(fake.calls[1]!.url.pathname).toBe('/api/master/find/a%2Fb%3Fc');
  });

  it('resetPassword posts token, e-mail and the password twice', async () => {
    const { client, fake } = setup(() => jsonResponse(200, { message: 'Senha alterada com sucesso.' }));
    const input = { token: 't', email: 'ana@retoma.dev', password: 'nova-senha', password_confirmation: 'nova-senha' };
    await client.session.resetPassword(input);
    const call = fake.calls[0]!;
    expect([call.method, call.url.pathname]).toEqual(['POST', '/api/master/reset']);
    expect(call.body).toEqual(input);
  });
});
