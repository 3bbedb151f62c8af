import type { Campanha, DataEnvelope, ErrorBody, ListResponse, Plano, ProdutoOption } from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campanhaContatos, envios, leads } from '../db/schema';
import { AGENT, EDITOR, getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/**
 * Recovery plans and the five kinds of campaign. Writes happen in a company of the suite's own; aurora's demo plans
 * are only read. Scheduled sends and contacts are written straight into the engine's tables, as the engine would.
 */

let h: Harness;
let co: string;
let gestor: Member;
let produtos: ProdutoOption[];
beforeAll(async () => {
  h = await getHarness();
  co = await createTestCompany(h);
  gestor = await addMember(h, 'Administrador', 'gestor', co);
  produtos = (await h.call<DataEnvelope<ProdutoOption[]>>('GET', `/api/${co}/selects/produtos`, { token: gestor.token })).body.data;
});

type One<T> = DataEnvelope<T> & ErrorBody;
const call = <T>(method: string, path: string, json?: object, token = gestor.token, company = co) =>
  h.call<T & ErrorBody>(method, `/api/${company}/${path}`, { token, json });
const createPlano = async (nome: string, status = 1) => (await call<One<Plano>>('POST', 'planos', { nome, status })).body.data;
const put = <T>(path: string, json: object, token = gestor.token, company = co) =>
  call<One<T>>('POST', path, { _method: 'PUT', ...json }, token, company);
const del = (path: string, token = gestor.token, company = co) => call<ErrorBody>('POST', path, { _method: 'DELETE' }, token, company);
const createCampanha = (route: string, json: object) => call<One<Campanha>>('POST', route, json);

/** A contact of a campaign with `scheduled` sends waiting, as the engine leaves them. */
async function enrol(campanhaId: number, scheduled: number) {
  const companyId = await h.companyId(co);
  const [lead] = await h.db
    .insert(leads)
    .values({ companyId, nome: 'Lead Agendado', email: `agendado-${campanhaId}-${Date.now()}@exemplo.com.br` })
    .returning({ id: leads.id });
  const [contato] = await h.db
    .insert(campanhaContatos)
    .values({ companyId, campanhaId, leadId: lead!.id })
    .returning({ id: campanhaContatos.id });
  for (let i = 0; i < scheduled; i++)
    await h.db.insert(envios).values({
      companyId,
      campanhaId,
      contatoId: contato!.id,
      passoId: null,
      canal: 'email',
      previstoPara: new Date(Date.now() + (i + 1) * 3_600_000),
    });
  return contato!.id;
}

describe('planos', () => {
  it('aurora’s demo plans list with their campaigns, searched, sorted and paginated', async () => {
    const res = await call<ListResponse<Plano>>('GET', 'planos', undefined, gestor.token, 'aurora');
    expect(res.status).toBe(403);
    const admin = await h.tokenFor('admin@retoma.dev');
    // Other suites (the fuzz test) write plans into aurora too: the demo's two are looked for among them.
    const DEMO = ['Lançamento de março', 'Recuperação principal'];
    const page = (await call<ListResponse<Plano>>('GET', 'planos?sort=nome&per_page=100', undefined, admin, 'aurora')).body.data;
    const demo = page.data.filter((plano) => DEMO.includes(plano.nome));
    expect(demo.map((plano) => plano.nome)).toEqual(DEMO);
    const principal = demo[1]!;
    expect(principal.campanhas.map((campanha) => campanha.tipo).sort()).toEqual([
      'agendamento',
      'boleto',
      'cancelado',
      'carrinho',
      'whatsapp',
    ]);
    expect(principal.campanhas.find((campanha) => campanha.tipo === 'carrinho')!.agendados_count).toBeGreaterThan(0);
    const searched = (await call<ListResponse<Plano>>('GET', 'planos?search=PRINCIPAL', undefined, admin, 'aurora')).body.data;
    expect(searched.data.map((plano) => plano.nome)).toEqual(['Recuperação principal']);
    const second = (await call<ListResponse<Plano>>('GET', 'planos?search=PRINCIPAL&per_page=10&page=2', undefined, admin, 'aurora')).body
      .data;
    expect(second).toMatchObject({ data: [], total: 1, current_page: 2, from: null });
    const bad = await call<ListResponse<Plano>>('GET', 'planos?per_page=7&sort=preco', undefined, admin, 'aurora');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['per_page', 'sort']);
  });

  it('creates, renames and reads a plan; validation names the field', async () => {
    const created = await call<One<Plano>>('POST', 'planos', { nome: '  Recuperação de inverno ', status: 1 });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ nome: 'Recuperação de inverno', status: 1, campanhas: [] });
    const renamed = await put<Plano>(`planos/${created.body.data.id}`, { nome: 'Inverno', status: 1 });
    expect(renamed.body.data.nome).toBe('Inverno');
    const invalid = await call<One<Plano>>('POST', 'planos', { nome: ' ', status: 'talvez' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toMatchObject({ nome: ['Informe o nome do plano.'], status: [expect.any(String)] });
  });

  it('keeps companies apart: another company’s plan is a 404 to read, change or delete', async () => {
    const admin = await h.tokenFor('admin@retoma.dev');
    const aurora = (await call<ListResponse<Plano>>('GET', 'planos?search=principal', undefined, admin, 'aurora')).body.data.data[0]!;
    expect((await call<One<Plano>>('GET', `planos/${aurora.id}`)).status).toBe(404);
    expect((await put<Plano>(`planos/${aurora.id}`, { nome: 'Meu', status: 0 })).status).toBe(404);
    expect((await del(`planos/${aurora.id}`)).status).toBe(404);
    expect((await call<One<Plano>>('GET', `planos/${aurora.id}`, undefined, admin, 'aurora')).body.data.status).toBe(1);
  });

  it('asks for each endpoint’s permission: the agent reads nothing, the editor reads and manages but neither creates nor deletes', async () => {
    const agent = await h.tokenFor(AGENT);
    const editor = await h.tokenFor(EDITOR);
    expect((await call('GET', 'planos', undefined, agent, 'aurora')).status).toBe(403);
    expect((await call('GET', 'planos', undefined, editor, 'aurora')).status).toBe(200);
    expect((await call('POST', 'planos', { nome: 'X' }, editor, 'aurora')).status).toBe(403);
    expect((await call('POST', 'planos/1', { _method: 'DELETE' }, editor, 'aurora')).status).toBe(403);
    expect((await call('POST', 'campanha_carrinhos', { nome: 'X' }, editor, 'aurora')).status).toBe(403);
  });

  it('refuses to delete a plan while a campaign of it has sends scheduled, naming how many; deletes it once they are gone', async () => {
    const plano = await createPlano('Com envios');
    const campanha = (await createCampanha('campanha_boletos', { nome: 'Boleto', produto_id: produtos[0]!.id, plano_id: plano.id })).body
      .data;
    await enrol(campanha.id, 3);
    const refused = await del(`planos/${plano.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Há 3 envios agendados nas campanhas deste plano. Desative o plano antes de excluí-lo: os envios serão cancelados.',
    );
    expect((await call<One<Plano>>('GET', `planos/${plano.id}`)).body.data.campanhas[0]!.agendados_count).toBe(3);

    const off = await put<Plano>(`planos/${plano.id}`, { nome: 'Com envios', status: 0 });
    expect(off.body.data.campanhas[0]).toMatchObject({ status: 0, agendados_count: 0 });
    expect((await del(`planos/${plano.id}`)).status).toBe(204);
    expect((await call('GET', `planos/${plano.id}`)).status).toBe(404);
  });

  it('switching a plan off cancels its scheduled sends and lets its active contacts out, in one go', async () => {
    const plano = await createPlano('Cascata');
    const campanha = (await createCampanha('campanha_carrinhos', { nome: 'Carrinho', produto_id: produtos[1]!.id, plano_id: plano.id }))
      .body.data;
    const contatoId = await enrol(campanha.id, 2);
    await put<Plano>(`planos/${plano.id}`, { nome: 'Cascata', status: 0 });
    const sends = await h.db
      .select({ situacao: envios.situacao, motivo: envios.motivo })
      .from(envios)
      .where(eq(envios.campanhaId, campanha.id));
    expect(sends).toEqual([
      { situacao: 'cancelado', motivo: 'Plano desativado.' },
      { situacao: 'cancelado', motivo: 'Plano desativado.' },
    ]);
    const [contato] = await h.db.select().from(campanhaContatos).where(eq(campanhaContatos.id, contatoId));
    expect(contato).toMatchObject({ situacao: 'interrompido' });
    expect(contato!.saiuEm).not.toBeNull();
    // A campaign of a switched-off plan cannot be switched on until its plan is.
    const refused = await put<Campanha>(`campanha_carrinhos/${campanha.id}`, { status: 1 });
    expect(refused.status).toBe(409);
  });
});

describe('campanhas', () => {
  it('creates each kind on its own route and reads it back with the kind’s settings', async () => {
    const plano = await createPlano('Cinco tipos');
    const routes = {
      carrinho: 'campanha_carrinhos',
      boleto: 'campanha_boletos',
      cancelado: 'campanha_cancelados',
      agendamento: 'campanha_agendamentos',
      whatsapp: 'campanha_whatsapps',
    } as const;
    for (const [tipo, route] of Object.entries(routes)) {
      const created = await createCampanha(route, { nome: `Campanha ${tipo}`, produto_id: produtos[2]!.id, plano_id: plano.id, status: 0 });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ tipo, status: 0, plano: { id: plano.id }, produto: { id: produtos[2]!.id } });
      const read = await call<One<Campanha>>('GET', `${route}/${created.body.data.id}`);
      expect(read.body.data.config).toBeTypeOf('object');
      // Another kind's route does not serve it.
      const other = tipo === 'carrinho' ? 'campanha_boletos' : 'campanha_carrinhos';
      expect((await call('GET', `${other}/${created.body.data.id}`)).status).toBe(404);
    }
  });

  it('validates each kind’s settings on the right field, and the references against the company', async () => {
    const plano = await createPlano('Configurações');
    const make = async (route: string) =>
      (await createCampanha(route, { nome: 'Config', produto_id: produtos[2]!.id, plano_id: plano.id, status: 0 })).body.data.id;
    const carrinho = await make('campanha_carrinhos');
    const bad = await put<Campanha>(`campanha_carrinhos/${carrinho}`, {
      config: { checkout_url: 'javascript:alert(1)', janela_inicio: '08:00' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      'config.checkout_url': ['Informe o endereço do checkout (https://...).'],
      'config.janela_fim': ['Informe o início e o fim da janela de envio.'],
    });
    const good = await put<Campanha<'carrinho'>>(`campanha_carrinhos/${carrinho}`, {
      nome: 'Carrinho configurado',
      config: { checkout_url: 'https://pay.hotmart.com/X1', janela_inicio: '08:00', janela_fim: '20:00' },
    });
    expect(good.body.data).toMatchObject({
      nome: 'Carrinho configurado',
      config: { checkout_url: 'https://pay.hotmart.com/X1', janela_fim: '20:00' },
    });

    const whatsapp = await make('campanha_whatsapps');
    const long = await put<Campanha>(`campanha_whatsapps/${whatsapp}`, {
      config: { ddi: '55', telefone: '11987654321', mensagem: 'x'.repeat(131) },
    });
    expect(long.body.errors).toEqual({ 'config.mensagem': ['Use no máximo 130 caracteres.'] });

    const agendamento = await make('campanha_agendamentos');
    const hours = await put<Campanha>(`campanha_agendamentos/${agendamento}`, {
      config: {
        descricao: 'Agende',
        obrigado_url: 'https://exemplo.com/obrigado',
        origem_id: 999_999,
        tipo_duvida_id: 999_999,
        dias_semana: [1, 2],
        hora_inicio: '18:00',
        hora_fim: '09:00',
        duracao_minutos: 30,
        ddd: '11',
        telefone: '987654321',
      },
    });
    expect(hours.body.errors).toEqual({ 'config.hora_fim': ['O fim do atendimento deve ser depois do início.'] });
    const foreign = await put<Campanha>(`campanha_agendamentos/${agendamento}`, {
      config: {
        descricao: 'Agende',
        obrigado_url: 'https://exemplo.com/obrigado',
        origem_id: 999_999,
        tipo_duvida_id: 999_999,
        dias_semana: [1, 2],
        hora_inicio: '09:00',
        hora_fim: '18:00',
        duracao_minutos: 30,
        ddd: '11',
        telefone: '987654321',
      },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({
      'config.origem_id': ['Selecione uma origem.'],
      'config.tipo_duvida_id': ['Selecione o tipo de dúvida.'],
    });

    const cancelado = await make('campanha_cancelados');
    const tipos = await put<Campanha>(`campanha_cancelados/${cancelado}`, { config: { tipo_duvida_id: 1, tipos: [] } });
    expect(tipos.body.errors).toMatchObject({ 'config.tipos': ['Selecione ao menos um status.'] });
  });

  it('refuses a product and a plan of another company on their fields', async () => {
    const admin = await h.tokenFor('admin@retoma.dev');
    const auroraPlano = (await call<ListResponse<Plano>>('GET', 'planos', undefined, admin, 'aurora')).body.data.data[0]!;
    const res = await createCampanha('campanha_carrinhos', { nome: 'Alheia', produto_id: 999_999, plano_id: auroraPlano.id });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ produto_id: ['Produto inválido.'], plano_id: ['Plano inválido.'] });
  });

  it('one active cart, boleto or cancelled campaign per product: 409 unless `substituir`, which switches the other off', async () => {
    const plano = await createPlano('Um por produto');
    const produto = produtos[0]!.id;
    const first = (await createCampanha('campanha_boletos', { nome: 'Boleto A', produto_id: produto, plano_id: plano.id })).body.data;
    await enrol(first.id, 2);
    const clash = await createCampanha('campanha_boletos', { nome: 'Boleto B', produto_id: produto, plano_id: plano.id });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      'Já existe uma campanha deste tipo ativa para este produto: Boleto A. Confirme a substituição para desativá-la e ativar esta.',
    );
    // Inactive, it may be created; another kind for the product is no clash either.
    expect(
      (await createCampanha('campanha_boletos', { nome: 'Boleto C', produto_id: produto, plano_id: plano.id, status: 0 })).status,
    ).toBe(201);
    expect((await createCampanha('campanha_carrinhos', { nome: 'Carrinho', produto_id: produto, plano_id: plano.id })).status).toBe(201);
    // WhatsApp campaigns are not event-driven: as many as wanted.
    expect((await createCampanha('campanha_whatsapps', { nome: 'W1', produto_id: produto, plano_id: plano.id })).status).toBe(201);
    expect((await createCampanha('campanha_whatsapps', { nome: 'W2', produto_id: produto, plano_id: plano.id })).status).toBe(201);

    const replaced = await createCampanha('campanha_boletos', {
      nome: 'Boleto B',
      produto_id: produto,
      plano_id: plano.id,
      substituir: true,
    });
    expect(replaced.status).toBe(201);
    const old = (await call<One<Campanha>>('GET', `campanha_boletos/${first.id}`)).body.data;
    expect(old).toMatchObject({ status: 0, agendados_count: 0 });
    const motivos = await h.db.select({ motivo: envios.motivo }).from(envios).where(eq(envios.campanhaId, first.id));
    expect(motivos.every((row) => row.motivo === 'Campanha substituída por Boleto B.')).toBe(true);

    // Switching the first back on clashes with B the same way.
    expect((await put<Campanha>(`campanha_boletos/${first.id}`, { status: 1 })).status).toBe(409);
    expect((await put<Campanha>(`campanha_boletos/${first.id}`, { status: 1, substituir: 1 })).body.data.status).toBe(1);
    expect((await call<One<Campanha>>('GET', `campanha_boletos/${replaced.body.data.id}`)).body.data.status).toBe(0);
  });

  it('switching a campaign off cancels its scheduled sends and lets its contacts out; deleting is refused while any is scheduled', async () => {
    const plano = await createPlano('Desligar campanha');
    const campanha = (await createCampanha('campanha_carrinhos', { nome: 'Desligável', produto_id: produtos[1]!.id, plano_id: plano.id }))
      .body.data;
    const contatoId = await enrol(campanha.id, 1);
    const refused = await del(`campanha_carrinhos/${campanha.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Há 1 envio agendado nesta campanha. Desative a campanha antes de excluí-la: o envio será cancelado.',
    );
    const off = await put<Campanha>(`campanha_carrinhos/${campanha.id}`, { status: 0 });
    expect(off.body.data).toMatchObject({ status: 0, agendados_count: 0 });
    const [send] = await h.db.select().from(envios).where(eq(envios.campanhaId, campanha.id));
    expect(send).toMatchObject({ situacao: 'cancelado', motivo: 'Campanha desativada.' });
    const [contato] = await h.db
      .select()
      .from(campanhaContatos)
      .where(and(eq(campanhaContatos.id, contatoId), eq(campanhaContatos.situacao, 'interrompido')));
    expect(contato).toBeDefined();
    expect((await del(`campanha_carrinhos/${campanha.id}`)).status).toBe(204);
    expect((await call('GET', `campanha_carrinhos/${campanha.id}`)).status).toBe(404);
  });
});
