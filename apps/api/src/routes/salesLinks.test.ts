import type { DataEnvelope, ErrorBody, Link, ListResponse, MensagemPadrao, PersonalLink, Produto } from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

// Each suite works in a company of its own (seeded with the demo catalogue of `aurora`): links are created and
// renamed here, and other suites count the demo companies' links.
let h: Harness;
let co: string;
let manager: Member;
let agent: Member;
let confeitaria: Produto;
beforeAll(async () => {
  h = await getHarness();
  co = await createTestCompany(h);
  manager = await addMember(h, 'Administrador', 'gestor', co);
  agent = await addMember(h, 'Atendente', 'ana', co);
  const produtos = await h.call<ListResponse<Produto>>('GET', `/api/${co}/produtos?search=Confeitaria`, { token: manager.token });
  confeitaria = produtos.body.data.data[0]!;
});

const linkBody = (overrides: Record<string, unknown> = {}) => ({
  produto_id: confeitaria.id,
  descricao: 'Oferta relâmpago',
  codigo_oferta: `rel${Math.random().toString(36).slice(2, 7)}`,
  ...overrides,
});
const createLink = (overrides: Record<string, unknown> = {}) =>
  h.call<DataEnvelope<Link>>('POST', `/api/${co}/links`, { token: manager.token, json: linkBody(overrides) });
const myLinks = (member: Member, query = '') =>
  h.call<ListResponse<PersonalLink>>('GET', `/api/${co}/meus-links${query}`, { token: member.token });
const codeOf = async (member: Member) => h.personalLinkCode(await h.companyId(co), member.id);

