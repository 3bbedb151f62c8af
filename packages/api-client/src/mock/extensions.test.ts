import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../index';
import { ValidationError } from '../errors';
import { extensaoSchema, smsUsageMonthSchema, zenviaConfigSchema } from '../schemas/extensionsResponses';
import { memoryTokens } from '../testing/fakeFetch';
import { buildExtensoes, buildSmsUsage, buildZenviaConfig, mockHandlers, ZENVIA_NOT_CONFIGURED } from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = () => createApiClient({ apiUrl: 'http://localhost/api', getIdentity: () => 'aurora', tokens: memoryTokens('token') });

describe('extensions mocks', () => {
  it('build what the server answers', () => {
    for (const config of [buildZenviaConfig(), ZENVIA_NOT_CONFIGURED, buildZenviaConfig({ token_final: null, ativa: false })])
      expect(zenviaConfigSchema.parse(config)).toEqual(config);
    for (const extensao of buildExtensoes(ZENVIA_NOT_CONFIGURED)) expect(extensaoSchema.parse(extensao)).toEqual(extensao);
    const usage = buildSmsUsage(12);
    for (const month of usage) expect(smsUsageMonthSchema.parse(month)).toEqual(month);
    expect(usage.map((month) => month.mes)).toEqual([...usage.map((month) => month.mes)].sort());
    expect(usage.at(-1)!.mes).toBe('2025-03');
    expect(usage[0]!.mes).toBe('2024-04');
  });

  it('answer the client’s calls, saves (PUT) and disconnects (DELETE) apart on one path', async () => {
    server.use(
      mockHandlers.extensions.list(buildExtensoes()),
      mockHandlers.extensions.zenvia.save(buildZenviaConfig({ remetente: 'nova' })),
      mockHandlers.extensions.zenvia.disconnect(ZENVIA_NOT_CONFIGURED),
      mockHandlers.extensions.zenvia.test({ mensagem_id: 'zv-1', telefone: '5511987654321' }),
    );
    const client = api();
    expect((await client.extensions.list())[0]).toMatchObject({ tipo: 'zenvia', configurada: true });
    expect(await client.extensions.zenvia.save({ remetente: 'nova', ativa: true })).toMatchObject({ remetente: 'nova' });
    await expect(client.extensions.zenvia.disconnect()).resolves.toEqual(ZENVIA_NOT_CONFIGURED);
    expect(await client.extensions.zenvia.test({ telefone: '5511987654321' })).toEqual({ mensagem_id: 'zv-1', telefone: '5511987654321' });
  });

  it('answer a refusal as the server does: a 422 the client raises as a ValidationError', async () => {
    server.use(mockHandlers.extensions.zenvia.test.error(422, { message: 'O SMS de teste não foi enviado. Saldo insuficiente.' }));
    await expect(api().extensions.zenvia.test({ telefone: '5511987654321' })).rejects.toBeInstanceOf(ValidationError);
  });
});
