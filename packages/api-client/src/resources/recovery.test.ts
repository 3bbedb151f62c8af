import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError } from '../errors';
import { createApiClient, loadResponseSchemas } from '../index';
import {
  buildCampanha,
  buildContato,
  buildEnvio,
  buildEnvioDetalhe,
  buildMany,
  buildMetrics,
  buildPasso,
  buildPlano,
  mockHandlers,
} from '../mock';
import { campanhaUpdateInput, emailStepUpdateInput, reorderInput, smsStepInput } from '../schemas/recovery';
import { fakeFetch, jsonResponse, memoryTokens } from '../testing/fakeFetch';

function recording() {
  const fake = fakeFetch(() => jsonResponse(200, { data: {} }));
  const client = createApiClient({ apiUrl: '/api', getIdentity: () => 'aurora', tokens: memoryTokens('token'), fetch: fake.fetch });
  return { client, fake };
}

describe('recovery calls on the wire', () => {
  it('plans: list with its query, update as POST + _method PUT, delete as POST + _method DELETE', async () => {
    const { client, fake } = recording();
    await client.plans.list({ search: 'ver', per_page: 10 });
    await client.plans.update(4, { nome: 'Verão', status: 0 });
    await client.plans.remove(4);
    expect(fake.calls.map((call) => [call.method, call.url.pathname + call.url.search])).toEqual([
      ['GET', '/api/aurora/planos?search=ver&per_page=10'],
      ['POST', '/api/aurora/planos/4'],
      ['POST', '/api/aurora/planos/4'],
    ]);
    expect(fake.calls[1]!.body).toEqual({ nome: 'Verão', status: 0, _method: 'PUT' });
    expect(fake.calls[2]!.body).toEqual({ id: 4, _method: 'DELETE' });
  });

  it('each kind on its own routes; the boleto steps never on the cart’s', async () => {
    const { client, fake } = recording();
    await client.campaigns.agendamento.create({ nome: 'A', produto_id: 1, plano_id: 2 });
    await client.campaigns.whatsapp.metrics(3);
    await client.campaigns.boleto.emails.list(9);
    await client.campaigns.boleto.sms.reorder({ campanha_id: 9, posicoes: [3, 1, 2] });
    await client.campaigns.carrinho.agendados.list(9, { canal: 'sms' });
    await client.campaigns.carrinho.agendados.cancel(77);
    await client.campaigns.boleto.historico.get(12);
    await client.campaigns.cancelado.contatos.list({ campanha_id: 5, filtro: 'inativos' });
    expect(fake.calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'POST /api/aurora/campanha_agendamentos',
      'GET /api/aurora/campanha_whatsapps/3/metrics',
      'GET /api/aurora/campanha_boleto_emails?campanha_id=9',
      'POST /api/aurora/campanha_boleto_sms_posicao',
      'GET /api/aurora/campanha_carrinho_rastreio/9?canal=sms',
      'POST /api/aurora/campanha_carrinho_rastreio/77',
      'GET /api/aurora/campanha_boleto_historicos/12',
      'GET /api/aurora/campanha_cancelados_contatos?campanha_id=5&filtro=inativos',
    ]);
    expect(fake.calls[5]!.body).toEqual({ id: 77, _method: 'DELETE' });
  });
});

