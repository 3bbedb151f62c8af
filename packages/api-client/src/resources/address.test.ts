import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, NotFoundError, ServerError, TimeoutError, ValidationError, isAbortError } from '../errors';
import { createApiClient, DEFAULT_CEP_SERVICE_URL, type ApiClientOptions } from '../index';
import { fakeFetch, jsonResponse, memoryTokens, type FakeHandler } from '../testing/fakeFetch';

const PAULISTA = {
  cep: '01310100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  service: 'open-cep',
  location: { type: 'Point', coordinates: {} },
};

function setup(handler: FakeHandler, overrides: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(handler);
  const tokens = memoryTokens('token');
  const onError = vi.fn();
  const onUnauthenticated = vi.fn();
  const client = createApiClient({
    apiUrl: 'https://app.retoma.test/api',
    getIdentity: () => 'aurora',
    tokens,
    onError,
    onUnauthenticated,
    fetch: fake.fetch,
    ...overrides,
  });
  return { client, fake, tokens, onError, onUnauthenticated };
}

describe('address.lookupCep: the public postal-code service', () => {
  it('asks BrasilAPI v2 for the 8 digits, without our token nor the company', async () => {
    const { client, fake } = setup(() => jsonResponse(200, PAULISTA));
    await client.address.lookupCep('01310-100');
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0]!;
    expect(call.url.href).toBe(`${DEFAULT_CEP_SERVICE_URL}/01310100`);
    expect(call.method).toBe('GET');
    expect(call.headers.get('authorization')).toBeNull();
    expect(call.url.href).not.toContain('aurora');
    expect(call.body).toBeUndefined();
  });

  it('answers the address as the product stores it: upper-case, no accents, our field names', async () => {
    const { client } = setup(() => jsonResponse(200, PAULISTA));
    await expect(client.address.lookupCep('01.310-100')).resolves.toEqual({
      cep: '01310100',
      estado: 'SP',
      cidade: 'SAO PAULO',
      bairro: 'BELA VISTA',
      endereco: 'AVENIDA PAULISTA',
    });
  });

  it('a city-wide CEP has no neighbourhood nor street: they come back empty', async () => {
    const { client } = setup(() =>
      jsonResponse(200, { cep: '86900000', state: 'PR', city: 'Jandaia do Sul', neighborhood: '', street: null }),
    );
    await expect(client.address.lookupCep('86900000')).resolves.toEqual({
      cep: '86900000',
      estado: 'PR',
      cidade: 'JANDAIA DO SUL',
      bairro: '',
      endereco: '',
    });
  });

  it('goes to the configured service instead (trailing slash or not)', async () => {
    const { client, fake } = setup(() => jsonResponse(200, PAULISTA), { cepServiceUrl: 'https://cep.interno.test/v2/' });
    await client.address.lookupCep('01310100');
    expect(fake.calls[0]?.url.href).toBe('https://cep.interno.test/v2/01310100');
  });

  it.each([
    ['', 'O CEP deve conter 8 dígitos.'],
    ['0131-010', 'O CEP deve conter 8 dígitos.'],
    ['013101000', 'O CEP deve conter 8 dígitos.'],
    ['O1310100', 'O CEP deve conter 8 dígitos.'],
    ['01310/100', 'O CEP deve conter 8 dígitos.'],
  ])('%j is a ValidationError on cep, and nothing is sent', async (cep, message) => {
    const { client, fake, onError } = setup(() => jsonResponse(200, PAULISTA));
    const error = await client.address.lookupCep(cep).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldMessage('cep')).toBe(message);
    expect(fake.calls).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('an unknown CEP is a NotFoundError in our words, with the service’s body kept', async () => {
    const body = { name: 'CepPromiseError', message: 'Todos os serviços de CEP retornaram erro.', type: 'service_error', errors: [] };
    const { client } = setup(() => jsonResponse(404, body));
    const error = await client.address.lookupCep('99999999').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ message: 'CEP não encontrado.', status: 404, body });
  });

  it('a failing service is a ServerError; an unreachable one a NetworkError', async () => {
    await expect(
      setup(() => jsonResponse(503, { message: 'Serviço indisponível.' })).client.address.lookupCep('01310100'),
    ).rejects.toBeInstanceOf(ServerError);
    await expect(setup(() => Promise.reject(new TypeError('Failed to fetch'))).client.address.lookupCep('01310100')).rejects.toBeInstanceOf(
      NetworkError,
    );
  });

  it('an answer that is not an address is refused, never handed to the form', async () => {
    const { client } = setup(() => jsonResponse(200, { cep: '01310100', state: 'XX', city: 'Lugar Nenhum' }));
    const error = await client.address.lookupCep('01310100').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Resposta inválida do serviço de CEP.' });
  });

  it('the service’s 401 / 403 neither refresh nor end our session, and are not our ForbiddenError', async () => {
    for (const status of [401, 403]) {
      const { client, fake, tokens, onError, onUnauthenticated } = setup(() => jsonResponse(status, { message: 'Chave inválida.' }));
      const error = await client.address.lookupCep('01310100').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).name).toBe('ApiError');
      expect(error).toMatchObject({ status, message: 'Chave inválida.' });
      expect(fake.calls).toHaveLength(1);
      expect(tokens.get()).toBe('token');
      expect(tokens.writes).toEqual([]);
      expect(onUnauthenticated).not.toHaveBeenCalled();
      expect(onError).not.toHaveBeenCalled();
    }
  });

  it('a cancelled lookup rejects with its AbortError', async () => {
    const { client } = setup(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = client.address.lookupCep('01310100', { signal: controller.signal });
    controller.abort();
    expect(isAbortError(await pending.catch((caught: unknown) => caught))).toBe(true);
  });

  it('a silent service times out (at the client’s time-out when shorter than the lookup’s own)', async () => {
    const { client } = setup(() => new Promise<Response>(() => undefined), { timeoutMs: 20 });
    const error = await client.address.lookupCep('01310100').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 20 });
  });
});
