import type {
  Campanha,
  CampanhaContato,
  CampanhaEnvio,
  CampanhaEnvioDetalhe,
  CampanhaMetrics,
  DataEnvelope,
  ErrorBody,
  ListResponse,
  Plano,
  ProdutoOption,
} from '@retoma/api-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campanhaContatos, envios, leads } from '../db/schema';
import { ADMIN, AGENT, getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/**
 * What the engine did, as the campaign screens read it: aurora's demo activity is only read; cancelling a scheduled
 * send happens in a company of the suite's own.
 */

let h: Harness;
let admin: string;
let cart: number;
let boleto: number;
let whatsapp: number;
beforeAll(async () => {
  h = await getHarness();
  admin = await h.tokenFor(ADMIN);
  const planos = (await h.call<ListResponse<Plano>>('GET', '/api/aurora/planos?search=principal', { token: admin })).body.data.data;
  const of = (tipo: string) => planos[0]!.campanhas.find((campanha) => campanha.tipo === tipo)!.id;
  cart = of('carrinho');
  boleto = of('boleto');
  whatsapp = of('whatsapp');
});

const get = <T>(path: string, token = admin, company = 'aurora') => h.call<T & ErrorBody>('GET', `/api/${company}/${path}`, { token });
const page = async <T>(path: string) => (await get<ListResponse<T>>(path)).body.data;

describe('campaign history', () => {
  it('lists what went out, newest first, paginated in SQL, filtered by channel, state and step, searched by lead', async () => {
    const first = await page<CampanhaEnvio>(`campanha_carrinho_historicos?campanha_id=${cart}&per_page=10`);
    expect(first.total).toBeGreaterThan(20);
    expect(first.data).toHaveLength(10);
    expect(first.data.every((envio) => envio.situacao !== 'agendado')).toBe(true);
    const times = first.data.map((envio) => Date.parse(envio.enviado_em ?? envio.previsto_para));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await page<CampanhaEnvio>(`campanha_carrinho_historicos?campanha_id=${cart}&per_page=10&page=2`);
    expect(second).toMatchObject({ current_page: 2, from: 11, total: first.total });
    expect(second.data.map((envio) => envio.id)).not.toContain(first.data[0]!.id);

    const sms = await page<CampanhaEnvio>(`campanha_carrinho_historicos?campanha_id=${cart}&canal=sms&per_page=100`);
    expect(sms.data.length).toBeGreaterThan(0);
    expect(sms.data.every((envio) => envio.canal === 'sms' && envio.destino?.startsWith('+55'))).toBe(true);
    const failed = await page<CampanhaEnvio>(`campanha_carrinho_historicos?campanha_id=${cart}&situacao=falhou&per_page=100`);
    expect(failed.data.every((envio) => envio.situacao === 'falhou' && envio.motivo)).toBe(true);
    const step = first.data[0]!.passo!.id;
    const byStep = await page<CampanhaEnvio>(`campanha_carrinho_historicos?campanha_id=${cart}&passo_id=${step}&per_page=100`);
    expect(byStep.data.every((envio) => envio.passo?.id === step)).toBe(true);
    const lead = first.data[0]!.lead;
    const searched = await page<CampanhaEnvio>(
      `campanha_carrinho_historicos?campanha_id=${cart}&search=${encodeURIComponent(lead.email.toUpperCase())}`,
    );
    expect(searched.data.length).toBeGreaterThan(0);
    expect(searched.data.every((envio) => envio.lead.id === lead.id)).toBe(true);
    const future = await page<CampanhaEnvio>(`campanha_carrinho_historicos?campanha_id=${cart}&dt_inicio=2999-01-01`);
    expect(future.total).toBe(0);
  });

  it('shows one send with the message as it went out and its events', async () => {
    const list = await page<CampanhaEnvio>(`campanha_carrinho_historicos?campanha_id=${cart}&canal=email&situacao=enviado&per_page=100`);
    const opened = list.data.find((envio) => envio.ultimo_evento === 'aberto' || envio.ultimo_evento === 'clicou')!;
    const detail = (await get<DataEnvelope<CampanhaEnvioDetalhe>>(`campanha_carrinho_historicos/${opened.id}`)).body.data;
    expect(detail.corpo).toContain(detail.lead.nome);
    expect(detail.corpo).not.toContain('[NOME_LEAD]');
    expect(detail.eventos.map((evento) => evento.evento)).toEqual(expect.arrayContaining(['entregue', 'aberto']));
    // The boleto routes do not serve a cart campaign's send.
    expect((await get(`campanha_boleto_historicos/${opened.id}`)).status).toBe(404);
  });

  it('refuses bad filters on their parameter (422)', async () => {
    const res = await get(`campanha_carrinho_historicos?campanha_id=${cart}&canal=fax&situacao=agendado&dt_inicio=2025-02-30&sort=nome`);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['canal', 'dt_inicio', 'situacao', 'sort']);
    expect((await get('campanha_carrinho_historicos')).body.errors).toHaveProperty('campanha_id');
  });
});

