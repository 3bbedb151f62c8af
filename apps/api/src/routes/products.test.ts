import type { Conta, DataEnvelope, ErrorBody, Link, ListResponse, Produto } from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, getHarness, type Harness } from '../test/harness';

let h: Harness;
let admin: string;
let contaId: number;
beforeAll(async () => {
  h = await getHarness();
  admin = await h.tokenFor(ADMIN);
  const contas = await h.call<ListResponse<Conta>>('GET', '/api/aurora/contas?search=Hotmart', { token: admin });
  contaId = contas.body.data.data[0]!.id;
});

const product = (overrides: Record<string, unknown> = {}) => ({
  nome: `Produto ${Date.now()}${Math.random().toString(36).slice(2, 5)}`,
  conta_id: contaId,
  preco: '149,90',
  // The platform's id is unique within the company: each product of these tests gets its own.
  cod_produto: `55${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`,
  checkout: 'X12345',
  cor: '#21bc9c',
  ...overrides,
});

describe('produtos', () => {
  it('creates a product with individual commission in percent and upsells; values are stored as given (never ×100)', async () => {
    const list = await h.call<ListResponse<Produto>>('GET', '/api/aurora/produtos?search=Mentoria', { token: admin });
    const upsell = list.body.data.data[0]!;
    const res = await h.call<DataEnvelope<Produto>>('POST', '/api/aurora/produtos', {
      token: admin,
      json: product({
        hab_comissao: true,
        comissao_modo: 'individual',
        comissao_tipo: 'percentual',
        comissao_insercao: 7.5,
        comissao_atendimento: '12,5',
        upsellers: [upsell.id],
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      preco: 149.9,
      cor: '#21BC9C',
      status: 1,
      comissao_modo: 'individual',
      comissao_tipo: 'percentual',
      comissao_insercao: 7.5,
      comissao_atendimento: 12.5,
      upsellers: [{ id: upsell.id, nome: upsell.nome }],
      links_count: 0,
      conta: { id: contaId, integracao: { descricao: 'Hotmart', checkout_base: 'https://pay.hotmart.com/' } },
    });
    expect(res.text).not.toContain('demo-hotmart');
  });

  it('clears commission values that do not apply, and checks them when they do', async () => {
    const off = await h.call<DataEnvelope<Produto>>('POST', '/api/aurora/produtos', {
      token: admin,
      json: product({ hab_comissao: false, comissao_modo: 'individual', comissao_insercao: 10 }),
    });
    expect(off.body.data).toMatchObject({ hab_comissao: false, comissao_modo: null, comissao_insercao: null });
    const shared = await h.call<DataEnvelope<Produto>>('PUT', `/api/aurora/produtos/${off.body.data.id}`, {
      token: admin,
      json: product({
        hab_comissao: 1,
        comissao_modo: 'partilhada',
        comissao_tipo: 'valor',
        comissao_insercao: 20,
        comissao_atendimento: 99,
      }),
    });
    expect(shared.body.data).toMatchObject({ comissao_modo: 'partilhada', comissao_insercao: 20, comissao_atendimento: null });
    const bad = await h.call<ErrorBody>('POST', '/api/aurora/produtos', {
      token: admin,
      json: product({ hab_comissao: true, comissao_modo: 'individual', comissao_tipo: 'percentual', comissao_insercao: 120 }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      comissao_insercao: ['O percentual deve ser de 0 a 100.'],
      comissao_atendimento: ['Informe a comissão.'],
    });
  });

  it('validates fields and references inside the company', async () => {
    const res = await h.call<ErrorBody>('POST', '/api/aurora/produtos', {
      token: admin,
      json: { preco: '12,345', cor: 'vermelho', conta_id: 999_999 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ nome: ['Informe o nome do produto.'], cor: ['Escolha uma cor no formato #RRGGBB.'] });
    const foreign = await h.call<ErrorBody>('POST', '/api/aurora/produtos', { token: admin, json: product({ conta_id: 999_999 }) });
    expect(foreign.body.errors?.conta_id).toEqual(['Conta inválida.']);
    const created = await h.call<DataEnvelope<Produto>>('POST', '/api/aurora/produtos', { token: admin, json: product() });
    const self = await h.call<ErrorBody>('PUT', `/api/aurora/produtos/${created.body.data.id}`, {
      token: admin,
      json: product({ upsellers: [created.body.data.id] }),
    });
    expect(self.body.errors?.upsellers).toEqual(['Um produto não pode ser upsell de si mesmo.']);
  });

  it('paginates in SQL with exact counters, filters status=1, searches and sorts by price', async () => {
    const tag = `Lote${Date.now()}`;
    for (let i = 1; i <= 12; i += 1) {
      const status = i % 4 === 0 ? 0 : 1;
      await h.call('POST', '/api/aurora/produtos', {
        token: admin,
        json: product({ nome: `${tag} ${String(i).padStart(2, '0')}`, preco: i * 10, status }),
      });
    }
    const page2 = await h.call<ListResponse<Produto>>('GET', `/api/aurora/produtos?search=${tag}&per_page=10&page=2`, { token: admin });
    expect(page2.body.data).toMatchObject({ total: 12, current_page: 2, last_page: 2, per_page: 10, from: 11, to: 12 });
    expect(page2.body.data.data.map((p) => p.nome)).toEqual([`${tag} 11`, `${tag} 12`]);
    const active = await h.call<ListResponse<Produto>>('GET', `/api/aurora/produtos?search=${tag}&status=1`, { token: admin });
    expect(active.body.data.total).toBe(9);
    const expensive = await h.call<ListResponse<Produto>>('GET', `/api/aurora/produtos?search=${tag}&sort=-preco&per_page=10`, {
      token: admin,
    });
    expect(expensive.body.data.data[0]!.preco).toBe(120);
    const beyond = await h.call<ListResponse<Produto>>('GET', `/api/aurora/produtos?search=${tag}&page=9`, { token: admin });
    expect(beyond.body.data).toMatchObject({ data: [], from: null, to: null, total: 12 });
    const wildcard = await h.call<ListResponse<Produto>>('GET', '/api/aurora/produtos?search=%25', { token: admin });
    expect(wildcard.body.data.total).toBe(0);
  });

  it('deletes a product with its links', async () => {
    const created = await h.call<DataEnvelope<Produto>>('POST', '/api/aurora/produtos', { token: admin, json: product() });
    const link = await h.call<DataEnvelope<Link>>('POST', '/api/aurora/links', {
      token: admin,
      json: { produto_id: created.body.data.id, descricao: 'Oferta', codigo_oferta: 'of1' },
    });
    expect((await h.call('DELETE', `/api/aurora/produtos/${created.body.data.id}`, { token: admin })).status).toBe(204);
    expect((await h.call('GET', `/api/aurora/links/${link.body.data.id}`, { token: admin })).status).toBe(404);
  });
});

describe('links', () => {
  it('lists a product’s links for any member (GET links?produto=), active ones with status=1', async () => {
    const confeitaria = (await h.call<ListResponse<Produto>>('GET', '/api/aurora/produtos?search=Confeitaria', { token: admin })).body.data
      .data[0]!;
    const agent = await h.tokenFor(AGENT);
    const res = await h.call<ListResponse<Link>>('GET', `/api/aurora/links?produto=${confeitaria.id}`, { token: agent });
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((l) => l.identidade).sort()).toEqual(['CONFAVIS', 'CONFEITA', 'CONFPROMO']);
    expect(res.body.data.data.every((l) => l.produto.id === confeitaria.id)).toBe(true);
    const choc = (await h.call<ListResponse<Produto>>('GET', '/api/aurora/produtos?search=Chocolate', { token: admin })).body.data.data[0]!;
    const active = await h.call<ListResponse<Link>>('GET', `/api/aurora/links?produto=${choc.id}&status=1`, { token: agent });
    expect(active.body.data.data.map((l) => l.identidade)).toEqual(['CHOCOLAT']);
  });

  it('creates a link with a generated public identity and validated options; agents cannot write', async () => {
    const confeitaria = (await h.call<ListResponse<Produto>>('GET', '/api/aurora/produtos?search=Confeitaria', { token: admin })).body.data
      .data[0]!;
    const res = await h.call<DataEnvelope<Link>>('POST', '/api/aurora/links', {
      token: admin,
      json: {
        produto_id: confeitaria.id,
        descricao: 'Parcelado em 10x',
        codigo_oferta: 'conf-10x',
        split: '10',
        boleto: 'true',
        two_cart: 1,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      descricao: 'Parcelado em 10x',
      split: 10,
      boleto: true,
      two_cart: true,
      paypal: false,
      src: 'retoma-user',
      status: 1,
    });
    expect(res.body.data.identidade).toMatch(/^[A-Z2-9]{8}$/);
    const bad = await h.call<ErrorBody>('POST', '/api/aurora/links', {
      token: admin,
      json: { produto_id: confeitaria.id, descricao: 'x'.repeat(51), codigo_oferta: 'a b', split: 13 },
    });
    expect(bad.body.errors).toMatchObject({ descricao: ['Use no máximo 50 caracteres.'], split: ['Parcelas: de 1 a 12.'] });
    expect(bad.body.errors?.codigo_oferta).toBeDefined();
    const agent = await h.call<ErrorBody>('POST', '/api/aurora/links', {
      token: await h.tokenFor(AGENT),
      json: { produto_id: confeitaria.id },
    });
    expect(agent.status).toBe(403);
  });
});

describe('another company’s records never leak', () => {
  it('aurora cannot read, change or delete vitória’s product, link or account', async () => {
    const helena = await h.tokenFor('helena@vitoria.dev');
    const theirProduct = (await h.call<ListResponse<Produto>>('GET', '/api/vitoria/produtos', { token: helena })).body.data.data[0]!;
    const theirLink = (await h.call<ListResponse<Link>>('GET', '/api/vitoria/links', { token: helena })).body.data.data[0]!;
    const theirConta = (await h.call<ListResponse<Conta>>('GET', '/api/vitoria/contas', { token: helena })).body.data.data[0]!;
    for (const path of [`produtos/${theirProduct.id}`, `links/${theirLink.id}`, `contas/${theirConta.id}`]) {
      expect((await h.call('GET', `/api/aurora/${path}`, { token: admin })).status).toBe(404);
      expect((await h.call('DELETE', `/api/aurora/${path}`, { token: admin })).status).toBe(404);
    }
    const put = await h.call('PUT', `/api/aurora/produtos/${theirProduct.id}`, { token: admin, json: product() });
    expect(put.status).toBe(404);
    const linkToTheirs = await h.call<ErrorBody>('POST', '/api/aurora/links', {
      token: admin,
      json: { produto_id: theirProduct.id, descricao: 'Invasão', codigo_oferta: 'x' },
    });
    expect(linkToTheirs.body.errors?.produto_id).toEqual(['Produto inválido.']);
    const stillThere = await h.call<DataEnvelope<Produto>>('GET', `/api/vitoria/produtos/${theirProduct.id}`, { token: helena });
    expect(stillThere.body.data.nome).toBe(theirProduct.nome);
  });
});
