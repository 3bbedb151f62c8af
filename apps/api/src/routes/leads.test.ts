import { randomUUID } from 'node:crypto';
import type {
  AuditEntry,
  DataEnvelope,
  LeadDetail,
  LeadExport,
  LeadListItem,
  LeadRemoval,
  LeadTimelineEntry,
  Paginator,
} from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  atendimentos,
  campanhaContatos,
  campanhas,
  comissoes,
  descadastros,
  envioEventos,
  envios,
  leadProdutos,
  leads,
  planos,
  preComissoes,
  tickets,
  transacoes,
  vendasRecuperadas,
} from '../db/schema';
import { recordActivity } from '../services/tickets/history';
import { ADMIN, getHarness, type Harness } from '../test/harness';
import { addMember, newTicket, ticketTestCompany, type Member, type TicketOptions } from '../test/tickets';

type ErrorBody = { message: string; errors?: Record<string, string[]> };

let h: Harness;
let co: string;
let companyId: number;
let manager: Member;
let agent: Member;
let options: TicketOptions;

const uid = () => randomUUID().slice(0, 8);
const get = <T>(path: string, token = manager.token, company = co) => h.call<DataEnvelope<T>>('GET', `/api/${company}/${path}`, { token });

/** A lead as the engine writes it (the platform's buyer), with a CPF. */
async function seedLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await h.db
    .insert(leads)
    .values({ companyId, nome: `Pessoa ${uid()}`, email: `pessoa-${uid()}@exemplo.com.br`, ddd: '11', telefone: '987654321', ...values })
    .returning();
  return row!;
}

/** A purchase of the company's first product, as the platform reports it; credited as recovered when asked. */
async function purchase(leadId: number, status: 'approved' | 'refunded' | 'billet_printed', credited = false) {
  const produtoId = options.produtos[0]!.id;
  const [lp] = await h.db
    .insert(leadProdutos)
    .values({ companyId, leadId, produtoId })
    .onConflictDoUpdate({ target: [leadProdutos.companyId, leadProdutos.leadId, leadProdutos.produtoId], set: { leadId } })
    .returning({ id: leadProdutos.id });
  const [sale] = await h.db
    .insert(transacoes)
    .values({
      companyId,
      leadId,
      leadProdutoId: lp!.id,
      produtoId,
      transaction: `HP${uid()}`,
      status,
      paymentType: 'credit_card',
      fullPrice: 197,
      cmsVendor: 180,
      cmsMarketplace: 17,
      purchaseDate: new Date(Date.now() - 3_600_000),
    })
    .returning({ id: transacoes.id });
  if (credited)
    await h.db.insert(vendasRecuperadas).values({
      companyId,
      transacaoId: sale!.id,
      leadId,
      produtoId,
      valor: 197,
      origem: 'link_agente',
      usuarioId: manager.id,
      recuperadaEm: new Date(),
    });
  return sale!.id;
}

/** A member's approved claim to the commission on a sale, with its proof, and the commission it became. */
async function claimCommission(leadId: number, sale: number, descricao: string, emailSecundario: string) {
  const [pair] = await h.db
    .select({ id: leadProdutos.id, produtoId: leadProdutos.produtoId })
    .from(leadProdutos)
    .where(and(eq(leadProdutos.companyId, companyId), eq(leadProdutos.leadId, leadId)));
  const [claim] = await h.db
    .insert(preComissoes)
    .values({
      companyId,
      transacaoId: sale,
      leadId,
      leadProdutoId: pair!.id,
      produtoId: pair!.produtoId,
      criadorType: 'user',
      criadorId: manager.id,
      criadorNome: manager.name,
      criadorUserId: manager.id,
      atendenteId: manager.id,
      valorVenda: 197,
      comissaoCriador: 9.85,
      comissaoAtendente: 19.7,
      situacao: 'aprovada',
      descricao,
      emailSecundario,
      decididoEm: new Date(),
    })
    .returning({ id: preComissoes.id });
  await h.db.insert(comissoes).values({
    companyId,
    userId: manager.id,
    preComissaoId: claim!.id,
    leadId,
    produtoId: pair!.produtoId,
    natureza: 'atendimento',
    valor: 19.7,
  });
  return claim!.id;
}

