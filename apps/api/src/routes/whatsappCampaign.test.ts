import type {
  Campanha,
  CampanhaContato,
  CampanhaMetrics,
  ContatoTicket,
  DataEnvelope,
  ErrorBody,
  ListResponse,
  Plano,
  ProdutoOption,
  WhatsappResposta,
} from '@retoma/api-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campanhaContatoRespostas, campanhaContatos, leads, tickets } from '../db/schema';
import { ADMIN, getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/**
 * The WhatsApp campaign end to end in a company of the suite's own: a lead leaves its data on the public form, the
 * contact is pending, an agent writes to it (answered), makes it a ticket (once: a second is a 409).
 */

let h: Harness;
let co: string;
let gestor: Member;
let campanha: Campanha<'whatsapp'>;
const LEAD = { nome: 'Bruna Alves', email: 'bruna.alves@exemplo.com.br', ddi: '+55', telefone: '(11) 98765-4321' };

const post = <T>(path: string, json: Record<string, unknown>, token = gestor.token, company = co) =>
  h.call<T & ErrorBody>('POST', `/api/${company}/${path}`, { token, json });
const get = <T>(path: string, token = gestor.token, company = co) => h.call<T & ErrorBody>('GET', `/api/${company}/${path}`, { token });
const form = (token: string, json: Record<string, unknown>, app = h.freshApp()) =>
  h.call<DataEnvelope<{ mensagem: string }> & ErrorBody>('POST', `/api/public/campanha_whatsapps/${token}`, { json }, app);
const contatos = async (filtro: string) =>
  (await get<ListResponse<CampanhaContato>>(`campanha_whatsapps_contatos?campanha_id=${campanha.id}&filtro=${filtro}`)).body.data;

beforeAll(async () => {
  h = await getHarness();
  co = await createTestCompany(h);
  gestor = await addMember(h, 'Administrador', 'gestor', co);
  const produto = (await get<DataEnvelope<ProdutoOption[]>>('selects/produtos')).body.data[0]!;
  const plano = (await post<DataEnvelope<Plano>>('planos', { nome: 'Plano do WhatsApp' })).body.data;
  campanha = (
    await post<DataEnvelope<Campanha<'whatsapp'>>>('campanha_whatsapps', {
      nome: 'Fale conosco',
      produto_id: produto.id,
      plano_id: plano.id,
    })
  ).body.data;
  await h.call('POST', `/api/${co}/campanha_whatsapps/${campanha.id}`, {
    token: gestor.token,
    json: {
      _method: 'PUT',
      config: { ddi: '55', telefone: '11940028922', mensagem: 'Olá, [NOME_LEAD]! Posso ajudar com o [NOME_PRODUTO]?' },
    },
  });
});

describe('the public form', () => {
  it('enrols the lead as a pending contact, once, without a session', async () => {
    const res = await form(campanha.token, LEAD);
    expect(res.status).toBe(201);
    expect(res.body.data.mensagem).toMatch(/Recebemos seus dados/);
    expect((await form(campanha.token, { ...LEAD, nome: 'Bruna A. Alves' })).status).toBe(201);
    const pendentes = await contatos('pendentes');
    expect(pendentes.total).toBe(1);
    expect(pendentes.data[0]).toMatchObject({
      situacao: 'ativo',
      lead: { nome: 'Bruna A. Alves', email: LEAD.email, ddi: '55', ddd: '11', telefone: '987654321' },
      produto: { id: campanha.produto.id },
      ticket: null,
      respondido_em: null,
    });
    expect((await contatos('respondidos')).total).toBe(0);
  });

  it('answers a plain HTML form with a page, and its errors on a page too', async () => {
    const body = new URLSearchParams({ nome: 'Caio', email: 'caio@exemplo.com.br', ddi: '55', telefone: '21912345678' }).toString();
    const ok = await h.call<string>(
      'POST',
      `/api/public/campanha_whatsapps/${campanha.token}`,
      { raw: { body, type: 'application/x-www-form-urlencoded' } },
      h.freshApp(),
    );
    expect(ok.status).toBe(201);
    expect(String(ok.body)).toContain('Recebemos seus dados');
    const bad = await h.call<string>(
      'POST',
      `/api/public/campanha_whatsapps/${campanha.token}`,
      { raw: { body: 'nome=&email=x', type: 'application/x-www-form-urlencoded' } },
      h.freshApp(),
    );
    expect(bad.status).toBe(422);
    expect(String(bad.body)).toContain('Informe um e-mail válido.');
  });

  it('refuses bad data on its fields (422)', async () => {
    const res = await form(campanha.token, { nome: ' ', email: 'não é e-mail', ddi: 'x', telefone: '12' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['ddi', 'email', 'nome', 'telefone']);
  });

  it('is a 404 for an unknown token, a campaign switched off, or another kind of campaign', async () => {
    expect((await form('00000000-0000-4000-8000-000000000000', LEAD)).status).toBe(404);
    expect((await form('nao-e-um-token', LEAD)).status).toBe(404);
    const produto = (await get<DataEnvelope<ProdutoOption[]>>('selects/produtos')).body.data[0]!;
    const off = (
      await post<DataEnvelope<Campanha<'whatsapp'>>>('campanha_whatsapps', {
        nome: 'Desligada',
        produto_id: produto.id,
        plano_id: campanha.plano.id,
        status: 0,
      })
    ).body.data;
    expect((await form(off.token, LEAD)).status).toBe(404);
    const cancelado = (
      await post<DataEnvelope<Campanha>>('campanha_cancelados', {
        nome: 'Canceladas',
        produto_id: produto.id,
        plano_id: campanha.plano.id,
        status: 0,
      })
    ).body.data;
    expect((await form(cancelado.token, LEAD)).status).toBe(404);
  });

  it('may be posted from another site: the preflight and the answer allow any origin, with no credentials', async () => {
    const path = `/api/public/campanha_whatsapps/${campanha.token}`;
    const preflight = await h.freshApp().fetch(
      new Request(`http://localhost${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://aurora.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const posted = await h.freshApp().fetch(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { Origin: 'https://aurora.example', 'Content-Type': 'application/json' },
        body: JSON.stringify(LEAD),
      }),
    );
    expect(posted.status).toBe(201);
    expect(posted.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('is limited per address (429 with Retry-After)', async () => {
    const app = h.freshApp();
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await form(campanha.token, { ...LEAD, email: `lead${i}@exemplo.com.br` }, app)).status;
    expect(last).toBe(429);
  });
});

describe('writing to a contact and making it a ticket', () => {
  const first = async () => (await contatos('todos&per_page=100')).data.find((contato) => contato.lead.email === LEAD.email)!;

  it('fills the message with the lead’s data, records it as the answer and answers the wa.me address', async () => {
    const contato = await first();
    const res = await post<DataEnvelope<WhatsappResposta>>(`campanha_whatsapps_contatos/${contato.id}/responder`, {});
    expect(res.status).toBe(201);
    expect(res.body.data.mensagem).toBe(`Olá, Bruna! Posso ajudar com o ${campanha.produto.nome}?`);
    expect(res.body.data.url).toBe(`https://wa.me/5511987654321?text=${encodeURIComponent(res.body.data.mensagem)}`);
    const own = await post<DataEnvelope<WhatsappResposta>>(`campanha_whatsapps_contatos/${contato.id}/responder`, {
      mensagem: 'Oi [NOME_LEAD], tudo bem?',
    });
    expect(own.body.data.mensagem).toBe('Oi Bruna, tudo bem?');
    const rows = await h.db.select().from(campanhaContatoRespostas).where(eq(campanhaContatoRespostas.contatoId, contato.id));
    expect(rows.map((row) => [row.mensagem, row.usuarioId])).toEqual([
      [res.body.data.mensagem, gestor.id],
      ['Oi Bruna, tudo bem?', gestor.id],
    ]);
    const respondidos = await contatos('respondidos');
    expect(respondidos.data.map((row) => row.id)).toEqual([contato.id]);
    expect(respondidos.data[0]!.respondido_em).not.toBeNull();
    expect((await contatos('pendentes')).data.map((row) => row.id)).not.toContain(contato.id);
    const metrics = (await get<DataEnvelope<CampanhaMetrics>>(`campanha_whatsapps/${campanha.id}/metrics`)).body.data;
    expect(metrics).toMatchObject({ contacts_answered: 1, contacts_pending: metrics.total_contacts - 1 });
  });

  it('refuses a message too long (422) and a lead without a phone (409)', async () => {
    const contato = await first();
    const long = await post(`campanha_whatsapps_contatos/${contato.id}/responder`, { mensagem: 'a'.repeat(1001) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toHaveProperty('mensagem');
    const companyId = await h.companyId(co);
    const [lead] = await h.db.insert(leads).values({ companyId, nome: 'Sem Fone', email: 'semfone@exemplo.com.br' }).returning();
    const [semFone] = await h.db.insert(campanhaContatos).values({ companyId, campanhaId: campanha.id, leadId: lead!.id }).returning();
    const res = await post(`campanha_whatsapps_contatos/${semFone!.id}/responder`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Este lead não informou um número de WhatsApp.');
  });

  it('makes a ticket for the lead and the product, once: a second is a 409 naming the open one', async () => {
    const contato = await first();
    const res = await post<DataEnvelope<ContatoTicket>>(`campanha_whatsapps_contatos/${contato.id}/ticket`, {});
    expect(res.status).toBe(201);
    const [ticket] = await h.db.select().from(tickets).where(eq(tickets.id, res.body.data.ticket_id));
    expect(ticket).toMatchObject({ leadId: contato.lead.id, produtoId: campanha.produto.id, status: 0, responsavelType: 'whatsapp' });
    const listed = await first();
    expect(listed.ticket).toEqual({ id: res.body.data.ticket_id, status: 0 });
    const again = await post(`campanha_whatsapps_contatos/${contato.id}/ticket`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Este lead já tem o ticket #${res.body.data.ticket_id} aberto para este produto.`);
  });
});

describe('the demo data', () => {
  it('gives aurora’s WhatsApp campaign answered contacts (the agent’s message filled in) and pending ones', async () => {
    const token = await h.tokenFor(ADMIN);
    const planos = (await h.call<ListResponse<Plano>>('GET', '/api/aurora/planos?search=principal', { token })).body.data.data;
    const id = planos[0]!.campanhas.find((item) => item.tipo === 'whatsapp')!.id;
    const list = (filtro: string) =>
      h.call<ListResponse<CampanhaContato>>('GET', `/api/aurora/campanha_whatsapps_contatos?campanha_id=${id}&filtro=${filtro}`, { token });
    const respondidos = (await list('respondidos')).body.data;
    const pendentes = (await list('pendentes')).body.data;
    expect(respondidos.total).toBeGreaterThan(0);
    expect(pendentes.total).toBeGreaterThan(0);
    expect(respondidos.data.every((row) => row.respondido_em !== null)).toBe(true);
    const metrics = (await h.call<DataEnvelope<CampanhaMetrics>>('GET', `/api/aurora/campanha_whatsapps/${id}/metrics`, { token })).body
      .data;
    expect(metrics).toMatchObject({ contacts_answered: respondidos.total, contacts_pending: pendentes.total });
  });
});

describe('permission and isolation', () => {
  it('asks planos_campanhas_editar to write or make a ticket: a role that only reads the campaign is refused', async () => {
    const contato = (await contatos('todos&per_page=100')).data[0]!;
    const leitor = await addMember(h, 'editor', 'leitor', co);
    expect((await get(`campanha_whatsapps_contatos?campanha_id=${campanha.id}`, leitor.token)).status).toBe(200);
    expect((await post(`campanha_whatsapps_contatos/${contato.id}/responder`, {}, leitor.token)).status).toBe(403);
    expect((await post(`campanha_whatsapps_contatos/${contato.id}/ticket`, {}, leitor.token)).status).toBe(403);
  });

  it('keeps companies apart, and serves WhatsApp contacts only', async () => {
    const contato = (await contatos('todos&per_page=100')).data[0]!;
    const other = await createTestCompany(h);
    const outsider = await addMember(h, 'Administrador', 'outro', other);
    expect((await post(`campanha_whatsapps_contatos/${contato.id}/responder`, {}, outsider.token, other)).status).toBe(404);
    expect((await post(`campanha_whatsapps_contatos/${contato.id}/ticket`, {}, outsider.token, other)).status).toBe(404);
    expect((await post('campanha_whatsapps_contatos/999999999/responder', {})).status).toBe(404);
  });
});
