import type {
  DataEnvelope,
  ErrorBody,
  LeadTimelineEntry,
  ListResponse,
  Paginator,
  WhatsappLink,
  WhatsappListCounts,
  WhatsappListDetail,
  WhatsappListEntry,
  WhatsappListResponsibles,
  WhatsappListTicket,
} from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agendamentos, atividades, campanhaContatos, campanhas, leads, planos, produtos, tickets } from '../db/schema';
import { getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, inDays, type Member } from '../test/tickets';

/**
 * The WhatsApp list in a company of the suite's own: the contacts of its WhatsApp, boleto, scheduling and cancelled
 * campaigns with a phone, by tab; an agent answers one (history, wa.me), turns one into a ticket (now or a return;
 * a second is a 409), takes one off the list.
 */

let h: Harness;
let co: string;
let companyId: number;
let gestor: Member;
let agente: Member;
let editor: Member;
let produtoId: number;
let whatsappId: number;
let boletoId: number;
const contato: Record<'ana' | 'bia' | 'caio' | 'semFone' | 'carrinho', number> = { ana: 0, bia: 0, caio: 0, semFone: 0, carrinho: 0 };

const get = <T>(path: string, token = agente.token, company = co) => h.call<T & ErrorBody>('GET', `/api/${company}/${path}`, { token });
const post = <T>(path: string, json: Record<string, unknown>, token = agente.token, company = co) =>
  h.call<T & ErrorBody>('POST', `/api/${company}/${path}`, { token, json });
const remove = (id: number, token = agente.token, company = co) =>
  h.call<ErrorBody>('POST', `/api/${company}/whatsapplists/${id}`, { token, json: { _method: 'DELETE', id } });
const names = (body: ListResponse<WhatsappListEntry>) => body.data.data.map((entry) => entry.lead.nome).sort();

async function enrol(campanhaId: number, nome: string, telefone: string, target = companyId): Promise<number> {
  const [lead] = await h.db
    .insert(leads)
    .values({
      companyId: target,
      nome,
      email: `${nome.toLowerCase().replace(/\W/g, '.')}-${campanhaId}@exemplo.com.br`,
      ddd: telefone ? '11' : '',
      telefone,
    })
    .returning({ id: leads.id });
  const [row] = await h.db
    .insert(campanhaContatos)
    .values({ companyId: target, campanhaId, leadId: lead!.id })
    .returning({ id: campanhaContatos.id });
  return row!.id;
}

async function campaign(target: number, tipo: 'whatsapp' | 'boleto' | 'carrinho', nome: string): Promise<number> {
  const [produto] = await h.db.select({ id: produtos.id }).from(produtos).where(eq(produtos.companyId, target)).limit(1);
  const [plano] = await h.db
    .insert(planos)
    .values({ companyId: target, nome: `Plano ${nome}` })
    .returning({ id: planos.id });
  const [row] = await h.db
    .insert(campanhas)
    .values({ companyId: target, planoId: plano!.id, produtoId: produto!.id, tipo, nome, ativo: tipo === 'whatsapp' })
    .returning({ id: campanhas.id });
  return row!.id;
}

beforeAll(async () => {
  h = await getHarness();
  co = await createTestCompany(h);
  companyId = await h.companyId(co);
  [gestor, agente, editor] = await Promise.all([
    addMember(h, 'Administrador', 'gestor', co),
    addMember(h, 'Atendente', 'agente', co),
    addMember(h, 'editor', 'editor', co),
  ]);
  whatsappId = await campaign(companyId, 'whatsapp', 'Fale conosco');
  boletoId = await campaign(companyId, 'boleto', 'Boletos de novembro');
  const carrinhoId = await campaign(companyId, 'carrinho', 'Carrinho');
  const [row] = await h.db.select({ id: campanhas.produtoId }).from(campanhas).where(eq(campanhas.id, whatsappId));
  produtoId = row!.id;
  contato.ana = await enrol(whatsappId, 'Ana Lima', '987650001');
  contato.bia = await enrol(boletoId, 'Bia Souza', '987650002');
  contato.caio = await enrol(boletoId, 'Caio Reis', '987650003');
  contato.semFone = await enrol(boletoId, 'Sem Fone', '');
  contato.carrinho = await enrol(carrinhoId, 'Do Carrinho', '987650004');
});