describe('scheduled sends and contacts', () => {
  it('lists the scheduled sends soonest first, all ahead', async () => {
    const list = await page<CampanhaEnvio>(`campanha_carrinho_rastreio/${cart}?per_page=100`);
    expect(list.total).toBeGreaterThan(0);
    const due = list.data.map((envio) => Date.parse(envio.previsto_para));
    expect([...due].sort((a, b) => a - b)).toEqual(due);
    expect(list.data.every((envio) => envio.situacao === 'agendado' && envio.enviado_em === null)).toBe(true);
  });

  it('lists contacts active, inactive and all, by when they entered', async () => {
    const ativos = await page<CampanhaContato>(`campanha_carrinho_contatos?campanha_id=${cart}&filtro=ativos`);
    const inativos = await page<CampanhaContato>(`campanha_carrinho_contatos?campanha_id=${cart}&filtro=inativos&per_page=100`);
    const todos = await page<CampanhaContato>(`campanha_carrinho_contatos?campanha_id=${cart}`);
    expect(ativos.total).toBeGreaterThan(0);
    expect(inativos.total).toBeGreaterThan(0);
    expect(todos.total).toBe(ativos.total + inativos.total);
    expect(ativos.data.every((contato) => contato.saiu_em === null && contato.situacao === 'ativo')).toBe(true);
    expect(inativos.data.every((contato) => contato.saiu_em !== null)).toBe(true);
    expect(new Set(inativos.data.map((contato) => contato.situacao))).toEqual(new Set(['recuperado', 'concluido', 'descadastrado']));
    const entered = todos.data.map((contato) => Date.parse(contato.entrou_em));
    expect([...entered].sort((a, b) => b - a)).toEqual(entered);
    const one = todos.data[3]!.lead;
    const searched = await page<CampanhaContato>(`campanha_carrinho_contatos?campanha_id=${cart}&search=${one.telefone}`);
    expect(searched.data.map((contato) => contato.lead.id)).toContain(one.id);
    const empty = await page<CampanhaContato>(`campanha_carrinho_contatos?campanha_id=${cart}&dt_fim=2001-01-01`);
    expect(empty.total).toBe(0);
  });

  it('lists the contacts of the campaigns without sequences too: pending, answered or closed, and all', async () => {
    const routes = {
      cancelado: 'campanha_cancelados_contatos',
      agendamento: 'campanha_agendamentos_contatos',
      whatsapp: 'campanha_whatsapps_contatos',
    };
    const planos = (await h.call<ListResponse<Plano>>('GET', '/api/aurora/planos?search=principal', { token: admin })).body.data.data;
    for (const [tipo, route] of Object.entries(routes)) {
      const id = planos[0]!.campanhas.find((campanha) => campanha.tipo === tipo)!.id;
      const ativos = await page<CampanhaContato>(`${route}?campanha_id=${id}&filtro=ativos`);
      const todos = await page<CampanhaContato>(`${route}?campanha_id=${id}`);
      expect(ativos.total, tipo).toBeGreaterThan(0);
      expect(todos.total, tipo).toBeGreaterThan(ativos.total);
      // Another kind's list does not serve it.
      expect((await get(`campanha_carrinho_contatos?campanha_id=${id}`)).status).toBe(404);
    }
    expect((await get(`campanha_whatsapps_contatos?campanha_id=${cart}`)).status).toBe(404);
  });

  it('cancels one scheduled send: it leaves the scheduled list for the history; a second cancel is a 409', async () => {
    const co = await createTestCompany(h);
    const gestor: Member = await addMember(h, 'Administrador', 'gestor', co);
    const produto = (await get<DataEnvelope<ProdutoOption[]>>('selects/produtos', gestor.token, co)).body.data[0]!;
    const plano = (await h.call<DataEnvelope<Plano>>('POST', `/api/${co}/planos`, { token: gestor.token, json: { nome: 'P' } })).body.data;
    const campanha = (
      await h.call<DataEnvelope<Campanha>>('POST', `/api/${co}/campanha_boletos`, {
        token: gestor.token,
        json: { nome: 'B', produto_id: produto.id, plano_id: plano.id },
      })
    ).body.data;
    const companyId = await h.companyId(co);
    const [lead] = await h.db.insert(leads).values({ companyId, nome: 'Lia', email: 'lia@exemplo.com.br' }).returning({ id: leads.id });
    const [contato] = await h.db
      .insert(campanhaContatos)
      .values({ companyId, campanhaId: campanha.id, leadId: lead!.id })
      .returning({ id: campanhaContatos.id });
    const [envio] = await h.db
      .insert(envios)
      .values({
        companyId,
        campanhaId: campanha.id,
        contatoId: contato!.id,
        canal: 'email',
        previstoPara: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: envios.id });
    const cancel = () =>
      h.call<ErrorBody>('POST', `/api/${co}/campanha_boleto_rastreio/${envio!.id}`, { token: gestor.token, json: { _method: 'DELETE' } });
    // Another company, or the cart routes, cannot cancel it.
    expect(
      (await h.call('POST', `/api/aurora/campanha_boleto_rastreio/${envio!.id}`, { token: admin, json: { _method: 'DELETE' } })).status,
    ).toBe(404);
    expect(
      (await h.call('POST', `/api/${co}/campanha_carrinho_rastreio/${envio!.id}`, { token: gestor.token, json: { _method: 'DELETE' } }))
        .status,
    ).toBe(404);
    expect((await cancel()).status).toBe(204);
    const [row] = await h.db.select().from(envios).where(eq(envios.id, envio!.id));
    expect(row).toMatchObject({ situacao: 'cancelado', motivo: 'Cancelado por um gestor.' });
    expect((await get<ListResponse<CampanhaEnvio>>(`campanha_boleto_rastreio/${campanha.id}`, gestor.token, co)).body.data.total).toBe(0);
    const history = (await get<ListResponse<CampanhaEnvio>>(`campanha_boleto_historicos?campanha_id=${campanha.id}`, gestor.token, co)).body
      .data;
    expect(history.data.map((item) => [item.id, item.situacao])).toEqual([[envio!.id, 'cancelado']]);
    const again = await cancel();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este envio não está mais agendado: já saiu ou está saindo agora.');
  });
});

