import { describe, expect, it } from 'vitest';
import { contaSchema, integracaoSchema, produtoSchema } from '../../schemas/responses';
import { buildContas, buildProdutos, INTEGRACOES } from './catalog';

describe('catalog fixtures', () => {
  it('are what the server answers: each parses with its response schema', () => {
    for (const integracao of INTEGRACOES) expect(integracaoSchema.parse(integracao)).toEqual(integracao);
    for (const conta of buildContas()) expect(contaSchema.parse(conta)).toEqual(conta);
    for (const produto of buildProdutos(12)) expect(produtoSchema.parse(produto)).toEqual(produto);
  });

  it('show each state a screen has: token set and its end, last event processed, failed and none', () => {
    const [hotmart, eduzz, kiwify] = buildContas();
    expect(hotmart).toMatchObject({ has_token: true, token_last4: '3a9c', last_event: { outcome: 'processed' } });
    expect(eduzz).toMatchObject({ has_token2: true, last_event: { outcome: 'failed', error: expect.stringContaining('token 2') } });
    expect(kiwify).toMatchObject({ last_event: null, produtos_count: 0 });
  });
});