describe('GET /whatsapplists', () => {
  it('lists the contacts of the WhatsApp, boleto, scheduling and cancelled campaigns that have a phone, pending by default', async () => {
    const res = await get<ListResponse<WhatsappListEntry>>('whatsapplists');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Ana Lima', 'Bia Souza', 'Caio Reis']);
    const ana = res.body.data.data.find((entry) => entry.id === contato.ana)!;
    expect(ana).toMatchObject({
      lead: { nome: 'Ana Lima', ddi: '55', ddd: '11', telefone: '987650001' },
      produto: { id: produtoId },
      campanha: { id: whatsappId, nome: 'Fale conosco', tipo: 'whatsapp', plano: 'Plano Fale conosco' },
      resposta: null,
      respostas_count: 0,
      ticket_aberto: null,
    });
    const counts = await get<DataEnvelope<WhatsappListCounts>>('whatsapplists_numeros');
    expect(counts.body.data).toEqual({ pendentes: 3, respondidos: 0, todos: 3 });
  });

  it('filters by campaign, product, period and search (name or phone), and pages', async () => {
    expect(names((await get<ListResponse<WhatsappListEntry>>(`whatsapplists?campanha_id=${boletoId}`)).body)).toEqual([
      'Bia Souza',
      'Caio Reis',
    ]);
    expect(names((await get<ListResponse<WhatsappListEntry>>('whatsapplists?search=650003')).body)).toEqual(['Caio Reis']);
    expect(names((await get<ListResponse<WhatsappListEntry>>('whatsapplists?search=ana%20l')).body)).toEqual(['Ana Lima']);
    expect((await get<ListResponse<WhatsappListEntry>>(`whatsapplists?produto_id=${produtoId}`)).body.data.total).toBe(3);
    expect((await get<ListResponse<WhatsappListEntry>>('whatsapplists?dt_inicio=2001-01-01&dt_fim=2001-01-31')).body.data.total).toBe(0);
    const page = await get<ListResponse<WhatsappListEntry>>('whatsapplists?per_page=10&page=2&situacao=todos');
    expect(page.body.data).toMatchObject({ current_page: 2, per_page: 10, total: 3, data: [] });
  });

  it('status=1 keeps the contacts still active in their campaign, status=0 those that left it (Caio bought)', async () => {
    const left = { situacao: 'recuperado' as const, saiuEm: new Date() };
    await h.db.update(campanhaContatos).set(left).where(eq(campanhaContatos.id, contato.caio));
    try {
      expect(names((await get<ListResponse<WhatsappListEntry>>('whatsapplists?status=1')).body)).toEqual(['Ana Lima', 'Bia Souza']);
      expect(names((await get<ListResponse<WhatsappListEntry>>('whatsapplists?status=0')).body)).toEqual(['Caio Reis']);
      expect(names((await get<ListResponse<WhatsappListEntry>>('whatsapplists')).body)).toEqual(['Ana Lima', 'Bia Souza', 'Caio Reis']);
      expect((await get<DataEnvelope<WhatsappListCounts>>('whatsapplists_numeros?status=1')).body.data).toEqual({
        pendentes: 2,
        respondidos: 0,
        todos: 2,
      });
      const bad = await get('whatsapplists?status=ativo');
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors ?? {})).toEqual(['status']);
    } finally {
      await h.db.update(campanhaContatos).set({ situacao: 'ativo', saiuEm: null }).where(eq(campanhaContatos.id, contato.caio));
    }
  });

  it('refuses bad filters (422) and needs whatsapplist (the editor has it not)', async () => {
    const bad = await get('whatsapplists?situacao=lidos&campanha_id=x&dt_inicio=2026-13-01');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['campanha_id', 'dt_inicio', 'situacao']);
    expect((await get('whatsapplists', editor.token)).status).toBe(403);
    expect((await get('whatsapplists_numeros', editor.token)).status).toBe(403);
    expect((await get('whatsapplists', gestor.token)).status).toBe(200);
  });
});