describe('metrics', () => {
  it('counts sends, contacts and recovered sales in SQL, per step too', async () => {
    const metrics = (await get<DataEnvelope<CampanhaMetrics>>(`campanha_carrinhos/${cart}/metrics`)).body.data;
    const contatos = await page<CampanhaContato>(`campanha_carrinho_contatos?campanha_id=${cart}&filtro=ativos`);
    const agendados = await page<CampanhaEnvio>(`campanha_carrinho_rastreio/${cart}`);
    const enviados = await page<CampanhaEnvio>(`campanha_carrinho_historicos?campanha_id=${cart}&situacao=enviado`);
    expect(metrics).toMatchObject({
      contacts_count: contatos.total,
      total_schedules: agendados.total,
      send_history: enviados.total,
      total_contacts: metrics.contacts_count + metrics.total_contacts_inactive,
    });
    expect(metrics.total_recovered).toBeGreaterThan(0);
    expect(metrics.value_recovered).toMatch(/^\d+\.\d{2}$/);
    expect(Number(metrics.value_recovered)).toBeGreaterThan(0);
    expect(metrics.passos.map((passo) => [passo.canal, passo.posicao])).toEqual([
      ['email', 1],
      ['email', 2],
      ['email', 3],
      ['sms', 1],
      ['sms', 2],
    ]);
    expect(metrics.passos.reduce((sum, passo) => sum + passo.enviados, 0)).toBe(metrics.send_history);
    expect(metrics.passos[0]!.aberturas).toBeGreaterThan(0);
    expect(metrics.passos.every((passo) => passo.cliques <= passo.enviados)).toBe(true);

    const whatsappMetrics = (await get<DataEnvelope<CampanhaMetrics>>(`campanha_whatsapps/${whatsapp}/metrics`)).body.data;
    expect(whatsappMetrics).toMatchObject({ send_history: 0, passos: [], value_recovered: '0.00' });
    expect((await get(`campanha_boletos/${cart}/metrics`)).status).toBe(404);
    expect((await get<DataEnvelope<CampanhaMetrics>>(`campanha_boletos/${boleto}/metrics`)).body.data.passos).toHaveLength(3);
  });

  it('asks for the detail permission and keeps companies apart', async () => {
    const agent = await h.tokenFor(AGENT);
    for (const path of [
      `campanha_carrinhos/${cart}/metrics`,
      `campanha_carrinho_historicos?campanha_id=${cart}`,
      `campanha_carrinho_rastreio/${cart}`,
      `campanha_carrinho_contatos?campanha_id=${cart}`,
    ]) {
      expect((await get(path, agent)).status).toBe(403);
    }
    const co = await createTestCompany(h);
    const gestor = await addMember(h, 'Administrador', 'gestor', co);
    for (const path of [
      `campanha_carrinhos/${cart}/metrics`,
      `campanha_carrinho_historicos?campanha_id=${cart}`,
      `campanha_carrinho_rastreio/${cart}`,
      `campanha_carrinho_contatos?campanha_id=${cart}`,
    ]) {
      expect((await get(path, gestor.token, co)).status).toBe(404);
    }
  });
});