beforeAll(async () => {
  h = await getHarness();
  ({ co, manager, options } = await ticketTestCompany(h));
  companyId = await h.companyId(co);
  agent = await addMember(h, 'Atendente', 'agente', co);
});

describe('GET /leads', () => {
  it('finds a lead by its CPF (masked or not), e-mail, name or phone, one page at a time', async () => {
    const cpf = `${Math.floor(Math.random() * 1e11)}`.padStart(11, '0');
    const lead = await seedLead({ nome: 'Joana Prado Busca', cpf, telefone: '912340000' });
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    for (const search of [cpf, masked, lead.email, 'Prado Busca', '(11) 91234-0000']) {
      const res = await get<Paginator<LeadListItem>>(`leads?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
      expect(
        res.body.data.data.map((row) => row.id),
        search,
      ).toEqual([lead.id]);
    }
    for (let i = 0; i < 11; i += 1) await seedLead({ nome: `Paginado ${i}` });
    const first = await get<Paginator<LeadListItem>>('leads?search=Paginado&per_page=10&sort=nome');
    expect(first.body.data).toMatchObject({ total: 11, last_page: 2, per_page: 10, from: 1, to: 10 });
    expect(first.body.data.data[0]!.nome).toBe('Paginado 0');
    const second = await get<Paginator<LeadListItem>>('leads?search=Paginado&per_page=10&page=2&sort=nome');
    expect(second.body.data.data).toHaveLength(1);
  });

  it('filters by purchase, product, origin and period, and tells each row where its purchases stand', async () => {
    const tag = `Filtro ${uid()}`;
    const buyer = await seedLead({ nome: `${tag} comprou` });
    await purchase(buyer.id, 'approved');
    const refunded = await seedLead({ nome: `${tag} reembolsou` });
    await purchase(refunded.id, 'refunded');
    const none = await seedLead({ nome: `${tag} nada` });
    const list = async (query: string) =>
      (await get<Paginator<LeadListItem>>(`leads?search=${encodeURIComponent(tag)}&${query}`)).body.data.data.map((row) => row.id);
    expect(await list('compra=comprou')).toEqual([buyer.id]);
    expect(await list('compra=reembolsou')).toEqual([refunded.id]);
    expect(await list('compra=nao_comprou')).toEqual([none.id]);
    expect((await list(`produto_id=${options.produtos[0]!.id}`)).sort()).toEqual([buyer.id, refunded.id].sort());
    const all = await get<Paginator<LeadListItem>>(`leads?search=${encodeURIComponent(tag)}&sort=nome`);
    expect(all.body.data.data.map((row) => row.compra)).toEqual(['comprou', 'nao_comprou', 'reembolsou']);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await list(`dt_inicio=2000-01-01&dt_fim=2000-01-02`)).toEqual([]);
    expect(await list(`dt_inicio=${yesterday}`)).toContain(buyer.id);
    const ticket = await newTicket(h, manager.token, options, { nome: `${tag} pelo ticket` }, co);
    expect(await list('origem=ticket')).toEqual([ticket.lead_id]);
  });

  it('keeps where each lead stands as its purchases, campaign entries and tickets change, whoever writes them', async () => {
    const tag = `Mantido ${uid()}`;
    const lead = await seedLead({ nome: `${tag} pessoa` });
    const list = async (query: string) =>
      (await get<Paginator<LeadListItem>>(`leads?search=${encodeURIComponent(tag)}&${query}`)).body.data.data.map((row) => row.id);
    // A purchase refunded later: the lead stands as refunded, and a second purchase makes them a buyer again.
    const sale = await purchase(lead.id, 'approved');
    expect(await list('compra=comprou')).toEqual([lead.id]);
    await h.db.update(transacoes).set({ status: 'refunded' }).where(eq(transacoes.id, sale));
    expect(await list('compra=reembolsou')).toEqual([lead.id]);
    await purchase(lead.id, 'approved');
    expect(await list('compra=comprou')).toEqual([lead.id]);
    await h.db.delete(transacoes).where(eq(transacoes.leadId, lead.id));
    expect(await list('compra=nao_comprou')).toEqual([lead.id]);
    // Entering a boleto campaign makes it an origin; leaving the campaign's records takes it away.
    const [plano] = await h.db
      .insert(planos)
      .values({ companyId, nome: `Plano ${uid()}` })
      .returning({ id: planos.id });
    const [campanha] = await h.db
      .insert(campanhas)
      .values({ companyId, planoId: plano!.id, produtoId: options.produtos[0]!.id, tipo: 'boleto', nome: `Boleto ${uid()}`, ativo: false })
      .returning({ id: campanhas.id });
    await h.db.insert(campanhaContatos).values({ companyId, campanhaId: campanha!.id, leadId: lead.id });
    expect(await list('origem=boleto')).toEqual([lead.id]);
    expect(await list('origem=carrinho')).toEqual([]);
    await h.db.delete(campanhas).where(eq(campanhas.id, campanha!.id));
    expect(await list('origem=boleto')).toEqual([]);
  });

  it('refuses a page size, a purchase or a period it does not know, per field', async () => {
    const res = await h.call<ErrorBody>('GET', `/api/${co}/leads?per_page=7&compra=talvez&dt_inicio=2025-02-30`, { token: manager.token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['compra', 'dt_inicio', 'per_page']);
  });

  it('keeps companies apart', async () => {
    const lead = await seedLead({ nome: `Só desta empresa ${uid()}` });
    const admin = await h.tokenFor(ADMIN);
    const other = await get<Paginator<LeadListItem>>(`leads?search=${encodeURIComponent(lead.nome)}`, admin, 'aurora');
    expect(other.body.data.total).toBe(0);
    expect((await h.call('GET', `/api/aurora/leads/${lead.id}`, { token: admin })).status).toBe(404);
    expect((await h.call('GET', `/api/aurora/leads/${lead.id}/linha-do-tempo`, { token: admin })).status).toBe(404);
    expect((await h.call('POST', `/api/aurora/leads/${lead.id}/anonimizar`, { token: admin })).status).toBe(404);
  });
});

describe('one lead', () => {
  it('corrects the name and phone; refuses a bad one on its field', async () => {
    const lead = await seedLead();
    const bad = await h.call<ErrorBody>('PUT', `/api/${co}/leads/${lead.id}`, {
      token: manager.token,
      json: { nome: ' ', ddi: '55', telefone: '1234567890123' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['nome', 'telefone']);
    const ok = await h.call<DataEnvelope<LeadDetail>>('PUT', `/api/${co}/leads/${lead.id}`, {
      token: agent.token,
      json: { nome: 'Nome Corrigido', ddi: '55', telefone: '21998765432', email: 'nao@muda.com', cpf: '11111111111' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ nome: 'Nome Corrigido', ddd: '21', telefone: '998765432', email: lead.email, cpf: null });
  });

  it('tells its story newest first, by kind, with the tabs counted', async () => {
    const ticket = await newTicket(h, manager.token, options, {}, co);
    const sale = await purchase(ticket.lead_id, 'approved', true);
    // The cart campaign enrolled the lead and sent an e-mail, opened twice and clicked once.
    const [plano] = await h.db
      .insert(planos)
      .values({ companyId, nome: `Plano ${uid()}` })
      .returning({ id: planos.id });
    const [campanha] = await h.db
      .insert(campanhas)
      .values({
        companyId,
        planoId: plano!.id,
        produtoId: options.produtos[0]!.id,
        tipo: 'carrinho',
        nome: `Carrinho ${uid()}`,
        ativo: false,
      })
      .returning({ id: campanhas.id });
    const [contato] = await h.db
      .insert(campanhaContatos)
      .values({ companyId, campanhaId: campanha!.id, leadId: ticket.lead_id })
      .returning({ id: campanhaContatos.id });
    const [sent] = await h.db
      .insert(envios)
      .values({
        companyId,
        campanhaId: campanha!.id,
        contatoId: contato!.id,
        canal: 'email',
        situacao: 'enviado',
        previstoPara: new Date(),
        enviadoEm: new Date(),
        assunto: 'Seu carrinho',
      })
      .returning({ id: envios.id });
    await h.db
      .insert(envioEventos)
      .values(['aberto', 'aberto', 'clicou'].map((evento) => ({ companyId, envioId: sent!.id, evento: evento as 'aberto' | 'clicou' })));
    // On the ticket an agent called the lead, wrote on WhatsApp and by e-mail, and attended them (lost, for now).
    const [row] = await h.db
      .select({ leadProdutoId: tickets.leadProdutoId, produtoId: tickets.produtoId })
      .from(tickets)
      .where(eq(tickets.id, ticket.id));
    const contact = { companyId, leadId: ticket.lead_id, ticketId: ticket.id, userId: agent.id };
    await recordActivity(h.db, { ...contact, evento: 'chamada', acao: 'call_made' });
    await recordActivity(h.db, {
      ...contact,
      evento: 'whatsapp',
      acao: 'whatsapp_sent',
      properties: { tipo: 'whatsapp', mensagem: 'Oi, ainda quer o curso?' },
    });
    await recordActivity(h.db, {
      ...contact,
      evento: 'email',
      acao: 'email_sent',
      properties: { tipo: 'email', assunto: 'Sua vaga', mensagem: '<p>Sua vaga está guardada.</p>' },
    });
    const status = options.status[0]!;
    await h.db.insert(atendimentos).values({
      companyId,
      ticketId: ticket.id,
      atendenteId: agent.id,
      leadId: ticket.lead_id,
      leadProdutoId: row!.leadProdutoId,
      produtoId: row!.produtoId,
      tipo: 'perdeu',
      followUp: 'Achou caro.',
      statusAtendimentoId: status.id,
    });
    const detail = await get<LeadDetail>(`leads/${ticket.lead_id}`);
    expect(detail.body.data).toMatchObject({ compra: 'comprou', contagens: { transacoes: 1, tickets: 1 }, anonimizado_em: null });
    const timeline = await get<Paginator<LeadTimelineEntry>>(`leads/${ticket.lead_id}/linha-do-tempo`);
    expect(timeline.status).toBe(200);
    const kinds = timeline.body.data.data.map((entry) => entry.tipo);
    expect(kinds).toEqual(
      expect.arrayContaining(['plataforma', 'envio', 'ticket', 'atendimento', 'chamada', 'mensagem', 'transacao', 'credito']),
    );
    const moments = timeline.body.data.data.map((entry) => entry.em);
    expect(moments).toEqual([...moments].sort().reverse());
    const credit = timeline.body.data.data.find((entry) => entry.tipo === 'credito')!;
    expect(credit).toMatchObject({ evento: 'link_agente', situacao: 'creditada', valor: 197, autor: { type: 'user', id: manager.id } });
    const envio = timeline.body.data.data.find((entry) => entry.tipo === 'envio')!;
    expect(envio).toMatchObject({ evento: 'email', situacao: 'enviado', detalhe: 'Seu carrinho', aberturas: 2, cliques: 1 });
    expect(timeline.body.data.data.find((entry) => entry.tipo === 'plataforma')).toMatchObject({ evento: 'carrinho', situacao: 'ativo' });
    const byAgent = { type: 'user', id: agent.id, nome: agent.name };
    const produto = { id: row!.produtoId };
    expect(timeline.body.data.data.find((entry) => entry.tipo === 'atendimento')).toMatchObject({
      evento: 'perdeu',
      situacao: status.nome,
      detalhe: 'Achou caro.',
      produto,
      autor: byAgent,
      ticket_id: ticket.id,
    });
    expect(timeline.body.data.data.find((entry) => entry.tipo === 'chamada')).toMatchObject({
      evento: 'chamada',
      acao: 'call_made',
      produto,
      autor: byAgent,
      ticket_id: ticket.id,
    });
    const messages = await get<Paginator<LeadTimelineEntry>>(`leads/${ticket.lead_id}/linha-do-tempo?tipo=mensagem`);
    // Newest first: the e-mail (told by its subject), then the WhatsApp message (told by its text).
    expect(messages.body.data.data).toMatchObject([
      { tipo: 'mensagem', evento: 'email', acao: 'email_sent', detalhe: 'Sua vaga', produto, autor: byAgent, ticket_id: ticket.id },
      { tipo: 'mensagem', evento: 'whatsapp', acao: 'whatsapp_sent', detalhe: 'Oi, ainda quer o curso?', autor: byAgent },
    ]);
    expect(messages.body.data.total).toBe(2);
    const only = await get<Paginator<LeadTimelineEntry>>(`leads/${ticket.lead_id}/linha-do-tempo?tipo=transacao&per_page=10`);
    expect(only.body.data.data.map((entry) => [entry.tipo, entry.id])).toEqual([['transacao', `transacao:${sale}`]]);
    expect((await get<Paginator<unknown>>(`leads/${ticket.lead_id}/transacoes`)).body.data.total).toBe(1);
    expect((await get<Paginator<unknown>>(`leads/${ticket.lead_id}/tickets`)).body.data.total).toBe(1);
    expect((await h.call('GET', `/api/${co}/leads/${ticket.lead_id}/linha-do-tempo?tipo=outro`, { token: manager.token })).status).toBe(
      422,
    );
  });

  it('says what goes with it before deleting, and refuses to delete sales and tickets', async () => {
    const ticket = await newTicket(h, manager.token, options, {}, co);
    const removal = await get<LeadRemoval>(`leads/${ticket.lead_id}/exclusao`);
    expect(removal.body.data).toMatchObject({ tickets: 1, pode_excluir: false });
    expect((await h.call('DELETE', `/api/${co}/leads/${ticket.lead_id}`, { token: manager.token })).status).toBe(409);
    const spare = await seedLead();
    expect((await get<LeadRemoval>(`leads/${spare.id}/exclusao`)).body.data.pode_excluir).toBe(true);
    expect((await h.call('DELETE', `/api/${co}/leads/${spare.id}`, { token: agent.token })).status).toBe(403);
    expect((await h.call('DELETE', `/api/${co}/leads/${spare.id}`, { token: manager.token })).status).toBe(204);
    expect((await h.call('GET', `/api/${co}/leads/${spare.id}`, { token: manager.token })).status).toBe(404);
  });
});

describe('LGPD', () => {
  it('needs its own permission: an agent who sees leads may neither export nor erase', async () => {
    const lead = await seedLead();
    expect((await h.call('GET', `/api/${co}/leads/${lead.id}`, { token: agent.token })).status).toBe(200);
    expect((await h.call('GET', `/api/${co}/leads/${lead.id}/exportacao`, { token: agent.token })).status).toBe(403);
    expect((await h.call('POST', `/api/${co}/leads/${lead.id}/anonimizar`, { token: agent.token })).status).toBe(403);
  });

  it('exports everything held about the lead, and records who did', async () => {
    const ticket = await newTicket(h, manager.token, options, { nome: 'Exportada da Silva' }, co);
    const sale = await purchase(ticket.lead_id, 'approved', true);
    // The agent claimed a commission on the sale, with a proof naming the person; approved, it became the agent's.
    const claim = await claimCommission(ticket.lead_id, sale, 'A Exportada comprou pelo meu link.', 'outra@exemplo.com.br');
    const res = await get<LeadExport>(`leads/${ticket.lead_id}/exportacao?formato=csv`);
    expect(res.status).toBe(200);
    expect(res.body.data.lead).toMatchObject({ id: ticket.lead_id, nome: 'Exportada da Silva' });
    expect(res.body.data.transacoes).toHaveLength(1);
    expect(res.body.data.vendas_recuperadas).toHaveLength(1);
    expect(res.body.data.pre_comissoes).toEqual([
      {
        id: claim,
        transacao: res.body.data.transacoes[0]!.transaction,
        produto: res.body.data.transacoes[0]!.produto,
        situacao: 'aprovada',
        valor_venda: 197,
        comissao_criador: 9.85,
        comissao_atendente: 19.7,
        descricao: 'A Exportada comprou pelo meu link.',
        email_secundario: 'outra@exemplo.com.br',
        created_at: expect.any(String),
        decidido_em: expect.any(String),
      },
    ]);
    expect(res.body.data.comissoes).toEqual([
      {
        id: expect.any(Number),
        pre_comissao_id: claim,
        produto: res.body.data.transacoes[0]!.produto,
        natureza: 'atendimento',
        valor: 19.7,
        retida_ate: null,
        estornada_em: null,
        created_at: expect.any(String),
      },
    ]);
    // The people paid are not the lead's data.
    expect(JSON.stringify(res.body.data.pre_comissoes)).not.toContain(manager.name);
    expect(res.body.data.tickets.map((t) => t.id)).toEqual([ticket.id]);
    expect(res.body.data.historico.length).toBeGreaterThan(0);
    const audit = await get<Paginator<AuditEntry>>('auditoria?area=leads');
    const entry = audit.body.data.data.find((row) => row.entity_id === ticket.lead_id && row.action === 'export');
    expect(entry).toMatchObject({
      label: `Lead #${ticket.lead_id}`,
      actor: { id: manager.id },
      changes: [{ field: 'formato', after: 'csv' }],
    });
    expect((await h.call('GET', `/api/${co}/leads/${ticket.lead_id}/exportacao?formato=pdf`, { token: manager.token })).status).toBe(422);
  });

  it('erases the person: no longer found by name, e-mail or CPF; the sale and its credit still count', async () => {
    const cpf = `${Math.floor(Math.random() * 1e11)}`.padStart(11, '0');
    const ticket = await newTicket(h, manager.token, options, { nome: 'Apagada Pereira' }, co);
    await h.db.update(leads).set({ cpf }).where(eq(leads.id, ticket.lead_id));
    const sale = await purchase(ticket.lead_id, 'approved', true);
    const email = ticket.lead.email;
    // The agent's proof names her and the e-mail she bought with: erased too, the amounts kept.
    await claimCommission(ticket.lead_id, sale, 'Apagada Pereira comprou pelo meu link.', email);

    const erased = await h.call<DataEnvelope<LeadDetail>>('POST', `/api/${co}/leads/${ticket.lead_id}/anonimizar`, {
      token: manager.token,
    });
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({
      nome: 'Lead anonimizado',
      cpf: null,
      telefone: '',
      compra: 'comprou',
      contagens: { transacoes: 1 },
    });
    expect(erased.body.data.anonimizado_em).not.toBeNull();
    expect(erased.body.data.email).not.toContain(email.split('@')[0]!);

    for (const search of ['Apagada Pereira', email, cpf]) {
      expect((await get<Paginator<LeadListItem>>(`leads?search=${encodeURIComponent(search)}`)).body.data.total, search).toBe(0);
    }
    const [kept] = await h.db.select().from(transacoes).where(eq(transacoes.id, sale));
    expect(kept).toMatchObject({ leadId: ticket.lead_id, fullPrice: 197, status: 'approved' });
    const credits = await h.db
      .select()
      .from(vendasRecuperadas)
      .where(and(eq(vendasRecuperadas.transacaoId, sale), eq(vendasRecuperadas.companyId, companyId)));
    expect(credits).toHaveLength(1);
    const exported = await get<LeadExport>(`leads/${ticket.lead_id}/exportacao`);
    expect(JSON.stringify(exported.body.data)).not.toContain('Apagada');
    expect(JSON.stringify(exported.body.data)).not.toContain(email);
    expect(exported.body.data.pre_comissoes).toMatchObject([{ descricao: null, email_secundario: null, valor_venda: 197 }]);
    expect(exported.body.data.comissoes).toMatchObject([{ valor: 19.7 }]);

    const audit = await get<Paginator<AuditEntry>>('auditoria?area=leads');
    expect(audit.body.data.data.find((row) => row.entity_id === ticket.lead_id && row.action === 'erase')).toMatchObject({
      label: `Lead #${ticket.lead_id}`,
    });
    expect(JSON.stringify(audit.body.data)).not.toContain('Apagada');

    expect((await h.call('POST', `/api/${co}/leads/${ticket.lead_id}/anonimizar`, { token: manager.token })).status).toBe(409);
    const edit = { nome: 'De volta', ddi: '55', telefone: '' };
    expect((await h.call('PUT', `/api/${co}/leads/${ticket.lead_id}`, { token: manager.token, json: edit })).status).toBe(404);
  });

  it('shows the opt-out with its date and the campaign it came from', async () => {
    const lead = await seedLead();
    await h.db.insert(descadastros).values({ companyId, destino: lead.email.toLowerCase() });
    const detail = await get<LeadDetail>(`leads/${lead.id}`);
    expect(detail.body.data.descadastros).toEqual([{ em: expect.any(String), destino_tipo: 'email', campanha: null, canal: null }]);
    const list = await get<Paginator<LeadTimelineEntry>>(`leads/${lead.id}/linha-do-tempo?tipo=descadastro`);
    expect(list.body.data.data.map((entry) => entry.evento)).toEqual(['email']);
  });
});
