import type {
  DataEnvelope,
  ErrorBody,
  MySalesSummary,
  PeopleSalesReport,
  PlanReport,
  RecoveredSalesReport,
  TicketsReport,
} from '@retoma/api-client';
import { REPORT_PERIOD_MESSAGE } from '@retoma/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  atendimentos,
  campanhaContatos,
  campanhaPassos,
  campanhas,
  catalogos,
  comissoes,
  envioEventos,
  envios,
  leadProdutos,
  leads,
  planos,
  produtos,
  statusDeFinalizacao,
  tickets,
  transacoes,
  vendasRecuperadas,
} from '../db/schema';
import { getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/**
 * The reports in a company of the suite's own, on credits written with known amounts and dates (the company is in
 * São Paulo, UTC-3): sums to the cent, reversed sales apart and netted, the comparison, the time zone's days, the
 * 60-day limit, the permission and the company's isolation.
 */

let h: Harness;
let co: string;
let other: string;
let companyId: number;
let gestor: Member;
let agente: Member;
let vendedora: Member;
let editor: Member;
let p1: number;
let p2: number;
let campanhaId: number;
let passoId: number;
let lossReason: number;

const PERIOD = 'dt_inicio=2026-10-01&dt_fim=2026-10-10';
const get = <T>(path: string, token = gestor.token, company = co) => h.call<T & ErrorBody>('GET', `/api/${company}/${path}`, { token });

interface Sale {
  company?: number;
  produto: number;
  valor: string;
  at: string;
  payment: 'credit_card' | 'billet';
  origem: 'campanha' | 'link_agente' | 'ticket';
  usuario?: number;
  revertida?: 'PURCHASE_REFUNDED' | 'PURCHASE_CHARGEBACK';
}

let leadCount = 0;
async function newLead(company: number, produto: number) {
  leadCount += 1;
  const [lead] = await h.db
    .insert(leads)
    .values({ companyId: company, nome: `Lead ${leadCount}`, email: `relatorio-${leadCount}-${Date.now()}@exemplo.com.br` })
    .returning({ id: leads.id });
  const [pair] = await h.db
    .insert(leadProdutos)
    .values({ companyId: company, leadId: lead!.id, produtoId: produto })
    .returning({ id: leadProdutos.id });
  return { leadId: lead!.id, leadProdutoId: pair!.id };
}

async function sale(s: Sale) {
  const company = s.company ?? companyId;
  const { leadId, leadProdutoId } = await newLead(company, s.produto);
  const [tx] = await h.db
    .insert(transacoes)
    .values({
      companyId: company,
      leadId,
      leadProdutoId,
      produtoId: s.produto,
      transaction: `REL-${leadCount}-${Date.now()}`,
      status: s.revertida ? 'refunded' : 'approved',
      paymentType: s.payment,
      fullPrice: Number(s.valor),
      cmsVendor: Number(s.valor),
      cmsMarketplace: 0,
    })
    .returning({ id: transacoes.id });
  await h.db.insert(vendasRecuperadas).values({
    companyId: company,
    transacaoId: tx!.id,
    leadId,
    produtoId: s.produto,
    valor: Number(s.valor),
    origem: s.origem,
    campanhaId: s.origem === 'campanha' && company === companyId ? campanhaId : null,
    passoId: s.origem === 'campanha' && company === companyId ? passoId : null,
    usuarioId: s.usuario ?? null,
    recuperadaEm: new Date(s.at),
    revertidaEm: s.revertida ? new Date('2026-10-20T12:00:00-03:00') : null,
    motivoReversao: s.revertida ?? null,
  });
  return tx!.id;
}

async function attendance(tipo: 'ganhou' | 'perdeu', at: string, reason: number | null = null) {
  const { leadId, leadProdutoId } = await newLead(companyId, p1);
  const [ticket] = await h.db
    .insert(tickets)
    .values({
      companyId,
      leadId,
      produtoId: p1,
      leadProdutoId,
      responsavelType: 'user',
      responsavelId: gestor.id,
      status: 2,
      // Created two hours before its attendance, which closed it.
      createdAt: new Date(Date.parse(at) - 2 * 3_600_000),
      fechadoEm: new Date(at),
      primeiroAtendimentoEm: new Date(at),
    })
    .returning({ id: tickets.id });
  const [status] = await h.db
    .select({ id: statusDeFinalizacao.id })
    .from(statusDeFinalizacao)
    .where(and(eq(statusDeFinalizacao.companyId, companyId), eq(statusDeFinalizacao.tipo, tipo)))
    .limit(1);
  await h.db.insert(atendimentos).values({
    companyId,
    ticketId: ticket!.id,
    atendenteId: agente.id,
    leadId,
    leadProdutoId,
    produtoId: p1,
    tipo,
    followUp: 'Conversamos por telefone.',
    statusAtendimentoId: status!.id,
    tipoDePerdaId: reason,
    createdAt: new Date(at),
  });
  return leadId;
}

beforeAll(async () => {
  h = await getHarness();
  [co, other] = await Promise.all([createTestCompany(h), createTestCompany(h)]);
  companyId = await h.companyId(co);
  [gestor, agente, vendedora, editor] = await Promise.all([
    addMember(h, 'Administrador', 'gestor', co),
    addMember(h, 'Atendente', 'agente', co),
    addMember(h, 'Atendente', 'vendedora', co),
    addMember(h, 'editor', 'editor', co),
  ]);
  const ours = await h.db.select({ id: produtos.id }).from(produtos).where(eq(produtos.companyId, companyId)).orderBy(produtos.id).limit(2);
  [p1, p2] = ours.map((row) => row.id) as [number, number];
  const [plano] = await h.db.insert(planos).values({ companyId, nome: 'Plano principal' }).returning({ id: planos.id });
  const [campanha] = await h.db
    .insert(campanhas)
    .values({ companyId, planoId: plano!.id, produtoId: p1, tipo: 'carrinho', nome: 'Carrinho abandonado' })
    .returning({ id: campanhas.id });
  campanhaId = campanha!.id;
  const [passo] = await h.db
    .insert(campanhaPassos)
    .values({ companyId, campanhaId, canal: 'email', posicao: 2, unidadeTempo: 1, unidadeMedida: 'horas', periodo: 60, corpo: 'Volte!' })
    .returning({ id: campanhaPassos.id });
  passoId = passo!.id;

  await sale({ produto: p1, valor: '100.10', at: '2026-10-02T12:00:00-03:00', payment: 'credit_card', origem: 'campanha' });
  await sale({
    produto: p1,
    valor: '200.20',
    at: '2026-10-03T09:00:00-03:00',
    payment: 'billet',
    origem: 'campanha',
    revertida: 'PURCHASE_REFUNDED',
  });
  // 23:30 in São Paulo is already the 4th in UTC: the report counts it on the 3rd.
  await sale({
    produto: p2,
    valor: '0.10',
    at: '2026-10-03T23:30:00-03:00',
    payment: 'credit_card',
    origem: 'link_agente',
    usuario: agente.id,
  });
  await sale({
    produto: p1,
    valor: '50.00',
    at: '2026-10-05T10:00:00-03:00',
    payment: 'billet',
    origem: 'ticket',
    usuario: agente.id,
    revertida: 'PURCHASE_CHARGEBACK',
  });
  await sale({ produto: p2, valor: '0.20', at: '2026-10-10T23:59:00-03:00', payment: 'credit_card', origem: 'ticket', usuario: agente.id });
  // The previous period (the 10 days before) and the first minute after the period.
  await sale({ produto: p1, valor: '33.33', at: '2026-09-25T10:00:00-03:00', payment: 'credit_card', origem: 'campanha' });
  await sale({
    produto: p1,
    valor: '999.99',
    at: '2026-10-11T00:00:30-03:00',
    payment: 'credit_card',
    origem: 'ticket',
    usuario: vendedora.id,
  });
  // Another company's sale in the same days.
  const otherId = await h.companyId(other);
  const [theirs] = await h.db.select({ id: produtos.id }).from(produtos).where(eq(produtos.companyId, otherId)).limit(1);
  await sale({
    company: otherId,
    produto: theirs!.id,
    valor: '777.77',
    at: '2026-10-04T10:00:00-03:00',
    payment: 'credit_card',
    origem: 'campanha',
  });

  const ganho = await attendance('ganhou', '2026-10-04T15:00:00-03:00');
  const [reason] = await h.db
    .select({ id: catalogos.id })
    .from(catalogos)
    .where(and(eq(catalogos.companyId, companyId), eq(catalogos.kind, 'motivo_perda')))
    .limit(1);
  lossReason = reason!.id;
  await attendance('perdeu', '2026-10-06T15:00:00-03:00', lossReason);
  await h.db.insert(comissoes).values([
    {
      companyId,
      userId: agente.id,
      leadId: ganho,
      produtoId: p1,
      natureza: 'atendimento',
      valor: 12.34,
      createdAt: new Date('2026-10-04T16:00:00-03:00'),
    },
    // Cancelled by a refund before it was ordered: not generated.
    {
      companyId,
      userId: agente.id,
      leadId: ganho,
      produtoId: p1,
      natureza: 'atendimento',
      valor: 5,
      createdAt: new Date('2026-10-05T16:00:00-03:00'),
      estornadaEm: new Date('2026-10-20T12:00:00-03:00'),
    },
    // A clawback adjustment of a commission already ordered.
    {
      companyId,
      userId: agente.id,
      leadId: ganho,
      produtoId: p1,
      natureza: 'estorno',
      valor: -1.11,
      createdAt: new Date('2026-10-06T16:00:00-03:00'),
    },
  ]);
});

describe('GET /relatorio-vendas', () => {
  it('sums the period to the cent, reversed sales apart and netted, against the period before', async () => {
    const res = await get<DataEnvelope<RecoveredSalesReport>>(`relatorio-vendas?${PERIOD}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.data;
    expect(report.periodo).toEqual({
      dt_inicio: '2026-10-01',
      dt_fim: '2026-10-10',
      anterior_inicio: '2026-09-21',
      anterior_fim: '2026-09-30',
      dias: 10,
    });
    expect(report.atual).toEqual({
      vendas: 5,
      revertidas: 2,
      bruto_centavos: 35_060,
      revertido_centavos: 25_020,
      liquido_centavos: 10_040,
    });
    expect(report.anterior).toEqual({ vendas: 1, revertidas: 0, bruto_centavos: 3_333, revertido_centavos: 0, liquido_centavos: 3_333 });
    expect(report.reversoes).toEqual({
      reembolsos: { vendas: 1, valor_centavos: 20_020 },
      chargebacks: { vendas: 1, valor_centavos: 5_000 },
    });

    const origin = Object.fromEntries(report.por_origem.map((row) => [row.origem, row.liquido_centavos]));
    expect(origin).toEqual({ carrinho: 10_010, boleto: 0, cancelado: 0, agendamento: 0, whatsapp: 0, link_direto: 10, ticket_manual: 20 });
    expect(report.automatico.liquido_centavos).toBe(10_010);
    expect(report.assistido).toEqual({ vendas: 3, revertidas: 1, bruto_centavos: 5_030, revertido_centavos: 5_000, liquido_centavos: 30 });
    expect(report.por_passo).toEqual([
      {
        campanha: { id: campanhaId, nome: 'Carrinho abandonado', tipo: 'carrinho' },
        canal: 'email',
        posicao: 2,
        vendas: 2,
        revertidas: 1,
        bruto_centavos: 30_030,
        revertido_centavos: 20_020,
        liquido_centavos: 10_010,
      },
    ]);
    expect(report.por_pagamento.map((row) => [row.payment_type, row.bruto_centavos, row.liquido_centavos])).toEqual([
      ['credit_card', 10_040, 10_040],
      ['billet', 25_020, 0],
    ]);
    expect(report.produtos.map((row) => [row.id, row.liquido_centavos])).toEqual([
      [p1, 10_010],
      [p2, 30],
    ]);
    // Every split adds up to the total, to the cent.
    const total = report.atual.liquido_centavos;
    for (const rows of [report.por_origem, report.por_pagamento, report.produtos, report.por_dia]) {
      expect(rows.reduce((sum, row) => sum + row.liquido_centavos, 0)).toBe(total);
    }
    expect(report.por_dia).toEqual([
      { dia: '2026-10-02', id: p1, liquido_centavos: 10_010 },
      { dia: '2026-10-03', id: p1, liquido_centavos: 0 },
      { dia: '2026-10-03', id: p2, liquido_centavos: 10 },
      { dia: '2026-10-05', id: p1, liquido_centavos: 0 },
      { dia: '2026-10-10', id: p2, liquido_centavos: 20 },
    ]);
  });

  it('filters by product', async () => {
    const res = await get<DataEnvelope<RecoveredSalesReport>>(`relatorio-vendas?${PERIOD}&produtos=${p2}`);
    expect(res.body.data.atual).toEqual({ vendas: 2, revertidas: 0, bruto_centavos: 30, revertido_centavos: 0, liquido_centavos: 30 });
    expect(res.body.data.produtos.map((row) => row.id)).toEqual([p2]);
  });

  it('takes up to 60 days and refuses a longer period on its field, with the spec’s message', async () => {
    expect((await get(`relatorio-vendas?dt_inicio=2026-08-12&dt_fim=2026-10-10`)).status).toBe(200);
    const long = await get(`relatorio-vendas?dt_inicio=2026-08-11&dt_fim=2026-10-10`);
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ dt_fim: [REPORT_PERIOD_MESSAGE] });
    const reversed = await get(`relatorio-vendas?dt_inicio=2026-10-10&dt_fim=2026-10-01`);
    expect(reversed.status).toBe(422);
    expect((await get(`relatorio-vendas?produtos=abc`)).body.errors).toHaveProperty('produtos');
  });

  it('is the last 7 days when no period is given', async () => {
    const res = await get<DataEnvelope<RecoveredSalesReport>>('relatorio-vendas');
    expect(res.status).toBe(200);
    expect(res.body.data.periodo.dias).toBe(7);
  });

  it('needs the relatorios permission and keeps companies apart', async () => {
    expect((await get(`relatorio-vendas?${PERIOD}`, agente.token)).status).toBe(403);
    expect((await get(`relatorio-vendas?${PERIOD}`, editor.token)).status).toBe(200);
    expect((await get(`relatorio-vendas?${PERIOD}`, gestor.token, other)).status).toBe(403);
  });
});

describe('GET /relatorio-vendas-usuario', () => {
  it('gives each person their sales, tickets, conversion, average sale and commissions', async () => {
    const res = await get<DataEnvelope<PeopleSalesReport>>(`relatorio-vendas-usuario?${PERIOD}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.data;
    expect(report.atual).toEqual({ vendas: 3, revertidas: 1, bruto_centavos: 5_030, revertido_centavos: 5_000, liquido_centavos: 30 });
    expect(report.pessoas).toEqual([
      {
        usuario: { id: agente.id, name: agente.name, avatar: null },
        vendas: 3,
        revertidas: 1,
        bruto_centavos: 5_030,
        revertido_centavos: 5_000,
        liquido_centavos: 30,
        tickets_atendidos: 2,
        tickets_ganhos: 1,
        conversao: 0.5,
        ticket_medio_centavos: 15,
        comissoes_centavos: 1_123,
      },
    ]);
    expect(report.por_origem.map((row) => [row.origem, row.liquido_centavos])).toEqual([
      ['link_direto', 10],
      ['ticket_manual', 20],
    ]);
    expect(report.reversoes.chargebacks).toEqual({ vendas: 1, valor_centavos: 5_000 });
    expect(report.por_dia.reduce((sum, row) => sum + row.liquido_centavos, 0)).toBe(30);
  });

  it('filters by person', async () => {
    const res = await get<DataEnvelope<PeopleSalesReport>>(`relatorio-vendas-usuario?${PERIOD}&usuarios=${vendedora.id}`);
    expect(res.body.data.pessoas).toEqual([]);
    expect(res.body.data.atual.vendas).toBe(0);
  });

  it('refuses more than 60 days, needs relatorios, and stays in the company', async () => {
    expect((await get(`relatorio-vendas-usuario?dt_inicio=2026-01-01&dt_fim=2026-10-10`)).status).toBe(422);
    expect((await get(`relatorio-vendas-usuario?${PERIOD}`, agente.token)).status).toBe(403);
    expect((await get(`relatorio-vendas-usuario?${PERIOD}`, gestor.token, other)).status).toBe(403);
  });
});

describe('GET /relatorio-tickets', () => {
  it('counts created tickets and attendances by outcome, per day and per agent, with loss reasons and times', async () => {
    const res = await get<DataEnvelope<TicketsReport>>(`relatorio-tickets?${PERIOD}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.data;
    expect(report.atual).toEqual({ criados: 2, atendidos: 2, ganhos: 1, aguardando: 0, perdidos: 1 });
    expect(report.anterior).toEqual({ criados: 0, atendidos: 0, ganhos: 0, aguardando: 0, perdidos: 0 });
    expect(report.por_dia).toHaveLength(10);
    expect(report.por_dia.find((day) => day.dia === '2026-10-04')).toEqual({
      dia: '2026-10-04',
      criados: 1,
      atendidos: 1,
      ganhos: 1,
      aguardando: 0,
      perdidos: 0,
    });
    expect(report.por_pessoa).toEqual([
      { usuario: { id: agente.id, name: agente.name, avatar: null }, atendidos: 2, ganhos: 1, aguardando: 0, perdidos: 1 },
    ]);
    expect(report.motivos_perda).toEqual([{ id: lossReason, nome: expect.any(String), quantidade: 1 }]);
    expect(report.minutos_primeiro_atendimento).toBe(120);
    expect(report.minutos_finalizacao).toBe(120);
  });

  it('filters by person, refuses more than 60 days, needs relatorios, and stays in the company', async () => {
    expect((await get<DataEnvelope<TicketsReport>>(`relatorio-tickets?${PERIOD}&usuarios=${vendedora.id}`)).body.data.atual.atendidos).toBe(
      0,
    );
    expect((await get(`relatorio-tickets?dt_inicio=2026-01-01&dt_fim=2026-10-10`)).status).toBe(422);
    expect((await get(`relatorio-tickets?${PERIOD}`, agente.token)).status).toBe(403);
    expect((await get(`relatorio-tickets?${PERIOD}`, gestor.token, other)).status).toBe(403);
  });
});

describe('GET /relatorio-planos', () => {
  beforeAll(async () => {
    const { leadId } = await newLead(companyId, p1);
    const [contato] = await h.db
      .insert(campanhaContatos)
      .values({ companyId, campanhaId, leadId, entrouEm: new Date('2026-10-01T10:00:00-03:00') })
      .returning({ id: campanhaContatos.id });
    const [envio] = await h.db
      .insert(envios)
      .values({
        companyId,
        campanhaId,
        contatoId: contato!.id,
        passoId,
        canal: 'email',
        situacao: 'enviado',
        previstoPara: new Date('2026-10-02T09:00:00-03:00'),
        enviadoEm: new Date('2026-10-02T09:00:00-03:00'),
      })
      .returning({ id: envios.id });
    // Opened twice and clicked once: one open and one click of one send.
    await h.db.insert(envioEventos).values([
      { companyId, envioId: envio!.id, evento: 'aberto' },
      { companyId, envioId: envio!.id, evento: 'aberto' },
      { companyId, envioId: envio!.id, evento: 'clicou' },
    ]);
  });

  it('gives each plan’s campaigns their funnel per step: contacts, sends, opens, clicks, sales and value', async () => {
    const res = await get<DataEnvelope<PlanReport>>(`relatorio-planos?${PERIOD}`, editor.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const plano = res.body.data.planos.find((one) => one.nome === 'Plano principal')!;
    const campanha = plano.campanhas.find((one) => one.id === campanhaId)!;
    const vendas = { vendas: 2, revertidas: 1, bruto_centavos: 30_030, revertido_centavos: 20_020, liquido_centavos: 10_010 };
    expect(campanha).toMatchObject({ tipo: 'carrinho', contatos: 1, envios: 1, aberturas: 1, cliques: 1, vendas });
    expect(campanha.passos).toEqual([{ id: passoId, canal: 'email', posicao: 2, envios: 1, aberturas: 1, cliques: 1, vendas }]);
  });

  it('is the plan editors’ (editor), and stays in the company', async () => {
    expect((await get(`relatorio-planos?${PERIOD}`, agente.token)).status).toBe(403);
    expect((await get(`relatorio-planos?${PERIOD}`, gestor.token, other)).status).toBe(403);
    expect((await get(`relatorio-planos?dt_inicio=2026-01-01&dt_fim=2026-10-10`)).status).toBe(422);
  });
});

describe('GET /relatorio-minhas-vendas (the dashboard)', () => {
  it('gives any member their own sales against the previous period, by product, and the commissions to receive', async () => {
    const res = await get<DataEnvelope<MySalesSummary>>(`relatorio-minhas-vendas?${PERIOD}`, agente.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = res.body.data;
    expect(mine.atual).toEqual({ vendas: 3, revertidas: 1, bruto_centavos: 5_030, revertido_centavos: 5_000, liquido_centavos: 30 });
    expect(mine.produtos.map((row) => [row.id, row.liquido_centavos])).toEqual([
      [p2, 30],
      [p1, 0],
    ]);
    // 12,34 owed and a clawback of 1,11; the commission cancelled by a refund is not owed.
    expect(mine.comissoes_a_receber_centavos).toBe(1_123);
    expect(mine.comissoes_retidas_centavos).toBe(0);
  });

  it('is each person’s own, and stays in the company', async () => {
    const res = await get<DataEnvelope<MySalesSummary>>(`relatorio-minhas-vendas?${PERIOD}`, vendedora.token);
    expect(res.body.data.atual.vendas).toBe(0);
    expect(res.body.data.comissoes_a_receber_centavos).toBe(0);
    expect((await get(`relatorio-minhas-vendas?${PERIOD}`, agente.token, other)).status).toBe(403);
    expect((await get('relatorio-minhas-vendas?dt_inicio=2025-01-01&dt_fim=2026-10-10', agente.token)).status).toBe(422);
  });
});

describe('the facts the reports read from their own rows (migration 0038)', () => {
  it('keeps a send’s first open and first click on the send, whoever records the event and in whatever order', async () => {
    const { leadId } = await newLead(companyId, p1);
    const [contato] = await h.db.insert(campanhaContatos).values({ companyId, campanhaId, leadId }).returning({ id: campanhaContatos.id });
    const [envio] = await h.db
      .insert(envios)
      .values({ companyId, campanhaId, contatoId: contato!.id, passoId, canal: 'email', situacao: 'enviado', previstoPara: new Date() })
      .returning({ id: envios.id });
    const at = (time: string) => new Date(`2026-10-02T${time}:00-03:00`);
    // A later open first, then an earlier one recorded late; a delivery is no open.
    await h.db.insert(envioEventos).values({ companyId, envioId: envio!.id, evento: 'aberto', ocorridoEm: at('11:00') });
    await h.db.insert(envioEventos).values([
      { companyId, envioId: envio!.id, evento: 'aberto', ocorridoEm: at('10:00') },
      { companyId, envioId: envio!.id, evento: 'entregue', ocorridoEm: at('09:00') },
      { companyId, envioId: envio!.id, evento: 'clicou', ocorridoEm: at('10:30') },
    ]);
    const [row] = await h.db.select({ aberto: envios.abertoEm, clicado: envios.clicadoEm }).from(envios).where(eq(envios.id, envio!.id));
    expect(row).toEqual({ aberto: at('10:00'), clicado: at('10:30') });
  });

  it('copies the transaction’s payment method onto its credit, and follows it when the platform corrects it', async () => {
    // In the other company: this company's sums stay as the tests above expect them.
    const otherId = await h.companyId(other);
    const [theirs] = await h.db.select({ id: produtos.id }).from(produtos).where(eq(produtos.companyId, otherId)).limit(1);
    const transacaoId = await sale({
      company: otherId,
      produto: theirs!.id,
      valor: '1.00',
      at: '2026-10-03T12:00:00-03:00',
      payment: 'billet',
      origem: 'ticket',
    });
    const paymentOfCredit = async () =>
      (
        await h.db
          .select({ paymentType: vendasRecuperadas.paymentType })
          .from(vendasRecuperadas)
          .where(eq(vendasRecuperadas.transacaoId, transacaoId))
      )[0]?.paymentType;
    expect(await paymentOfCredit()).toBe('billet');
    await h.db.update(transacoes).set({ paymentType: 'pix' }).where(eq(transacoes.id, transacaoId));
    expect(await paymentOfCredit()).toBe('pix');
  });
});
