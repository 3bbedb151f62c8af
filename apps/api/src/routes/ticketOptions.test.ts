import type {
  BrindeOption,
  CatalogueItem,
  DataEnvelope,
  ErrorBody,
  ListResponse,
  MensagemPadrao,
  ProdutoOption,
  Responsaveis,
  StatusDeFinalizacao,
  UsuarioOption,
} from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, EDITOR, getHarness, type Harness } from '../test/harness';

let h: Harness;
let admin: string;
let agent: string;
beforeAll(async () => {
  h = await getHarness();
  admin = await h.tokenFor(ADMIN);
  agent = await h.tokenFor(AGENT);
});

describe.each([
  { route: 'origems', seeded: 'Instagram' },
  { route: 'tipo_de_duvidas', seeded: 'Boleto vencido' },
  { route: 'tipo_de_perdas', seeded: 'Achou caro' },
])('$route', ({ route, seeded }) => {
  it('lists for any member, active only with status=1, and keeps kinds apart', async () => {
    const res = await h.call<ListResponse<CatalogueItem>>('GET', `/api/aurora/${route}?per_page=100`, { token: agent });
    expect(res.status).toBe(200);
    const names = res.body.data.data.map((item) => item.nome);
    expect(names).toContain(seeded);
    for (const other of ['Instagram', 'Boleto vencido', 'Achou caro'].filter((n) => n !== seeded)) expect(names).not.toContain(other);
    const created = await h.call<DataEnvelope<CatalogueItem>>('POST', `/api/aurora/${route}`, {
      token: admin,
      json: { nome: `Inativo ${Date.now()}`, status: false },
    });
    expect(created.body.data.status).toBe(0);
    const active = await h.call<ListResponse<CatalogueItem>>('GET', `/api/aurora/${route}?status=1&per_page=100`, { token: agent });
    expect(active.body.data.data.every((item) => item.status === 1)).toBe(true);
    expect(active.body.data.data.some((item) => item.id === created.body.data.id)).toBe(false);
  });

  it('creates, updates and deletes company rows; validates the name', async () => {
    const created = await h.call<DataEnvelope<CatalogueItem>>('POST', `/api/aurora/${route}`, {
      token: admin,
      json: { nome: '  Nova opção  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ nome: 'Nova opção', status: 1, padrao: false });
    const updated = await h.call<DataEnvelope<CatalogueItem>>('PUT', `/api/aurora/${route}/${created.body.data.id}`, {
      token: admin,
      json: { nome: 'Opção renomeada', status: 0 },
    });
    expect(updated.body.data).toMatchObject({ nome: 'Opção renomeada', status: 0 });
    expect((await h.call('DELETE', `/api/aurora/${route}/${created.body.data.id}`, { token: admin })).status).toBe(204);
    const invalid = await h.call<ErrorBody>('POST', `/api/aurora/${route}`, { token: admin, json: { nome: ' ', status: 'talvez' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.nome).toEqual(['Informe o nome.']);
    expect(invalid.body.errors?.status).toEqual(['Informe sim ou não.']);
  });

  it('does not reach another kind or another company by id', async () => {
    const helena = await h.tokenFor('helena@vitoria.dev');
    const theirs = (await h.call<ListResponse<CatalogueItem>>('GET', `/api/vitoria/${route}`, { token: helena })).body.data.data[0]!;
    expect((await h.call('GET', `/api/aurora/${route}/${theirs.id}`, { token: admin })).status).toBe(404);
    const otherRoute = route === 'origems' ? 'tipo_de_duvidas' : 'origems';
    const mine = (await h.call<ListResponse<CatalogueItem>>('GET', `/api/aurora/${route}`, { token: admin })).body.data.data[0]!;
    expect((await h.call('GET', `/api/aurora/${otherRoute}/${mine.id}`, { token: admin })).status).toBe(404);
  });
});

describe('system origins', () => {
  it('are listed but read-only', async () => {
    const list = await h.call<ListResponse<CatalogueItem>>('GET', '/api/aurora/origems?search=Hotmart', { token: admin });
    const row = list.body.data.data.find((item) => item.nome === 'Hotmart')!;
    expect(row.padrao).toBe(true);
    expect((await h.call<ErrorBody>('PUT', `/api/aurora/origems/${row.id}`, { token: admin, json: { nome: 'Outro' } })).status).toBe(403);
    expect((await h.call<ErrorBody>('DELETE', `/api/aurora/origems/${row.id}`, { token: admin })).status).toBe(403);
  });
});

describe('status de finalização', () => {
  it('lists with their type and options, filters by type', async () => {
    const res = await h.call<ListResponse<StatusDeFinalizacao>>('GET', '/api/aurora/status_de_finalizacaos?tipo=aguardando', {
      token: agent,
    });
    const boleto = res.body.data.data.find((s) => s.nome === 'Aguardando pagamento do boleto');
    expect(boleto).toMatchObject({ tipo: 'aguardando', fechamento: 3, espera: true, hab_brinde: false, hab_perda: false });
    expect(res.body.data.data.every((s) => s.tipo === 'aguardando')).toBe(true);
  });

  it('keeps only the options of the chosen type', async () => {
    const won = await h.call<DataEnvelope<StatusDeFinalizacao>>('POST', '/api/aurora/status_de_finalizacaos', {
      token: admin,
      json: { nome: 'Venda com brinde', tipo: 'ganhou', hab_brinde: true, hab_perda: true, fechamento: 4, espera: true },
    });
    expect(won.status).toBe(201);
    expect(won.body.data).toMatchObject({ tipo: 'ganhou', hab_brinde: true, hab_perda: false, fechamento: null, espera: false });
    const lost = await h.call<DataEnvelope<StatusDeFinalizacao>>('PUT', `/api/aurora/status_de_finalizacaos/${won.body.data.id}`, {
      token: admin,
      json: { nome: 'Perdida por preço', tipo: 'perdeu', hab_perda: true, hab_brinde: true },
    });
    expect(lost.body.data).toMatchObject({ tipo: 'perdeu', hab_perda: true, hab_brinde: false });
  });

  it('requires the number of waits for "aguardando" and a known type', async () => {
    const res = await h.call<ErrorBody>('POST', '/api/aurora/status_de_finalizacaos', {
      token: admin,
      json: { nome: 'Esperar', tipo: 'aguardando' },
    });
    expect(res.body.errors?.fechamento).toEqual(['Informe após quantas ocorrências o ticket é finalizado.']);
    const type = await h.call<ErrorBody>('POST', '/api/aurora/status_de_finalizacaos', {
      token: admin,
      json: { nome: 'X', tipo: 'empate' },
    });
    expect(type.body.errors?.tipo).toEqual(['Escolha o tipo de finalização.']);
  });

  it('keeps the system status read-only', async () => {
    const res = await h.call<ListResponse<StatusDeFinalizacao>>('GET', '/api/aurora/status_de_finalizacaos?search=plataforma', {
      token: admin,
    });
    const system = res.body.data.data[0]!;
    expect(system.padrao).toBe(true);
    expect((await h.call('DELETE', `/api/aurora/status_de_finalizacaos/${system.id}`, { token: admin })).status).toBe(403);
  });
});

describe('mensagens padrão', () => {
  it('lists by type and title for agents', async () => {
    const res = await h.call<ListResponse<MensagemPadrao>>('GET', '/api/aurora/mensagem_padraos?tipo=whatsapp&sort=titulo', {
      token: agent,
    });
    expect(res.body.data.data.map((m) => m.titulo)).toEqual(['Boleto vencido', 'Primeiro contato']);
  });

  it('accepts the known variables and links of the company; rejects unknown ones', async () => {
    const ok = await h.call<DataEnvelope<MensagemPadrao>>('POST', '/api/aurora/mensagem_padraos', {
      token: admin,
      json: {
        tipo: 'whatsapp',
        titulo: 'Lembrete',
        mensagem: 'Oi [NOME_LEAD] ([EMAIL_LEAD]), sou [NOME_ATENDENTE]: [NOME_PRODUTO] em [LINK_CONFEITA]',
        assunto: 'ignorado',
      },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.assunto).toBeNull();
    const unknown = await h.call<ErrorBody>('POST', '/api/aurora/mensagem_padraos', {
      token: admin,
      json: { tipo: 'whatsapp', titulo: 'X', mensagem: 'Oi [NOME_CLIENTE]' },
    });
    expect(unknown.body.errors?.mensagem).toEqual(['Variável desconhecida: [NOME_CLIENTE].']);
    const theirLink = await h.call<ErrorBody>('POST', '/api/aurora/mensagem_padraos', {
      token: admin,
      json: { tipo: 'whatsapp', titulo: 'X', mensagem: 'Veja [LINK_INGLESVG]' },
    });
    expect(theirLink.body.errors?.mensagem).toEqual(['Link não encontrado: [LINK_INGLESVG].']);
  });

  it('requires a subject for e-mails', async () => {
    const res = await h.call<ErrorBody>('POST', '/api/aurora/mensagem_padraos', {
      token: admin,
      json: { tipo: 'email', titulo: 'Sem assunto', mensagem: '<p>Oi</p>' },
    });
    expect(res.body.errors?.assunto).toEqual(['Informe o assunto do e-mail.']);
    const ok = await h.call<DataEnvelope<MensagemPadrao>>('POST', '/api/aurora/mensagem_padraos', {
      token: admin,
      json: { tipo: 'email', titulo: 'Com assunto', assunto: 'Olá, [NOME_LEAD]', mensagem: '<p>Oi</p>', status: '0' },
    });
    expect(ok.body.data).toMatchObject({ assunto: 'Olá, [NOME_LEAD]', status: 0 });
    expect((await h.call('DELETE', `/api/aurora/mensagem_padraos/${ok.body.data.id}`, { token: admin })).status).toBe(204);
  });

  it('is not writable by the editor role', async () => {
    const res = await h.call<ErrorBody>('POST', '/api/aurora/mensagem_padraos', {
      token: await h.tokenFor(EDITOR),
      json: { tipo: 'whatsapp', titulo: 'X', mensagem: 'Y' },
    });
    expect(res.status).toBe(403);
  });
});

describe('selects', () => {
  it('usuarios: the active members only', async () => {
    const res = await h.call<DataEnvelope<UsuarioOption[]>>('GET', '/api/aurora/selects/usuarios', { token: agent });
    const labels = res.body.data.map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining(['Ana Souza', 'Bruno Lima', 'Carla Dias']));
    expect(labels).not.toContain('Fernanda Alves');
    expect(labels).not.toContain('Helena Costa');
  });

  it('produtos: the active products, with colour', async () => {
    const res = await h.call<DataEnvelope<ProdutoOption[]>>('GET', '/api/aurora/selects/produtos', { token: agent });
    const confeitaria = res.body.data.find((o) => o.label === 'Curso de Confeitaria Profissional');
    expect(confeitaria?.cor).toBe('#E84B3C');
    expect(res.body.data.some((o) => o.label === 'Planner Financeiro Digital')).toBe(false);
  });

  it('brindes: the active gifts of active products, each with its product, for whoever attends tickets', async () => {
    const res = await h.call<DataEnvelope<BrindeOption[]>>('GET', '/api/aurora/selects/brindes', { token: agent });
    expect(res.status).toBe(200);
    const produtos = (await h.call<DataEnvelope<ProdutoOption[]>>('GET', '/api/aurora/selects/produtos', { token: agent })).body.data;
    const produtoOf = (label: string) => produtos.find((p) => p.label === label)!.id;
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), label: 'Avental Aurora', produto_id: produtoOf('Curso de Confeitaria Profissional') },
        { id: expect.any(Number), label: 'Forma de bombom', produto_id: produtoOf('Workshop Chocolate Gourmet') },
      ]),
    );
    expect(res.body.data.map((o) => o.label)).not.toContain('Caderno de receitas');
    const casabela = await h.call<DataEnvelope<BrindeOption[]>>('GET', '/api/casabela/selects/brindes', { token: await h.tokenFor(ADMIN) });
    expect(casabela.body.data.map((o) => o.label)).not.toContain('Avental Aurora');
  });

  it('brindes: refused to a role that does not attend tickets', async () => {
    const res = await h.call<ErrorBody>('GET', '/api/aurora/selects/brindes', { token: await h.tokenFor(EDITOR) });
    expect(res.status).toBe(403);
  });

  it('responsaveis: users and active links, grouped', async () => {
    const res = await h.call<DataEnvelope<Responsaveis>>('GET', '/api/aurora/selects/responsaveis', { token: agent });
    expect(res.body.data.usuarios.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data.links.map((l) => l.label)).toContain('Turma de março');
    expect(res.body.data.links.map((l) => l.label)).not.toContain('Edição de Páscoa');
  });
});