describe('POST /whatsapplists_resposta/{id}', () => {
  it('fills the message, keeps it as the answer and in the lead’s history, and answers the wa.me address', async () => {
    const res = await post<DataEnvelope<WhatsappLink>>(`whatsapplists_resposta/${contato.ana}`, {
      mensagem: 'Oi [NOME_LEAD], aqui é [NOME_ATENDENTE] sobre o [NOME_PRODUTO].',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.mensagem).toMatch(new RegExp(`^Oi Ana Lima, aqui é ${agente.name} sobre o .+\\.$`));
    expect(res.body.data.url).toBe(`https://wa.me/5511987650001?text=${encodeURIComponent(res.body.data.mensagem)}`);
    const answered = await get<ListResponse<WhatsappListEntry>>('whatsapplists?situacao=respondidos');
    expect(answered.body.data.data).toHaveLength(1);
    expect(answered.body.data.data[0]).toMatchObject({
      id: contato.ana,
      respostas_count: 1,
      resposta: { mensagem: res.body.data.mensagem, usuario: { id: agente.id, name: agente.name } },
    });
    expect((await get<DataEnvelope<WhatsappListCounts>>('whatsapplists_numeros')).body.data).toEqual({
      pendentes: 2,
      respondidos: 1,
      todos: 3,
    });
    expect(names((await get<ListResponse<WhatsappListEntry>>(`whatsapplists?situacao=todos&usuario_id=${agente.id}`)).body)).toEqual([
      'Ana Lima',
    ]);
    const [lead] = await h.db.select({ id: campanhaContatos.leadId }).from(campanhaContatos).where(eq(campanhaContatos.id, contato.ana));
    const history = await h.db
      .select({ evento: atividades.evento, causerId: atividades.causerId, properties: atividades.properties })
      .from(atividades)
      .where(and(eq(atividades.companyId, companyId), eq(atividades.leadId, lead!.id)));
    expect(history).toEqual([
      { evento: 'whatsapp', causerId: agente.id, properties: { tipo: 'whatsapp', mensagem: res.body.data.mensagem } },
    ]);
    // The lead's timeline tells the answer once (the history's line is the ticket's), with who wrote it.
    const timeline = await get<DataEnvelope<Paginator<LeadTimelineEntry>>>(`leads/${lead!.id}/linha-do-tempo?tipo=mensagem`, gestor.token);
    expect(timeline.body.data.data).toEqual([
      expect.objectContaining({
        tipo: 'mensagem',
        evento: 'whatsapp',
        detalhe: res.body.data.mensagem,
        autor: expect.objectContaining({ type: 'user', id: agente.id, nome: agente.name }),
        campanha: expect.objectContaining({ id: whatsappId }),
      }),
    ]);
    expect(timeline.body.data.total).toBe(1);
    const detail = await get<DataEnvelope<WhatsappListDetail>>(`whatsapplists/${contato.ana}`);
    expect(detail.body.data.respostas.map((r) => r.mensagem)).toEqual([res.body.data.mensagem]);
    const responsibles = await get<DataEnvelope<WhatsappListResponsibles>>('whatsapplists_responsaveis');
    expect(responsibles.body.data.usuarios).toEqual([{ id: agente.id, name: agente.name, avatar: null }]);
    expect(responsibles.body.data.campanhas.map((c) => c.nome)).toEqual(['Boletos de novembro', 'Fale conosco']);
  });

  it('refuses an empty message and an unknown sales link on the field', async () => {
    const empty = await post(`whatsapplists_resposta/${contato.bia}`, { mensagem: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.mensagem).toBeDefined();
    const link = await post(`whatsapplists_resposta/${contato.bia}`, { mensagem: 'Compre: [LINK_NAOEXISTE]' });
    expect(link.status).toBe(422);
    expect(link.body.errors?.mensagem?.[0]).toMatch(/LINK_NAOEXISTE/);
  });
});

describe('POST /whatsapplists_trasform/{id}', () => {
  it('makes a ticket waiting for the return the agent scheduled, assigned to them; a second is a 409 naming it', async () => {
    const res = await post<DataEnvelope<WhatsappListTicket>>(`whatsapplists_trasform/${contato.bia}`, { data: inDays(2) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [ticket] = await h.db
      .select({
        status: tickets.status,
        designadoId: tickets.designadoId,
        responsavelType: tickets.responsavelType,
        responsavelId: tickets.responsavelId,
      })
      .from(tickets)
      .where(eq(tickets.id, res.body.data.ticket_id));
    expect(ticket).toEqual({ status: 1, designadoId: agente.id, responsavelType: 'boleto', responsavelId: boletoId });
    const [agenda] = await h.db
      .select({ responsavelId: agendamentos.responsavelId })
      .from(agendamentos)
      .where(eq(agendamentos.ticketId, res.body.data.ticket_id));
    expect(agenda!.responsavelId).toBe(agente.id);
    const entry = await get<DataEnvelope<WhatsappListDetail>>(`whatsapplists/${contato.bia}`);
    expect(entry.body.data.ticket_aberto).toBe(res.body.data.ticket_id);
    const again = await post(`whatsapplists_trasform/${contato.bia}`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Este lead já tem o ticket #${res.body.data.ticket_id} aberto para este produto.`);
  });

  it('makes a ticket to attend now; a return in the past is refused on its field', async () => {
    const past = await post(`whatsapplists_trasform/${contato.caio}`, { data: '2020-01-01 10:00' });
    expect(past.status).toBe(422);
    expect(past.body.errors?.data).toEqual(['Agende para uma data futura.']);
    const now = await post<DataEnvelope<WhatsappListTicket>>(`whatsapplists_trasform/${contato.caio}`, {});
    expect(now.status).toBe(201);
    const [ticket] = await h.db
      .select({ status: tickets.status, designadoId: tickets.designadoId })
      .from(tickets)
      .where(eq(tickets.id, now.body.data.ticket_id));
    expect(ticket).toEqual({ status: 0, designadoId: null });
  });
});

describe('DELETE /whatsapplists/{id}', () => {
  it('takes the contact off the list for good; its campaign contact stays', async () => {
    const extra = await enrol(whatsappId, 'Davi Teles', '987650005');
    expect((await remove(extra)).status).toBe(204);
    expect((await get(`whatsapplists/${extra}`)).status).toBe(404);
    expect(names((await get<ListResponse<WhatsappListEntry>>('whatsapplists?situacao=todos')).body)).not.toContain('Davi Teles');
    expect(await h.db.select({ id: campanhaContatos.id }).from(campanhaContatos).where(eq(campanhaContatos.id, extra))).toHaveLength(1);
    expect((await remove(extra)).status).toBe(404);
  });
});

describe('company isolation', () => {
  it('another company’s contact is not found by any action', async () => {
    const other = await createTestCompany(h);
    const otherId = await h.companyId(other);
    const foreign = await enrol(await campaign(otherId, 'whatsapp', 'De fora'), 'Estranha', '987650099', otherId);
    expect((await get(`whatsapplists/${foreign}`)).status).toBe(404);
    expect((await post(`whatsapplists_resposta/${foreign}`, { mensagem: 'Oi' })).status).toBe(404);
    expect((await post(`whatsapplists_trasform/${foreign}`, {})).status).toBe(404);
    expect((await remove(foreign)).status).toBe(404);
    expect(names((await get<ListResponse<WhatsappListEntry>>('whatsapplists?situacao=todos&search=Estranha')).body)).toEqual([]);
  });
});
