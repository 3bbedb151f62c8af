import type { Conta, DataEnvelope, ErrorBody, ListResponse, Produto } from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, getHarness, type Harness } from '../test/harness';

let h: Harness;
let admin: string;
let contas: Record<string, Conta>;
let seq = 0;
beforeAll(async () => {
  h = await getHarness();
  admin = await h.tokenFor(ADMIN);
  const res = await h.call<ListResponse<Conta>>('GET', '/api/aurora/contas', { token: admin });
  contas = Object.fromEntries(res.body.data.data.map((c) => [c.integracao.descricao, c]));
});

/** A product of these tests: its own name and platform id unless told. */
const product = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    nome: `Catálogo ${seq} ${Math.random().toString(36).slice(2, 6)}`,
    conta_id: contas.Hotmart!.id,
    preco: '97,00',
    cod_produto: `77${Date.now() % 100_000}${seq}`,
    cor: '#3598DB',
    ...overrides,
  };
};
const create = (json: unknown, token = admin, company = 'aurora') =>
  h.call<DataEnvelope<Produto> & ErrorBody>('POST', `/api/${company}/produtos`, { token, json });

describe('produtos: the platform’s product id', () => {
  it('refuses a platform id the company already uses, on its field, naming the product that has it', async () => {
    const first = await create(product({ cod_produto: 'HM-DUP-1' }));
    expect(first.status).toBe(201);
    const again = await create(product({ cod_produto: 'HM-DUP-1' }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      cod_produto: [`O código HM-DUP-1 já é do produto "${first.body.data.nome}". Cada produto da plataforma é cadastrado uma vez.`],
    });
  });

  it('refuses it on an update too, but lets a product keep its own', async () => {
    const a = (await create(product({ cod_produto: 'HM-UPD-A' }))).body.data;
    const b = (await create(product({ cod_produto: 'HM-UPD-B' }))).body.data;
    const clash = await h.call<ErrorBody>('PUT', `/api/aurora/produtos/${b.id}`, {
      token: admin,
      json: product({ nome: b.nome, cod_produto: 'HM-UPD-A' }),
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors?.cod_produto?.[0]).toContain(a.nome);
    const same = await h.call<DataEnvelope<Produto>>('PUT', `/api/aurora/produtos/${b.id}`, {
      token: admin,
      json: product({ nome: b.nome, cod_produto: 'HM-UPD-B', preco: 120 }),
    });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ cod_produto: 'HM-UPD-B', preco: 120 });
  });

  it('is unique per company: another company may use the same id', async () => {
    const helena = await h.tokenFor('helena@vitoria.dev');
    const theirConta = (await h.call<ListResponse<Conta>>('GET', '/api/vitoria/contas', { token: helena })).body.data.data[0]!;
    const mine = await create(product({ cod_produto: 'SHARED-42' }));
    const theirs = await create(product({ cod_produto: 'SHARED-42', conta_id: theirConta.id }), helena, 'vitoria');
    expect([mine.status, theirs.status]).toEqual([201, 201]);
  });
});

describe('produtos: price', () => {
  it('keeps the price exact to the cent and refuses negative, over-precise or missing prices on the field', async () => {
    const exact = await create(product({ preco: '1999,99' }));
    expect(exact.body.data.preco).toBe(1999.99);
    for (const [preco, message] of [
      [-1, 'O valor não pode ser negativo.'],
      ['12,345', 'Informe o preço do produto.'],
      [12.345, 'Use no máximo duas casas decimais.'],
      [null, 'Informe o preço do produto.'],
    ] as const) {
      const res = await create(product({ preco }));
      expect(res.status).toBe(422);
      expect(res.body.errors?.preco).toEqual([message]);
    }
  });
});

describe('produtos: list filters', () => {
  it('filters by account, by commission and by status, together with search and sort', async () => {
    const eduzz = contas.Eduzz!.id;
    const byConta = await h.call<ListResponse<Produto>>('GET', `/api/aurora/produtos?conta_id=${eduzz}&per_page=100`, { token: admin });
    expect(byConta.body.data.data.length).toBeGreaterThan(0);
    expect(byConta.body.data.data.every((p) => p.conta_id === eduzz)).toBe(true);

    const paid = await h.call<ListResponse<Produto>>('GET', '/api/aurora/produtos?hab_comissao=1&per_page=100', { token: admin });
    const unpaid = await h.call<ListResponse<Produto>>('GET', '/api/aurora/produtos?hab_comissao=0&per_page=100', { token: admin });
    const all = await h.call<ListResponse<Produto>>('GET', '/api/aurora/produtos?per_page=10', { token: admin });
    expect(paid.body.data.data.every((p) => p.hab_comissao)).toBe(true);
    expect(unpaid.body.data.data.every((p) => !p.hab_comissao)).toBe(true);
    expect(paid.body.data.total + unpaid.body.data.total).toBe(all.body.data.total);

    const combined = await h.call<ListResponse<Produto>>(
      'GET',
      `/api/aurora/produtos?hab_comissao=1&status=1&conta_id=${contas.Hotmart!.id}&sort=-preco&per_page=10`,
      { token: admin },
    );
    const prices = combined.body.data.data.map((p) => p.preco);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(combined.body.data.data.every((p) => p.hab_comissao && p.status === 1 && p.conta_id === contas.Hotmart!.id)).toBe(true);
  });

  it('refuses a filter value it does not know, with what to use', async () => {
    const res = await h.call<ErrorBody>('GET', '/api/aurora/produtos?hab_comissao=sim', { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.errors?.hab_comissao).toEqual(['Use hab_comissao=1 (com comissão) ou hab_comissao=0 (sem comissão).']);
  });

  it('is refused to a role without configuracao_produto', async () => {
    const agent = await h.tokenFor(AGENT);
    expect((await h.call('GET', '/api/aurora/produtos', { token: agent })).status).toBe(403);
    expect((await create(product(), agent)).status).toBe(403);
  });
});
