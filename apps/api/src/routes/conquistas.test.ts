import type { Conquista, ConquistaLimite, DataEnvelope, ErrorBody, ListResponse, MyPlan, ProdutoOption } from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, conquistas, plans } from '../db/schema';
import { ADMIN, AGENT, EDITOR, getHarness, type Harness } from '../test/harness';
import { dataUrl, PNG } from '../test/images';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/**
 * Settings › conquistas. The writes happen in a company of the suite's own (seeded with aurora's catalogue, its
 * three demo achievements included), so no other suite's counts move.
 */

let h: Harness;
let co: string;
let gestor: Member;
let produto: ProdutoOption;
beforeAll(async () => {
  h = await getHarness();
  co = await createTestCompany(h);
  gestor = await addMember(h, 'Administrador', 'gestor', co);
  const produtos = await h.call<DataEnvelope<ProdutoOption[]>>('GET', `/api/${co}/selects/produtos`, { token: gestor.token });
  produto = produtos.body.data.find((p) => p.label === 'Workshop Chocolate Gourmet')!;
});

type One = DataEnvelope<Conquista> & ErrorBody;
const list = (query = '', token = gestor.token, company = co) =>
  h.call<ListResponse<Conquista> & ErrorBody>('GET', `/api/${company}/conquistas${query}`, { token });
const names = async (query: string) => (await list(query)).body.data.data.map((c) => c.nome);
const create = (json: object, token = gestor.token, company = co) => h.call<One>('POST', `/api/${company}/conquistas`, { token, json });
/** As the predecessor saved: POST with `_method: PUT`. */
const update = (id: number, json: object, token = gestor.token, company = co) =>
  h.call<One>('POST', `/api/${company}/conquistas/${id}`, { token, json: { _method: 'PUT', ...json } });

const global = { global: true, nome: 'Cem vendas', perfil: 'atendente', tipo: 'valor', valor: 10, quantidade: 100 };

describe('conquistas: list', () => {
  it('lists the demo achievements: search by name, global or product ones, sorted, paginated', async () => {
    const page = (await list()).body.data;
    expect(page).toMatchObject({ total: 3, current_page: 1, per_page: 25 });
    expect(page.data.map((c) => c.nome)).toEqual(['Indicação de ouro', 'Mestre confeiteiro', 'Primeiras 10 recuperações']);
    expect(page.data[1]).toMatchObject({
      global: false,
      produto: { nome: 'Curso de Confeitaria Profissional' },
      perfil: 'atendente',
      tipo: 'percentual',
      porcentagem: 2.5,
      valor: null,
      quantidade: 30,
      imagem: null,
      ativo: true,
    });
    expect(page.data[0]).toMatchObject({ global: true, produto_id: null, produto: null, perfil: 'responsavel', valor: 40, ativo: false });

    expect(await names('?global=1')).toEqual(['Indicação de ouro', 'Primeiras 10 recuperações']);
    expect(await names('?global=0')).toEqual(['Mestre confeiteiro']);
    expect(await names('?search=OURO')).toEqual(['Indicação de ouro']);
    expect(await names('?sort=-quantidade')).toEqual(['Indicação de ouro', 'Mestre confeiteiro', 'Primeiras 10 recuperações']);
    expect((await list('?per_page=10&page=2')).body.data).toMatchObject({ data: [], total: 3, from: null });

    const bad = await list('?global=2&sort=preco&per_page=7');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['global', 'per_page', 'sort']);
  });

  it('seeds aurora with realistic achievements', async () => {
    const rows = await h.db
      .select({ nome: conquistas.nome })
      .from(conquistas)
      .where(eq(conquistas.companyId, await h.companyId('aurora')));
    expect(rows.map((row) => row.nome)).toEqual(
      expect.arrayContaining(['Primeiras 10 recuperações', 'Mestre confeiteiro', 'Indicação de ouro']),
    );
  });
});