describe('links: identity and checkout address', () => {
  it('builds the checkout address from the platform’s base, the product’s checkout and the offer', async () => {
    const res = await h.call<ListResponse<Link>>('GET', `/api/${co}/links?search=CONFEITA`, { token: agent.token });
    expect(res.body.data.data[0]).toMatchObject({
      identidade: 'CONFEITA',
      checkout_url: 'https://pay.hotmart.com/K48213095X?off=conf497&src=retoma-user',
    });
  });

  it('takes the identity typed (in any case), refuses one the company already has on its field, and keeps it when left out', async () => {
    const created = await createLink({ identidade: ' natal24 ' });
    expect(created.status).toBe(201);
    expect(created.body.data.identidade).toBe('NATAL24');
    const twice = await createLink({ identidade: 'natal24' });
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({ errors: { identidade: ['O código NATAL24 já é de outro link desta empresa. Escolha outro.'] } });
    const other = await createLink({ identidade: 'PASCOA24' });
    const renamed = await h.call<ErrorBody>('PUT', `/api/${co}/links/${other.body.data.id}`, {
      token: manager.token,
      json: linkBody({ identidade: 'NATAL24' }),
    });
    expect(renamed.body.errors?.identidade).toEqual(['O código NATAL24 já é de outro link desta empresa. Escolha outro.']);
    const kept = await h.call<DataEnvelope<Link>>('PUT', `/api/${co}/links/${other.body.data.id}`, {
      token: manager.token,
      json: linkBody({ descricao: 'Páscoa', identidade: '' }),
    });
    expect(kept.body.data).toMatchObject({ identidade: 'PASCOA24', descricao: 'Páscoa' });
    const bad = await h.call<ErrorBody>('POST', `/api/${co}/links`, { token: manager.token, json: linkBody({ identidade: 'ação!' }) });
    expect(bad.body.errors?.identidade).toEqual(['Use de 4 a 16 letras (sem acento) ou números.']);
    const generated = await createLink();
    expect(generated.body.data.identidade).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('another company may use the same identity', async () => {
    const other = await createTestCompany(h);
    const boss = await addMember(h, 'Administrador', 'chefe', other);
    const produto = (await h.call<ListResponse<Produto>>('GET', `/api/${other}/produtos?search=Confeitaria`, { token: boss.token })).body
      .data.data[0]!;
    const res = await h.call<DataEnvelope<Link>>('POST', `/api/${other}/links`, {
      token: boss.token,
      json: linkBody({ produto_id: produto.id, identidade: 'NATAL24' }),
    });
    expect(res.status).toBe(201);
  });

  it('keeps a link that default messages name: no rename (422) and no delete (409) until they stop naming it', async () => {
    const link = (await createLink({ identidade: 'VAGAEXTRA' })).body.data;
    const message = await h.call<DataEnvelope<MensagemPadrao>>('POST', `/api/${co}/mensagem_padraos`, {
      token: manager.token,
      json: { tipo: 'whatsapp', titulo: 'Vaga extra', mensagem: 'Abriu uma vaga: [LINK_VAGAEXTRA]' },
    });
    expect(message.status).toBe(201);
    const rename = await h.call<ErrorBody>('PUT', `/api/${co}/links/${link.id}`, {
      token: manager.token,
      json: linkBody({ identidade: 'VAGA2' }),
    });
    expect(rename.body.errors?.identidade).toEqual([
      '[LINK_VAGAEXTRA] está nas mensagens padrão “Vaga extra”: troque-o nelas antes de mudar o código.',
    ]);
    const remove = await h.call<ErrorBody>('DELETE', `/api/${co}/links/${link.id}`, { token: manager.token });
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe('O link “Oferta relâmpago” está nas mensagens padrão “Vaga extra”: tire-o delas antes de excluí-lo.');
    await h.call('DELETE', `/api/${co}/mensagem_padraos/${message.body.data.id}`, { token: manager.token });
    expect((await h.call('DELETE', `/api/${co}/links/${link.id}`, { token: manager.token })).status).toBe(204);
  });
});

describe('GET /meus-links', () => {
  it('gives every member a tracking code of their own, carried by each of their links', async () => {
    const bia = await addMember(h, 'Atendente', 'bia', co);
    const [anaCode, biaCode] = [await codeOf(agent), await codeOf(bia)];
    expect(anaCode).toMatch(/^[0-9a-f]{10}$/);
    expect(anaCode).not.toBe(biaCode);
    const ana = await myLinks(agent, '?search=conf497');
    expect(ana.status).toBe(200);
    expect(ana.body.data.data).toEqual([
      {
        id: expect.any(Number),
        identidade: 'CONFEITA',
        descricao: 'Oferta principal',
        codigo_oferta: 'conf497',
        split: 12,
        produto: { id: confeitaria.id, nome: confeitaria.nome, cor: confeitaria.cor },
        url: `https://pay.hotmart.com/K48213095X?off=conf497&src=retoma-user&sck=${anaCode}`,
      },
    ]);
    const biaLinks = await myLinks(bia, '?search=conf497');
    expect(biaLinks.body.data.data[0]!.url).toContain(`sck=${biaCode}`);
  });

  it('lists only active links of active products, by product then description, filtered by product', async () => {
    const all = await myLinks(agent, '?per_page=100');
    const identities = all.body.data.data.map((link) => link.identidade);
    expect(identities).not.toContain('CHOCPAS');
    expect(identities).toContain('CHOCOLAT');
    // Grouped by product: once a product's links end, that product does not come back.
    const runs = all.body.data.data.map((link) => link.produto.id).filter((id, index, ids) => id !== ids[index - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    const one = await myLinks(agent, `?produto=${confeitaria.id}&per_page=10`);
    expect(one.body.data.data.length).toBeGreaterThan(0);
    expect(one.body.data.data.every((link) => link.produto.id === confeitaria.id)).toBe(true);
    const byProductName = await myLinks(agent, '?search=chocolate');
    expect(byProductName.body.data.data.map((link) => link.identidade)).toEqual(['CHOCOLAT']);
  });

  it('pages with exact counters and refuses a page size outside 10/25/50/100', async () => {
    for (let i = 0; i < 3; i += 1) await createLink({ descricao: `Página ${i}` });
    const page1 = await myLinks(agent, '?per_page=10');
    const total = page1.body.data.total;
    expect(total).toBeGreaterThan(10);
    const page2 = await myLinks(agent, '?per_page=10&page=2');
    expect(page2.body.data).toMatchObject({ current_page: 2, per_page: 10, from: 11, to: Math.min(20, total), total });
    const ids = [...page1.body.data.data, ...page2.body.data.data].map((link) => link.id);
    expect(new Set(ids).size).toBe(ids.length);
    const bad = await myLinks(agent, '?per_page=7');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { per_page: ['Itens por página: use 10, 25, 50 ou 100.'] } });
  });

  it('a link whose product has no checkout yet has no address', async () => {
    const produto = await h.call<DataEnvelope<Produto>>('POST', `/api/${co}/produtos`, {
      token: manager.token,
      json: { nome: 'Sem checkout', conta_id: confeitaria.conta.id, preco: 10, cod_produto: '99', cor: '#123456' },
    });
    expect(produto.status).toBe(201);
    await createLink({ produto_id: produto.body.data.id, identidade: 'SEMCHECK' });
    const mine = await myLinks(agent, `?produto=${produto.body.data.id}`);
    expect(mine.body.data.data).toMatchObject([{ identidade: 'SEMCHECK', url: null }]);
    const link = await h.call<ListResponse<Link>>('GET', `/api/${co}/links?produto=${produto.body.data.id}`, { token: manager.token });
    expect(link.body.data.data[0]!.checkout_url).toBeNull();
  });

  it('keeps companies apart: a member of another company is refused', async () => {
    const outsider = await addMember(h, 'Administrador', 'fora', 'vitoria');
    const res = await myLinks(outsider);
    expect(res.status).toBe(403);
  });
});
