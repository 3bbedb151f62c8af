import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError, NotFoundError, ServerError, isAbortError } from '../errors';
import { createApiClient } from '../index';
import { automationAddressInput } from '../schemas';
import { memoryTokens } from '../testing/fakeFetch';
import { buildAddressLookup, mockHandlers } from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (cepServiceUrl?: string) =>
  createApiClient({ apiUrl: 'http://localhost/api', getIdentity: () => 'aurora', tokens: memoryTokens('token'), cepServiceUrl });

describe('buildAddressLookup', () => {
  it('is a fixture city, chosen by its CEP, overridable field by field', () => {
    expect(buildAddressLookup()).toEqual({
      cep: '01310100',
      estado: 'SP',
      cidade: 'SAO PAULO',
      bairro: 'BELA VISTA',
      endereco: 'AVENIDA PAULISTA',
    });
    expect(buildAddressLookup({ cep: '50030230' })).toMatchObject({ estado: 'PE', cidade: 'RECIFE', endereco: 'RUA DA AURORA' });
    expect(buildAddressLookup({ bairro: '', endereco: '' })).toMatchObject({ cidade: 'SAO PAULO', bairro: '', endereco: '' });
  });

  it('fills an address the gift-delivery form accepts', () => {
    const found = buildAddressLookup({ cep: '80020310' });
    const form = { automacao_id: 1, nome: 'ANA SOUZA', ddi: '55', telefone: '41987654321', complemento: 'CASA', numero: '12' };
    expect(automationAddressInput.safeParse({ ...form, ...found }).success).toBe(true);
  });
});

describe('mockHandlers.address.lookupCep with the real client (MSW in node)', () => {
  it('answers in the service’s shape, which the client maps back to the fixture', async () => {
    server.use(mockHandlers.address.lookupCep(({ params }) => buildAddressLookup({ cep: String(params.cep) })));
    await expect(client().address.lookupCep('22041-001')).resolves.toEqual(buildAddressLookup({ cep: '22041001' }));
  });

  it('serves a configured service too', async () => {
    server.use(mockHandlers.address.lookupCep(buildAddressLookup()));
    await expect(client('https://cep.interno.test/api/cep/v2').address.lookupCep('01310100')).resolves.toEqual(buildAddressLookup());
  });

  it('notFound(), error(), networkError() give the failure states', async () => {
    server.use(mockHandlers.address.lookupCep.notFound());
    await expect(client().address.lookupCep('99999999')).rejects.toBeInstanceOf(NotFoundError);
    server.use(mockHandlers.address.lookupCep.error());
    await expect(client().address.lookupCep('99999999')).rejects.toBeInstanceOf(ServerError);
    server.use(mockHandlers.address.lookupCep.networkError());
    await expect(client().address.lookupCep('99999999')).rejects.toBeInstanceOf(NetworkError);
  });

  it('slow() answers late; loading() never does (and a cancel still works)', async () => {
    server.use(mockHandlers.address.lookupCep.slow(buildAddressLookup(), 30));
    const started = Date.now();
    await expect(client().address.lookupCep('01310100')).resolves.toEqual(buildAddressLookup());
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);

    server.use(mockHandlers.address.lookupCep.loading());
    const controller = new AbortController();
    const pending = client().address.lookupCep('01310100', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(isAbortError(await pending.catch((caught: unknown) => caught))).toBe(true);
  });
});