describe('recovery input schemas', () => {
  it('validate each kind’s settings by the kind', () => {
    expect(
      campanhaUpdateInput('whatsapp').safeParse({ config: { ddi: '55', telefone: '11987654321', mensagem: 'x'.repeat(131) } }).success,
    ).toBe(false);
    expect(campanhaUpdateInput('carrinho').parse({ status: 0 })).toEqual({ status: false, substituir: false });
    const cancelado = campanhaUpdateInput('cancelado').parse({ config: { tipo_duvida_id: '3', tipos: ['expired', 'expired'] } });
    expect(cancelado.config).toEqual({ tipo_duvida_id: 3, tipos: ['expired'], reabertura: false });
  });

  it('an SMS step over six segments is refused on its body; an update carries only what changes', () => {
    const sms = smsStepInput.safeParse({ campanha_id: 1, unidade_tempo: 1, unidade_medida: 'dias', corpo: 'ã'.repeat(403) });
    expect(sms.success).toBe(false);
    expect(sms.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['corpo']);
    expect(emailStepUpdateInput.parse({ status: '0' })).toEqual({ status: false });
    expect(reorderInput.safeParse({ campanha_id: 1, posicoes: [1, 1] }).success).toBe(false);
  });
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('recovery mock handlers and builders', () => {
  const client = () => createApiClient({ apiUrl: 'http://localhost/api', getIdentity: () => 'aurora', tokens: memoryTokens('token') });

  it('answer the client with builders its schemas accept', async () => {
    const schemas = await loadResponseSchemas();
    server.use(
      mockHandlers.plans.list(buildMany(buildPlano, 3)),
      mockHandlers.campaigns.carrinho.get(buildCampanha('carrinho', { id: 7 })),
      mockHandlers.campaigns.carrinho.metrics(buildMetrics()),
      mockHandlers.campaigns.carrinho.emails.list([buildPasso({ id: 1 }), buildPasso({ id: 2 })]),
      mockHandlers.campaigns.carrinho.historico.list(buildMany(buildEnvio, 30)),
      mockHandlers.campaigns.carrinho.historico.get(buildEnvioDetalhe({ id: 5 })),
      mockHandlers.campaigns.carrinho.agendados.list(buildMany((o) => buildEnvio({ ...o, situacao: 'agendado' }), 4)),
      mockHandlers.campaigns.whatsapp.contatos.list(
        buildMany((o) => buildContato({ ...o, situacao: o.id % 2 ? 'ativo' : 'concluido' }), 6),
      ),
    );
    const api = client();
    const url = (path: string) => new URL(`http://localhost/api/aurora/${path}`);
    const check = (fn: Parameters<typeof schemas.bodySchemaFor>[0], path: string, data: unknown) =>
      expect(schemas.bodySchemaFor(fn, url(path)).safeParse({ data }).error).toBeUndefined();
    check('plans.list', 'planos', await api.plans.list());
    check('campaigns.carrinho.get', 'campanha_carrinhos/7', await api.campaigns.carrinho.get(7));
    check('campaigns.carrinho.metrics', 'campanha_carrinhos/7/metrics', await api.campaigns.carrinho.metrics(7));
    check('campaigns.carrinho.emails.list', 'campanha_carrinho_emails', await api.campaigns.carrinho.emails.list(7));
    const history = await api.campaigns.carrinho.historico.list({ campanha_id: 7, page: 2, per_page: 10 });
    expect(history).toMatchObject({ current_page: 2, total: 30 });
    check('campaigns.carrinho.historico.list', 'campanha_carrinho_historicos', history);
    check('campaigns.carrinho.historico.get', 'campanha_carrinho_historicos/5', await api.campaigns.carrinho.historico.get(5));
    check('campaigns.carrinho.agendados.list', 'campanha_carrinho_rastreio/7', await api.campaigns.carrinho.agendados.list(7));
    check(
      'campaigns.whatsapp.contatos.list',
      'campanha_whatsapps_contatos',
      await api.campaigns.whatsapp.contatos.list({ campanha_id: 1 }),
    );
  });

  it('give stories the refused reorder and the one-active conflict', async () => {
    server.use(
      mockHandlers.campaigns.boleto.create.error(409, { message: 'Já existe uma campanha deste tipo ativa para este produto: Boleto A.' }),
      mockHandlers.campaigns.boleto.emails.reorder.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { posicoes: ['x'] },
      }),
    );
    const api = client();
    await expect(api.campaigns.boleto.create({ nome: 'B', produto_id: 1, plano_id: 1 })).rejects.toBeInstanceOf(ConflictError);
    await expect(api.campaigns.boleto.emails.reorder({ campanha_id: 1, posicoes: [1] })).rejects.toMatchObject({ status: 422 });
  });
});