describe('conquistas: writes', () => {
  it('creates a product achievement with its badge, served inert at its own address', async () => {
    const res = await create({
      global: 0,
      produto_id: produto.id,
      nome: '  Rei do chocolate ',
      descricao: 'Vinte vendas do workshop.',
      perfil: 'responsavel',
      tipo: 'valor',
      valor: '15,50',
      porcentagem: 10,
      quantidade: '20',
      imagem: dataUrl('image/png', PNG),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // What does not apply (the percentage of a value achievement) is not stored.
    expect(res.body.data).toMatchObject({
      nome: 'Rei do chocolate',
      global: false,
      produto_id: produto.id,
      produto: { id: produto.id, nome: 'Workshop Chocolate Gourmet' },
      valor: 15.5,
      porcentagem: null,
      quantidade: 20,
      ativo: true,
    });
    const imagem = res.body.data.imagem!;
    expect(imagem).toMatch(new RegExp(`^/api/master/selos/${res.body.data.id}-[\\w-]{24}$`));
    const badge = await h.call<string>('GET', imagem);
    expect(badge.status).toBe(200);
    expect(badge.headers.get('content-type')).toBe('image/png');
    expect(badge.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await h.call('GET', '/api/master/selos/nao-existe')).status).toBe(404);
    expect((await h.call<One>('GET', `/api/${co}/conquistas/${res.body.data.id}`, { token: gestor.token })).body.data).toEqual(
      res.body.data,
    );
  });

  it('updates: becoming global drops the product, a left-out badge is kept, null removes it; then deletes', async () => {
    const { id, imagem } = (await create({ ...global, imagem: dataUrl('image/png', PNG) })).body.data;
    const changed = await update(id, { ...global, tipo: 'percentual', porcentagem: 5, valor: 99, produto_id: produto.id });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ global: true, produto_id: null, tipo: 'percentual', porcentagem: 5, valor: null, imagem });

    const realPut = await h.call<One>('PUT', `/api/${co}/conquistas/${id}`, { token: gestor.token, json: { ...global, imagem: null } });
    expect(realPut.body.data.imagem).toBeNull();
    expect((await h.call('GET', imagem!)).status).toBe(404);

    expect((await h.call('DELETE', `/api/${co}/conquistas/${id}`, { token: gestor.token })).status).toBe(204);
    expect((await h.call('GET', `/api/${co}/conquistas/${id}`, { token: gestor.token })).status).toBe(404);
    const again = await h.call<ErrorBody>('POST', `/api/${co}/conquistas/${id}`, { token: gestor.token, json: { _method: 'DELETE' } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Conquista não encontrada.');
  });

  it('validates each field with its pt message, and the product inside the company', async () => {
    const empty = await create({});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      global: ['Escolha o tipo de conquista: global ou de um produto.'],
      nome: ['Informe o nome da conquista.'],
      perfil: ['Escolha o perfil da comissão: atendente ou responsável.'],
      tipo: ['Escolha o tipo de comissão: valor ou percentual.'],
      quantidade: ['Informe o número de vendas (de 1 a 100.000).'],
    });

    const wrong = await create({ ...global, quantidade: 0, imagem: dataUrl('image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')) });
    expect(wrong.body.errors).toEqual({
      quantidade: ['Informe o número de vendas (de 1 a 100.000).'],
      imagem: ['Envie o selo em PNG, JPEG ou WebP.'],
    });

    // Over 1 MB (the profile photo's rule), even when it is a real PNG: refused on its field, not as a 413.
    const large = await create({ ...global, imagem: dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])) });
    expect(large.status).toBe(422);
    expect(large.body.errors).toEqual({ imagem: ['O selo pode ter no máximo 1 MB.'] });
    // Named a PNG, but its bytes are not one.
    const disguised = await create({ ...global, imagem: dataUrl('image/png', Buffer.from('<svg onload="alert(1)"/>')) });
    expect(disguised.body.errors).toEqual({ imagem: ['Envie o selo em PNG, JPEG ou WebP.'] });

    const missing = await create({ ...global, global: false, valor: null });
    expect(missing.body.errors).toEqual({ produto_id: ['Selecione o produto da conquista.'], valor: ['Informe o aumento em reais.'] });
    const tooMuch = await create({ ...global, tipo: 'percentual', porcentagem: 150 });
    expect(tooMuch.body.errors?.porcentagem).toBeDefined();
    const zero = await create({ ...global, valor: 0 });
    expect(zero.body.errors).toEqual({ valor: ['O aumento deve ser maior que zero.'] });

    const vitoria = await h.call<DataEnvelope<ProdutoOption[]>>('GET', '/api/vitoria/selects/produtos', {
      token: (await addMember(h, 'Administrador', 'helena', 'vitoria')).token,
    });
    const foreign = await create({ ...global, global: false, produto_id: vitoria.body.data[0]!.id });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ produto_id: ['Produto inválido.'] });
  });

  it('keeps names unique in the company, ignoring case: renaming to its own name is fine, another company’s is free', async () => {
    const first = await create({ ...global, nome: 'Nome único' });
    expect(first.status).toBe(201);
    const clash = await create({ ...global, nome: '  NOME ÚNICO ' });
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual({ nome: ['Já existe uma conquista com este nome.'] });
    const other = (await create({ ...global, nome: 'Outro nome' })).body.data;
    expect((await update(other.id, { ...global, nome: 'nome único' })).body.errors).toEqual({
      nome: ['Já existe uma conquista com este nome.'],
    });
    expect((await update(first.body.data.id, { ...global, nome: 'Nome Único', quantidade: 7 })).status).toBe(200);
    const elsewhere = await createTestCompany(h);
    const dono = await addMember(h, 'Administrador', 'dona', elsewhere);
    expect((await create({ ...global, nome: 'Nome único' }, dono.token, elsewhere)).status).toBe(201);
  });

  it('keeps to the plan’s number of active achievements; inactive ones are free', async () => {
    const limited = await createTestCompany(h);
    const [essencial] = await h.db.select({ id: plans.id, max: plans.numeroConquistas }).from(plans).where(eq(plans.nome, 'Essencial'));
    await h.db.update(companies).set({ planId: essencial!.id }).where(eq(companies.slug, limited));
    const dono = await addMember(h, 'Administrador', 'dono', limited);
    const active = async () =>
      (await h.call<DataEnvelope<MyPlan>>('GET', `/api/${limited}/my_plan`, { token: dono.token })).body.data.uso.conquistas;
    const room = async () =>
      (await h.call<DataEnvelope<ConquistaLimite>>('GET', `/api/${limited}/conquistas/limite`, { token: dono.token })).body.data;
    expect(await room()).toEqual({ maximo: essencial!.max, ativas: await active() });

    // Names are unique in a company: each new one gets its own.
    let made = 0;
    const another = (extra: object = {}) => ({ ...global, nome: `Meta ${++made}`, ...extra });
    // The demo catalogue brings two active ones; fill the plan up.
    while ((await active()) < essencial!.max) expect((await create(another(), dono.token, limited)).status).toBe(201);
    const refused = await create(another(), dono.token, limited);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      ativo: [`O seu plano permite até ${essencial!.max} conquistas ativas. Desative outra ou mude de plano.`],
    });
    expect(await room()).toEqual({ maximo: essencial!.max, ativas: essencial!.max });

    const inactive = await create(another({ ativo: false }), dono.token, limited);
    expect(inactive.status).toBe(201);
    const { nome } = inactive.body.data;
    expect((await update(inactive.body.data.id, { ...global, nome, ativo: true }, dono.token, limited)).status).toBe(422);
    // Editing an active one never counts it twice.
    const [first] = (await list('?global=1', dono.token, limited)).body.data.data.filter((c) => c.ativo);
    expect((await update(first!.id, { ...global, nome: 'Renomeada' }, dono.token, limited)).status).toBe(200);
    expect((await update(first!.id, { ...global, nome: 'Renomeada', ativo: false }, dono.token, limited)).status).toBe(200);
    expect((await update(inactive.body.data.id, { ...global, nome, ativo: true }, dono.token, limited)).status).toBe(200);
    expect(await active()).toBe(essencial!.max);
    expect((await room()).ativas).toBe(essencial!.max);
  });

  it('answers the plan’s room of a company without a plan as no limit', async () => {
    const free = await createTestCompany(h);
    await h.db.update(companies).set({ planId: null }).where(eq(companies.slug, free));
    const dono = await addMember(h, 'Administrador', 'livre', free);
    const res = await h.call<DataEnvelope<ConquistaLimite>>('GET', `/api/${free}/conquistas/limite`, { token: dono.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ maximo: null, ativas: 2 });
  });
});

