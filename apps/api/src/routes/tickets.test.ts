import type { DataEnvelope, ErrorBody, ListResponse, Ticket, TicketCounts, TicketDetail, TicketProductCheck } from '@retoma/api-client';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, tickets } from '../db/schema';
import { ADMIN, AGENT, EDITOR, getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, newTicket, ticketOptions, type TicketOptions } from '../test/tickets';

let h: Harness;
let admin: string;
let agent: string;
let editor: string;
let options: TicketOptions;
beforeAll(async () => {
  h = await getHarness();
  [admin, agent, editor] = await Promise.all([h.tokenFor(ADMIN), h.tokenFor(AGENT), h.tokenFor(EDITOR)]);
  options = await ticketOptions(h, admin);
});

const list = (path: string, token = admin) => h.call<ListResponse<Ticket>>('GET', `/api/aurora/${path}`, { token });

describe('ticket lists', () => {
  it('answer the Laravel paginator, newest first, and split open from closed', async () => {
    const all = await list('tickets?per_page=10');
    expect(all.status).toBe(200);
    const page = all.body.data;
    expect(page).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10 });
    expect(page.total).toBeGreaterThan(250);
    expect(page.last_page).toBe(Math.ceil(page.total / 10));
    const created = page.data.map((t) => t.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const row = page.data[0]!;
    expect(row.lead).toMatchObject({ nome: expect.any(String), email: expect.any(String), ddi: '55' });
    expect(row.produto).toMatchObject({ nome: expect.any(String), cor: expect.stringMatching(/^#/), upsellers: expect.any(Array) });
    expect(row.responsavel.type).toMatch(/^(user|carrinho|boleto|agendamento|cancelado)$/);
    expect(row.ultima_acao).not.toBeNull();

    const open = (await list('ticketsAbertos?per_page=100')).body.data;
    const closed = (await list('ticketsFechados?per_page=100')).body.data;
    expect(open.data.every((t) => t.status !== 2)).toBe(true);
    expect(closed.data.every((t) => t.status === 2)).toBe(true);
    const counts = await h.call<DataEnvelope<TicketCounts>>('GET', '/api/aurora/ticketsNum', { token: admin });
    expect(counts.body.data.todos).toBe(counts.body.data.abertos + counts.body.data.fechados);
    expect(counts.body.data.abertos).toBeGreaterThanOrEqual(open.total - 5);
  });

  it('accept only the page sizes 10/25/50/100 and the whitelisted sorts', async () => {
    for (const size of [10, 25, 50, 100]) expect((await list(`tickets?per_page=${size}`)).body.data.per_page).toBe(size);
    const bad = await h.call<ErrorBody>('GET', '/api/aurora/tickets?per_page=20&sort=lead.nome', { token: admin });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['per_page', 'sort']);
    const byId = (await list('tickets?sort=-id&per_page=25')).body.data.data.map((t) => t.id);
    expect([...byId].sort((a, b) => b - a)).toEqual(byId);
    const byStatus = (await list('tickets?sort=status&per_page=100')).body.data.data.map((t) => t.status);
    expect([...byStatus].sort()).toEqual(byStatus);
  });

  it('search by ticket number, e-mail, name or phone digits, and filter by product, origin, creator, status and period', async () => {
    const ticket = await newTicket(h, admin, options, {
      nome: 'Quitéria Buscável',
      telefone: '21991234567',
      produto_id: options.produtos[1]!.id,
    });
    const hits = async (query: string) => (await list(`tickets?per_page=100&${query}`)).body.data.data.map((t) => t.id);
    expect(await hits(`search=${ticket.id}`)).toContain(ticket.id);
    expect(await hits(`search=${encodeURIComponent(ticket.lead.email.toUpperCase())}`)).toEqual([ticket.id]);
    expect(await hits('search=quit%C3%A9ria%20busc')).toEqual([ticket.id]);
    expect(await hits(`search=${encodeURIComponent('(21) 99123-4567')}`)).toEqual([ticket.id]);
    expect(await hits('search=100%25')).not.toContain(ticket.id);
    // Digits inside an e-mail are not a phone number.
    expect(await hits('search=x9912345%40y')).not.toContain(ticket.id);

    const byProduct = (await list(`tickets?per_page=100&produto_id=${options.produtos[1]!.id}`)).body.data;
    expect(byProduct.data.every((t) => t.produto_id === options.produtos[1]!.id)).toBe(true);
    const byOrigin = (await list(`tickets?per_page=100&origem_id=${options.origemId}`)).body.data;
    expect(byOrigin.data.every((t) => t.origem_id === options.origemId)).toBe(true);
    const me = await h.userId(ADMIN);
    const mine = (await list(`tickets?per_page=100&responsavel_id=${me}`)).body.data;
    expect(mine.data.every((t) => t.responsavel.type === 'user' && t.responsavel.id === me)).toBe(true);
    expect(mine.data.map((t) => t.id)).toContain(ticket.id);
    const campaigns = (await list('tickets?per_page=100&responsavel_type=carrinho')).body.data;
    expect(campaigns.total).toBeGreaterThan(0);
    expect(campaigns.data.every((t) => t.responsavel.type === 'carrinho')).toBe(true);
    const pending = (await list('tickets?status=1&per_page=100')).body.data;
    expect(pending.data.every((t) => t.status === 1 && t.designado !== null)).toBe(true);

    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    expect(await hits(`dt_inicio=${today}&dt_fim=${today}`)).toContain(ticket.id);
    expect((await list('tickets?dt_inicio=2020-01-01&dt_fim=2020-01-31')).body.data.total).toBe(0);
    const backwards = await h.call<ErrorBody>('GET', '/api/aurora/tickets?dt_inicio=2025-03-10&dt_fim=2025-03-01', { token: admin });
    expect(backwards.body.errors?.dt_fim).toEqual(['A data final não pode ser anterior à inicial.']);
    expect((await h.call<ErrorBody>('GET', '/api/aurora/ticketsNum?dt_inicio=2025-02-30', { token: admin })).status).toBe(422);
    const counted = await h.call<DataEnvelope<TicketCounts>>('GET', `/api/aurora/ticketsNum?search=${ticket.lead.email}`, { token: admin });
    expect(counted.body.data).toEqual({ abertos: 1, fechados: 0, todos: 1 });
  });
});

describe('creating a ticket', () => {
  it('creates the lead once by e-mail and refuses a second open ticket for the same lead and product (422)', async () => {
    const email = `Duplo.${Date.now()}@Exemplo.com.br`;
    const check = (produto: number) =>
      h.call<DataEnvelope<TicketProductCheck>>(
        'GET',
        `/api/aurora/verificaTicketProduto?email=${encodeURIComponent(email)}&produto_id=${produto}`,
        {
          token: agent,
        },
      );
    expect((await check(options.produtos[0]!.id)).body.data).toEqual({ verificacao: false, message: null, ticket_id: null });

    const first = await newTicket(h, agent, options, { email, nome: 'Rita Duplo', telefone: '11987654321' });
    expect(first).toMatchObject({ status: 0, atendente: null, designado: null, detalhamento: expect.any(String) });
    expect(first.lead).toMatchObject({ nome: 'Rita Duplo', ddi: '55', ddd: '11', telefone: '987654321' });
    expect(first.responsavel).toMatchObject({ type: 'user', id: await h.userId(AGENT), nome: 'Carla Dias' });
    expect(first.origem?.id).toBe(options.origemId);
    expect(first.ultima_acao).toMatchObject({ evento: 'criado', acao: 'ticket_created', valores: {}, description: null });

    const checked = (await check(options.produtos[0]!.id)).body.data;
    expect(checked).toEqual({
      verificacao: true,
      ticket_id: first.id,
      message: `Este lead já possui um ticket aberto para este produto (#${first.id}).`,
    });
    const again = await h.call<ErrorBody>('POST', '/api/aurora/tickets', {
      token: admin,
      json: {
        origem_id: options.origemId,
        tipo_duvida_id: options.tipoDuvidaId,
        produto_id: options.produtos[0]!.id,
        nome: 'Outra',
        email: email.toLowerCase(),
        ddi: '55',
        telefone: '11911112222',
        detalhamento: 'x',
      },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors?.email).toEqual([checked.message]);

    const otherProduct = await newTicket(h, agent, options, { email: email.toLowerCase(), produto_id: options.produtos[1]!.id });
    expect(otherProduct.lead_id).toBe(first.lead_id);
  });

  it('refuses the same pair raced by parallel requests: one ticket is created', async () => {
    const email = `corrida.${Date.now()}@exemplo.com.br`;
    const body = {
      origem_id: options.origemId,
      tipo_duvida_id: options.tipoDuvidaId,
      produto_id: options.produtos[0]!.id,
      nome: 'Corrida',
      email,
      ddi: '55',
      telefone: '11987650000',
      detalhamento: 'x',
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => h.call<ErrorBody>('POST', '/api/aurora/tickets', { token: admin, json: body })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(4);
  });

  it('validates fields and references (422), including another company’s ids', async () => {
    const empty = await h.call<ErrorBody>('POST', '/api/aurora/tickets', { token: admin, json: { email: 'x', telefone: '12' } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(
      expect.arrayContaining(['origem_id', 'tipo_duvida_id', 'produto_id', 'nome', 'email', 'telefone', 'detalhamento']),
    );
    const helena = await h.tokenFor('helena@vitoria.dev');
    const theirs = await ticketOptions(h, helena, 'vitoria');
    const foreign = await h.call<ErrorBody>('POST', '/api/aurora/tickets', {
      token: admin,
      json: {
        origem_id: theirs.origemId,
        tipo_duvida_id: theirs.tipoDuvidaId,
        produto_id: theirs.produtos[0]!.id,
        nome: 'X',
        email: 'x@y.com.br',
        ddi: '55',
        telefone: '11987654321',
        detalhamento: 'x',
      },
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors ?? {}).sort()).toEqual(['origem_id', 'produto_id', 'tipo_duvida_id']);
    const check = await h.call<ErrorBody>(
      'GET',
      `/api/aurora/verificaTicketProduto?email=x@y.com.br&produto_id=${theirs.produtos[0]!.id}`,
      { token: admin },
    );
    expect(check.body.errors?.produto_id).toEqual(['Produto inválido.']);
  });
});

describe('one ticket', () => {
  it('shows the lead, product, attendances, history and purchases to ticket_detalhar (editor too)', async () => {
    const closed = (await list('ticketsFechados?per_page=50')).body.data.data;
    const withSales = closed.find((t) => t.ultima_acao?.evento === 'finalizado')!;
    const res = await h.call<DataEnvelope<TicketDetail>>('GET', `/api/aurora/tickets/${withSales.id}`, { token: editor });
    expect(res.status).toBe(200);
    const detail = res.body.data;
    expect(detail.atendimentos.length).toBeGreaterThan(0);
    expect(detail.atendimentos[0]).toMatchObject({
      tipo: expect.stringMatching(/^(ganhou|perdeu)$/),
      status_atendimento: { nome: expect.any(String) },
    });
    expect(detail.acoesrecebidas.map((a) => a.evento)).toEqual(expect.arrayContaining(['criado', 'atendimento_iniciado', 'finalizado']));
    expect(detail.acoesrecebidas.at(-1)!.evento).toBe('criado');
    expect(detail.transacaos.every((t) => t.lead.id === detail.lead_id)).toBe(true);
    expect(detail).toMatchObject({ solicitacaos: [], automacaos: [], resposta: null });
    expect((await h.call<ErrorBody>('GET', '/api/aurora/tickets/abc', { token: admin })).status).toBe(404);
  });

  it('belongs to its company: another company’s ticket ids are 404 on every ticket endpoint', async () => {
    const helena = await h.tokenFor('helena@vitoria.dev');
    const theirs = (await h.call<ListResponse<Ticket>>('GET', '/api/vitoria/tickets', { token: helena })).body.data.data[0]!;
    const mine = (await list(`tickets?search=${theirs.id}&per_page=100`)).body.data.data;
    expect(mine.some((t) => t.lead.email === theirs.lead.email)).toBe(false);
    const calls: Array<[string, string, object?]> = [
      ['GET', `tickets/${theirs.id}`],
      [
        'PUT',
        `tickets/${theirs.id}`,
        {
          origem_id: 1,
          tipo_duvida_id: 1,
          produto_id: 1,
          nome: 'X',
          email: 'x@y.com.br',
          ddi: '55',
          telefone: '11987654321',
          detalhamento: 'x',
        },
      ],
      ['DELETE', `tickets/${theirs.id}`],
      ['POST', 'atender-ticket', { id: theirs.id }],
      ['POST', 'cancelar-atendimento-ticket', { id: theirs.id }],
      ['POST', 'ticketsTransferir', { ticket_id: theirs.id, user_id: await h.userId(AGENT) }],
      ['POST', 'ticketsReabrir', { ticket_id: theirs.id }],
      ['POST', 'ticket-send-whatsapp', { id: theirs.id, mensagem: 'Oi' }],
      ['POST', 'ticket-send-email', { id: theirs.id, assunto: 'Oi', mensagem: '<p>Oi</p>' }],
      ['POST', 'chamadas', { ticket_id: theirs.id, lead_id: theirs.lead_id, chamada_id: 'x1' }],
      [
        'POST',
        'atendimentos',
        {
          ticket_id: theirs.id,
          lead_id: theirs.lead_id,
          lead_produto_id: theirs.lead_produto_id,
          produto_id: theirs.produto_id,
          tipo: 'ganhou',
          follow_up: 'x',
          status_atendimento_id: 1,
        },
      ],
    ];
    for (const [method, path, json] of calls) {
      const res = await h.call<ErrorBody>(method, `/api/aurora/${path}`, { token: admin, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error, `${method} ${path}`).toBe('not_found');
    }
    expect((await h.call<ErrorBody>('GET', `/api/vitoria/tickets/${theirs.id}`, { token: admin })).body.error).toBe(
      'not.access.in.company',
    );
  });
});

describe('editing and deleting', () => {
  it('lets the creator edit (not the e-mail) and managers delete; closed tickets are history', async () => {
    // In a company of its own: the member added here must not show in the demo companies' member lists.
    const co = await createTestCompany(h);
    const manager = await addMember(h, 'Administrador', 'gestor', co);
    const agentThere = await addMember(h, 'Atendente', 'agente', co);
    const mine = await ticketOptions(h, manager.token, co);
    const ticket = await newTicket(h, manager.token, mine, {}, co);
    const body = {
      origem_id: mine.origemId,
      tipo_duvida_id: mine.tipoDuvidaId,
      produto_id: mine.produtos[2]!.id,
      nome: 'Nome Corrigido',
      email: ticket.lead.email.toUpperCase(),
      ddi: '351',
      telefone: '912345678',
      detalhamento: 'Detalhe revisto.',
    };
    const edited = await h.call<DataEnvelope<Ticket>>('PUT', `/api/${co}/tickets/${ticket.id}`, { token: manager.token, json: body });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      produto_id: mine.produtos[2]!.id,
      detalhamento: 'Detalhe revisto.',
      lead: { nome: 'Nome Corrigido', ddi: '351', ddd: '', telefone: '912345678' },
    });
    expect(edited.body.data.ultima_acao?.evento).toBe('editado');
    const otherEmail = await h.call<ErrorBody>('PUT', `/api/${co}/tickets/${ticket.id}`, {
      token: manager.token,
      json: { ...body, email: 'outro@exemplo.com.br' },
    });
    expect(otherEmail.body.errors?.email).toEqual(['O e-mail identifica o lead e não pode ser alterado aqui.']);
    expect((await h.call<ErrorBody>('PUT', `/api/${co}/tickets/${ticket.id}`, { token: agentThere.token, json: body })).status).toBe(403);
    expect((await h.call<ErrorBody>('DELETE', `/api/${co}/tickets/${ticket.id}`, { token: agentThere.token })).status).toBe(403);

    expect((await h.call('DELETE', `/api/${co}/tickets/${ticket.id}`, { token: manager.token })).status).toBe(204);
    expect((await h.call('GET', `/api/${co}/tickets/${ticket.id}`, { token: manager.token })).status).toBe(404);

    const closed = (await list('ticketsFechados?per_page=10')).body.data.data[0]!;
    expect((await h.call<ErrorBody>('DELETE', `/api/aurora/tickets/${closed.id}`, { token: admin })).status).toBe(409);
  });

  it('keeps what tickets refer to: a product or origin in use cannot be deleted (409), nothing is removed', async () => {
    const co = await createTestCompany(h);
    const manager = await addMember(h, 'Administrador', 'gestor', co);
    const mine = await ticketOptions(h, manager.token, co);
    await newTicket(h, manager.token, mine, {}, co);
    const produto = await h.call<ErrorBody>('DELETE', `/api/${co}/produtos/${mine.produtos[0]!.id}`, { token: manager.token });
    expect(produto.status).toBe(409);
    expect(produto.body.message).toContain('em uso');
    expect((await h.call('GET', `/api/${co}/produtos/${mine.produtos[0]!.id}`, { token: manager.token })).status).toBe(200);
    const created = await h.call<DataEnvelope<{ id: number }>>('POST', `/api/${co}/origems`, {
      token: manager.token,
      json: { nome: 'Feira' },
    });
    await newTicket(h, manager.token, { ...mine, origemId: created.body.data.id }, {}, co);
    expect((await h.call('DELETE', `/api/${co}/origems/${created.body.data.id}`, { token: manager.token })).status).toBe(409);
  });
});

describe('ticket totals', () => {
  /** The three tabs counted on `tickets` itself, as the kept counts must say. */
  async function counted(companyId: number, only?: SQL): Promise<TicketCounts> {
    const [row] = await h.db
      .select({
        abertos: sql<number>`count(*) filter (where ${tickets.status} <> 2)`.mapWith(Number),
        fechados: sql<number>`count(*) filter (where ${tickets.status} = 2)`.mapWith(Number),
        todos: count(),
      })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), only));
    return row!;
  }

  /** What the company's lists and tab counters answer `token`, for `query` (a product, or nothing). */
  async function answered(co: string, token: string, query = ''): Promise<TicketCounts> {
    const counters = await h.call<DataEnvelope<TicketCounts>>('GET', `/api/${co}/ticketsNum?${query}`, { token });
    const total = async (tab: string) =>
      (await h.call<ListResponse<Ticket>>('GET', `/api/${co}/${tab}?per_page=10&${query}`, { token })).body.data.total;
    const lists = { todos: await total('tickets'), abertos: await total('ticketsAbertos'), fechados: await total('ticketsFechados') };
    expect(lists).toEqual(counters.body.data);
    return counters.body.data;
  }

  it('stay exact through creating, closing, reopening, moving and deleting tickets, in one statement or many', async () => {
    const co = await createTestCompany(h);
    const companyId = await h.companyId(co);
    const manager = await addMember(h, 'Administrador', 'gestor', co);
    const mine = await ticketOptions(h, manager.token, co);
    const [first, second] = [mine.produtos[0]!.id, mine.produtos[1]!.id];
    const byProduct = (id: number) => counted(companyId, eq(tickets.produtoId, id));
    expect(await answered(co, manager.token)).toEqual({ abertos: 0, fechados: 0, todos: 0 });

    const made = [];
    for (let n = 0; n < 4; n += 1) made.push(await newTicket(h, manager.token, mine, { produto_id: n < 3 ? first : second }, co));
    expect(await answered(co, manager.token)).toEqual({ abertos: 4, fechados: 0, todos: 4 });
    expect(await answered(co, manager.token, `produto_id=${first}`)).toEqual(await byProduct(first));

    // Any writer keeps them: statements on the table itself, several rows at once, status and product together.
    const ids = made.map((ticket) => ticket.id);
    await h.db
      .update(tickets)
      .set({ status: 2 })
      .where(inArray(tickets.id, ids.slice(0, 2)));
    await h.db.update(tickets).set({ status: 3, produtoId: second }).where(eq(tickets.id, ids[0]!));
    await h.db.update(tickets).set({ detalhamento: 'Nada que conte.' }).where(inArray(tickets.id, ids));
    expect(await answered(co, manager.token)).toEqual(await counted(companyId));
    expect(await answered(co, manager.token)).toEqual({ abertos: 3, fechados: 1, todos: 4 });
    expect(await answered(co, manager.token, `produto_id=${second}`)).toEqual(await byProduct(second));
    expect(await answered(co, manager.token, `produto_id=${first}`)).toEqual({ abertos: 1, fechados: 1, todos: 2 });

    // Through the API: an open ticket deleted.
    expect((await h.call('DELETE', `/api/${co}/tickets/${ids[3]}`, { token: manager.token })).status).toBe(204);
    expect(await answered(co, manager.token)).toEqual({ abertos: 2, fechados: 1, todos: 3 });
    // A filter beyond the products is counted, and agrees.
    expect(await answered(co, manager.token, `search=${encodeURIComponent(made[1]!.lead.email)}`)).toEqual({
      abertos: 0,
      fechados: 1,
      todos: 1,
    });

    // Another company's tickets never count here, and a company goes with its counts.
    const aurora = await answered('aurora', admin);
    expect(aurora).toEqual(await counted(await h.companyId('aurora')));
    await h.db.delete(tickets).where(eq(tickets.companyId, companyId));
    expect(await answered(co, manager.token)).toEqual({ abertos: 0, fechados: 0, todos: 0 });
    await newTicket(h, manager.token, mine, {}, co);
    await h.db.delete(companies).where(eq(companies.id, companyId));
    expect(await answered('aurora', admin)).toEqual(aurora);
  });

  it('count only the products a role may see', async () => {
    const co = await createTestCompany(h);
    const manager = await addMember(h, 'Administrador', 'gestor', co);
    const mine = await ticketOptions(h, manager.token, co);
    const [seen, unseen] = [mine.produtos[0]!.id, mine.produtos[1]!.id];
    await newTicket(h, manager.token, mine, { produto_id: seen }, co);
    await newTicket(h, manager.token, mine, { produto_id: unseen }, co);
    await newTicket(h, manager.token, mine, { produto_id: unseen }, co);
    const role = await h.call<DataEnvelope<{ id: number }>>('POST', `/api/${co}/roles`, {
      token: manager.token,
      json: { nome: `Só um produto ${Date.now()}`, full_products: 0, produtos: [seen], permissions: ['ticket'] },
    });
    expect(role.status).toBe(201);
    const agentThere = await addMember(h, 'Atendente', 'atendente', co);
    await h.call('PUT', `/api/${co}/users_companies/${agentThere.id}`, {
      token: manager.token,
      json: { role_id: role.body.data.id, status: 'active' },
    });
    expect(await answered(co, agentThere.token)).toEqual({ abertos: 1, fechados: 0, todos: 1 });
    expect(await answered(co, agentThere.token, `produto_id=${unseen}`)).toEqual({ abertos: 0, fechados: 0, todos: 0 });
    expect(await answered(co, manager.token)).toEqual({ abertos: 3, fechados: 0, todos: 3 });
  });
});