describe('conquistas: who may', () => {
  it('refuses agents and editors (no configuracao_conquista), reading and writing', async () => {
    for (const email of [AGENT, EDITOR]) {
      const token = await h.tokenFor(email);
      const read = await list('', token, 'aurora');
      expect(read.status).toBe(403);
      expect(read.body.error).toBe('forbidden');
      expect((await create(global, token, 'aurora')).status).toBe(403);
      expect((await h.call('GET', '/api/aurora/conquistas/limite', { token })).status).toBe(403);
    }
  });

  it('never shows or changes another company’s achievement', async () => {
    const theirs = (await create({ ...global, nome: 'Só da outra empresa' })).body.data;
    const admin = await h.tokenFor(ADMIN);
    expect((await h.call('GET', `/api/aurora/conquistas/${theirs.id}`, { token: admin })).status).toBe(404);
    expect((await update(theirs.id, global, admin, 'aurora')).status).toBe(404);
    expect((await h.call('DELETE', `/api/aurora/conquistas/${theirs.id}`, { token: admin })).status).toBe(404);
    expect((await list('?search=outra empresa', admin, 'aurora')).body.data.total).toBe(0);
    expect((await list('', admin, co)).status).toBe(403);
    const [row] = await h.db
      .select({ nome: conquistas.nome })
      .from(conquistas)
      .where(and(eq(conquistas.id, theirs.id), eq(conquistas.companyId, await h.companyId(co))));
    expect(row).toEqual({ nome: 'Só da outra empresa' });
  });
});
