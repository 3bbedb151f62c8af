import { randomUUID } from 'node:crypto';
import type {
  ComissaoPage,
  Diagnostico,
  OrdemContagem,
  OrdemPage,
  OrdemPagamento,
  PreComissaoDetalhe,
  Transaction,
} from '@retoma/api-client';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  conquistas,
  leadProdutos,
  leads,
  ordensPagamento,
  preComissoes,
  produtos,
  recuperacaoConfig,
  tickets,
  transacoes,
} from '../db/schema';
import { createScenario, postHotmartEvent, type Scenario } from '../engine/testScenario';
import { purchaseEvent, type SampleParts } from '../platforms/hotmartSamples';
import { openPreCommission, type CreditedSale } from '../services/commissions/open';
import { getHarness, type Harness } from '../test/harness';
import { companyCall } from '../test/commissions';
import { addMember, createTestCompany, type Member } from '../test/tickets';

// The commission rules the flow test (commissions.test.ts) passes over: who each side of a ticket's sale belongs to,
// the shared mode and percentages, achievement bonuses, each reason a diagnosis gives, the responsible filter, the
// paid orders' period and approving on a manual transaction.

let h: Harness;
let s: Scenario;
let co: string;
let manager: Member;
const DAY = 86_400_000;

const call = <T>(method: string, path: string, json?: unknown) => companyCall<T>(h, co, manager, method, path, json);

const post = (body: unknown) => postHotmartEvent(h, s, body);

type Settings = Partial<Pick<typeof produtos.$inferInsert, 'comissaoModo' | 'comissaoTipo' | 'comissaoInsercao' | 'comissaoAtendimento'>>;
const settle = (settings: Settings) => h.db.update(produtos).set(settings).where(eq(produtos.id, s.produtoId));
/** The settings most tests start from: individual shares in reais. */
const INDIVIDUAL: Settings = { comissaoModo: 'individual', comissaoTipo: 'valor', comissaoInsercao: 20.1, comissaoAtendimento: 33.33 };

/** An approved sale of the scenario's product to a new lead, `daysAgo` days ago (no warranty). */
async function approvedSale(valor = 1500, daysAgo = 10) {
  const tag = randomUUID().slice(0, 8);
  const [lead] = await h.db
    .insert(leads)
    .values({ companyId: s.companyId, nome: `Lia ${tag}`, email: `lia.${tag}@example.com` })
    .returning({ id: leads.id });
  const [pair] = await h.db
    .insert(leadProdutos)
    .values({ companyId: s.companyId, leadId: lead!.id, produtoId: s.produtoId })
    .returning({ id: leadProdutos.id });
  const at = new Date(Date.now() - daysAgo * DAY);
  const [tx] = await h.db
    .insert(transacoes)
    .values({
      companyId: s.companyId,
      leadId: lead!.id,
      leadProdutoId: pair!.id,
      produtoId: s.produtoId,
      transaction: `HR${tag}`,
      status: 'approved',
      paymentType: 'pix',
      fullPrice: valor,
      cmsVendor: valor,
      cmsMarketplace: 0,
      purchaseDate: at,
      confirmationPurchaseDate: at,
    })
    .returning({ id: transacoes.id });
  return { leadId: lead!.id, leadProdutoId: pair!.id, transacaoId: tx!.id, valor };
}

/** A ticket of the sale's lead opened by `opener` (a person, or a campaign named `nome`). */
async function ticketOf(sale: Awaited<ReturnType<typeof approvedSale>>, opener: Member | { type: 'carrinho'; id: number; nome: string }) {
  const [ticket] = await h.db
    .insert(tickets)
    .values({
      companyId: s.companyId,
      leadId: sale.leadId,
      produtoId: s.produtoId,
      leadProdutoId: sale.leadProdutoId,
      status: 2,
      ...('token' in opener
        ? { responsavelType: 'user' as const, responsavelId: opener.id, responsavelNome: opener.name }
        : { responsavelType: opener.type, responsavelId: opener.id, responsavelNome: opener.nome }),
    })
    .returning({ id: tickets.id });
  return ticket!.id;
}

/** Opens the claim of a sale as the engine does once it credited it, and reads it as the approver sees it. */
async function claimOf(sale: Awaited<ReturnType<typeof approvedSale>>, credit: Pick<CreditedSale, 'origem' | 'usuarioId' | 'ticketId'>) {
  const id = await openPreCommission(h.db, { companyId: s.companyId, vendaId: null, produtoId: s.produtoId, ...sale, ...credit });
  if (id === null) return null;
  const [row] = await h.db.select().from(preComissoes).where(eq(preComissoes.id, id));
  const wire = await call<PreComissaoDetalhe>('GET', `pre_comissaos/${id}`);
  return { ...wire.body.data, row: row! };
}

const sckOf = (member: Member) => h.personalLinkCode(s.companyId, member.id);

/** A sale through `member`'s personal link posted by the platform, approved ten days ago (its warranty over). */
async function platformSale(member: Member, buyer?: SampleParts['buyer']) {
  const tag = randomUUID().slice(0, 8);
  const parts: SampleParts = {
    id: randomUUID(),
    at: Date.now() - 10 * DAY,
    productId: s.productCode,
    buyer: buyer ?? { name: `Rita ${tag}`, email: `rita.${tag}@example.com`, phone: '5511987654321' },
    transaction: `HP${tag}`,
    sck: await sckOf(member),
  };
  await post(purchaseEvent('PURCHASE_APPROVED', parts));
  const [tx] = await h.db.select().from(transacoes).where(eq(transacoes.transaction, parts.transaction!));
  const [claim] = await h.db.select().from(preComissoes).where(eq(preComissoes.transacaoId, tx!.id));
  return { parts, tx: tx!, claimId: claim!.id };
}

const diagnose = async (id: number) => (await call<Diagnostico[]>('POST', 'pre_comissao_diagnosticos', { ids: [id] })).body.data[0]!;

beforeAll(async () => {
  h = await getHarness();
  co = await createTestCompany(h);
  manager = await addMember(h, 'Administrador', 'gestora', co);
  s = await createScenario(h.db, await h.companyId(co));
  await h.db
    .update(produtos)
    .set({ habComissao: true, ...INDIVIDUAL })
    .where(eq(produtos.id, s.produtoId));
});

describe('who each side of a credited sale belongs to', () => {
  it('a won ticket opened by another person: the insertion is the opener’s, the attendance the winner’s; each paid on approval', async () => {
    const opener = await addMember(h, 'Atendente', 'abriu', co);
    const winner = await addMember(h, 'Atendente', 'ganhou', co);
    const sale = await approvedSale();
    const ticketId = await ticketOf(sale, opener);
    const claim = (await claimOf(sale, { origem: 'ticket', usuarioId: winner.id, ticketId }))!;
    expect(claim).toMatchObject({
      ticket_id: ticketId,
      criador: { type: 'user', id: opener.id, nome: opener.name },
      atendente: { id: winner.id },
      comissao_criador: 20.1,
      comissao_atendente: 33.33,
      comissao_total: 53.43,
    });
    expect(claim.row.criadorUserId).toBe(opener.id);

    expect((await call('POST', `pre_comissaos/aprovar/${claim.id}`, { transacoes: [sale.transacaoId] })).status).toBe(200);
    const paid = await call<ComissaoPage>('GET', `comissaos?per_page=100&search=${encodeURIComponent(claim.lead.email!)}`);
    expect(paid.body.data.data.map((row) => [row.natureza, row.user.id, row.valor]).sort()).toEqual(
      [
        ['atendimento', winner.id, 33.33],
        ['insercao', opener.id, 20.1],
      ].sort(),
    );
  });

  it('a ticket a campaign opened: the campaign is named, and paid nothing; the winner alone gets a commission', async () => {
    const winner = await addMember(h, 'Atendente', 'ganhou', co);
    const sale = await approvedSale();
    const ticketId = await ticketOf(sale, { type: 'carrinho', id: s.carrinhoId, nome: 'Campanha do carrinho' });
    const claim = (await claimOf(sale, { origem: 'ticket', usuarioId: winner.id, ticketId }))!;
    expect(claim).toMatchObject({
      criador: { type: 'carrinho', id: s.carrinhoId, nome: 'Campanha do carrinho' },
      atendente: { id: winner.id },
      comissao_criador: 0,
      comissao_atendente: 33.33,
    });
    expect(claim.row.criadorUserId).toBeNull();

    await call('POST', `pre_comissaos/aprovar/${claim.id}`, { transacoes: [sale.transacaoId] });
    const paid = await call<ComissaoPage>('GET', `comissaos?per_page=100&search=${encodeURIComponent(claim.lead.email!)}`);
    expect(paid.body.data.data.map((row) => [row.natureza, row.user.id])).toEqual([['atendimento', winner.id]]);
    expect(paid.body.data.soma).toBe(33.33);
  });

  it('a sale credited to a campaign step alone opens no claim: nobody is paid', async () => {
    const sale = await approvedSale();
    expect(await claimOf(sale, { origem: 'campanha', usuarioId: null, ticketId: null })).toBeNull();
  });
});

describe('the product’s commission settings', () => {
  it('shared: one amount halved between two people (the odd cent to the attendant); one person takes it whole', async () => {
    await settle({ comissaoModo: 'partilhada', comissaoTipo: 'valor', comissaoInsercao: 12.35, comissaoAtendimento: null });
    const opener = await addMember(h, 'Atendente', 'abriu', co);
    const winner = await addMember(h, 'Atendente', 'ganhou', co);
    const two = await approvedSale();
    const shared = (await claimOf(two, { origem: 'ticket', usuarioId: winner.id, ticketId: await ticketOf(two, opener) }))!;
    expect(shared).toMatchObject({ comissao_criador: 6.17, comissao_atendente: 6.18, comissao_total: 12.35 });

    const alone = (await claimOf(await approvedSale(), { origem: 'link_agente', usuarioId: winner.id, ticketId: null }))!;
    expect(alone).toMatchObject({ criador: { id: winner.id }, comissao_criador: 0, comissao_atendente: 12.35 });

    // A campaign's ticket: its share is nobody's, so the winner takes the whole amount.
    const campaign = await approvedSale();
    const ticketId = await ticketOf(campaign, { type: 'carrinho', id: s.carrinhoId, nome: 'Campanha do carrinho' });
    expect(await claimOf(campaign, { origem: 'ticket', usuarioId: winner.id, ticketId })).toMatchObject({
      comissao_criador: 0,
      comissao_atendente: 12.35,
    });
    await settle(INDIVIDUAL);
  });

  it('percentages of the sale, rounded half up to the cent, individual and shared', async () => {
    const opener = await addMember(h, 'Atendente', 'abriu', co);
    const winner = await addMember(h, 'Atendente', 'ganhou', co);
    await settle({ comissaoModo: 'individual', comissaoTipo: 'percentual', comissaoInsercao: 10, comissaoAtendimento: 2.5 });
    const first = await approvedSale(99.9);
    // 10 % of R$ 99,90 is R$ 9,99; 2,5 % is R$ 2,4975, half up R$ 2,50.
    expect(await claimOf(first, { origem: 'ticket', usuarioId: winner.id, ticketId: await ticketOf(first, opener) })).toMatchObject({
      comissao_criador: 9.99,
      comissao_atendente: 2.5,
      comissao_total: 12.49,
    });

    await settle({ comissaoModo: 'partilhada', comissaoTipo: 'percentual', comissaoInsercao: 5, comissaoAtendimento: null });
    const second = await approvedSale(99.9);
    // 5 % of R$ 99,90 is R$ 4,995, half up R$ 5,00: R$ 2,50 each.
    expect(await claimOf(second, { origem: 'ticket', usuarioId: winner.id, ticketId: await ticketOf(second, opener) })).toMatchObject({
      comissao_criador: 2.5,
      comissao_atendente: 2.5,
    });
    await settle(INDIVIDUAL);
  });

  it('achievement bonuses: added to the side whose profile reached them, counting this sale; inactive or other products’ ones not', async () => {
    const opener = await addMember(h, 'Atendente', 'abriu', co);
    const winner = await addMember(h, 'Atendente', 'ganhou', co);
    const [outro] = await h.db
      .insert(produtos)
      .values({
        companyId: s.companyId,
        contaId: s.contaId,
        nome: 'Outro produto',
        preco: 10,
        codProduto: randomUUID().slice(0, 8),
        cor: '#000000',
      })
      .returning({ id: produtos.id });
    const base = { companyId: s.companyId, nome: 'Meta', quantidade: 1 };
    const rows = await h.db
      .insert(conquistas)
      .values([
        // The attendant's second sale of this product adds R$ 5,00.
        { ...base, perfil: 'atendente', tipo: 'valor', valor: 5, quantidade: 2, produtoId: s.produtoId },
        // The opener's first sale of any product adds 10 % of their side.
        { ...base, perfil: 'responsavel', tipo: 'percentual', porcentagem: 10 },
        { ...base, perfil: 'atendente', tipo: 'valor', valor: 100, ativo: false },
        { ...base, perfil: 'atendente', tipo: 'valor', valor: 1000, produtoId: outro!.id },
      ])
      .returning({ id: conquistas.id });
    try {
      const first = await approvedSale();
      const one = (await claimOf(first, { origem: 'ticket', usuarioId: winner.id, ticketId: await ticketOf(first, opener) }))!;
      // The opener: R$ 20,10 + 10 % (R$ 2,01); the attendant's one sale is not two yet.
      expect(one).toMatchObject({ comissao_criador: 22.11, comissao_atendente: 33.33, comissao_total: 55.44 });
      expect(one.row).toMatchObject({ bonusCriador: 2.01, bonusAtendente: 0 });

      const second = await approvedSale();
      const two = (await claimOf(second, { origem: 'ticket', usuarioId: winner.id, ticketId: await ticketOf(second, opener) }))!;
      expect(two).toMatchObject({ comissao_criador: 22.11, comissao_atendente: 38.33 });
      expect(two.row).toMatchObject({ bonusCriador: 2.01, bonusAtendente: 5 });

      // Approved, the bonus goes with the commission.
      await call('POST', `pre_comissaos/aprovar/${two.id}`, { transacoes: [second.transacaoId] });
      const paid = await call<ComissaoPage>('GET', `comissaos?user_id=${winner.id}`);
      expect(paid.body.data.data[0]).toMatchObject({ natureza: 'atendimento', valor: 38.33, bonus: 5 });
    } finally {
      await h.db.delete(conquistas).where(
        inArray(
          conquistas.id,
          rows.map((row) => row.id),
        ),
      );
    }
  });
});

describe('each reason a diagnosis gives', () => {
  it('a refunded sale: no approved transaction left in the window, and the refund; the suggestion is to reject', async () => {
    const agent = await addMember(h, 'Atendente', 'agente', co);
    const { parts, claimId } = await platformSale(agent);
    await post(purchaseEvent('PURCHASE_REFUNDED', { ...parts, id: randomUUID(), at: Date.now() }));
    const diagnosis = await diagnose(claimId);
    expect(diagnosis.sugestao).toBe('reprovar');
    expect(diagnosis.motivos).toEqual([
      expect.objectContaining({ veredito: 'ruim', codigo: 'sem_transacao', transacao: null }),
      expect.objectContaining({ veredito: 'ruim', codigo: 'reembolso', transacao: parts.transaction }),
    ]);
    // The window searched is the company's attribution window.
    const [config] = await h.db
      .select({ dias: recuperacaoConfig.janelaAtribuicaoDias })
      .from(recuperacaoConfig)
      .where(eq(recuperacaoConfig.companyId, s.companyId));
    expect(diagnosis.motivos[0]!.dias).toBe(config!.dias);
  });

  it('a chargeback is its own reason', async () => {
    const agent = await addMember(h, 'Atendente', 'agente', co);
    const { parts, claimId } = await platformSale(agent);
    await post(purchaseEvent('PURCHASE_CHARGEBACK', { ...parts, id: randomUUID(), at: Date.now() }));
    const diagnosis = await diagnose(claimId);
    expect(diagnosis.sugestao).toBe('reprovar');
    expect(diagnosis.motivos.map((motivo) => [motivo.codigo, motivo.transacao])).toEqual([
      ['sem_transacao', null],
      ['chargeback', parts.transaction],
    ]);
  });

  it('another live claim to the same lead’s product is a duplicate; once rejected, it no longer counts', async () => {
    const agent = await addMember(h, 'Atendente', 'agente', co);
    const buyer = { name: 'Duda Dupla', email: `duda.${randomUUID().slice(0, 8)}@example.com`, phone: '5511987654321' };
    const first = await platformSale(agent, buyer);
    const second = await platformSale(agent, buyer);
    const diagnosis = await diagnose(first.claimId);
    expect(diagnosis.sugestao).toBe('reprovar');
    expect(diagnosis.motivos).toContainEqual(
      expect.objectContaining({ veredito: 'ruim', codigo: 'duplicada', pre_comissao_id: second.claimId }),
    );

    await call('POST', `pre_comissaos/reprovar/${second.claimId}`);
    const again = await diagnose(first.claimId);
    expect(again.motivos.map((motivo) => motivo.codigo)).not.toContain('duplicada');
    expect(again.sugestao).toBe('aprovar');
  });
});

describe('the commissions list by who brought the lead', () => {
  it('`criador_id` finds every commission of the claims that person opened, whoever is paid, with their sum', async () => {
    const opener = await addMember(h, 'Atendente', 'abriu', co);
    const winner = await addMember(h, 'Atendente', 'ganhou', co);
    const sale = await approvedSale();
    const claim = (await claimOf(sale, { origem: 'ticket', usuarioId: winner.id, ticketId: await ticketOf(sale, opener) }))!;
    await call('POST', `pre_comissaos/aprovar/${claim.id}`, { transacoes: [sale.transacaoId] });
    // The winner's own sale through their link: theirs on both sides, not the opener's.
    const own = await approvedSale();
    const ownClaim = (await claimOf(own, { origem: 'link_agente', usuarioId: winner.id, ticketId: null }))!;
    await call('POST', `pre_comissaos/aprovar/${ownClaim.id}`, { transacoes: [own.transacaoId] });

    const byOpener = await call<ComissaoPage>('GET', `comissaos?per_page=100&criador_id=${opener.id}`);
    expect(byOpener.status).toBe(200);
    expect(byOpener.body.data).toMatchObject({ total: 2, soma: 53.43 });
    expect(byOpener.body.data.data.map((row) => [row.user.id, row.origem?.id]).sort()).toEqual(
      [
        [opener.id, opener.id],
        [winner.id, opener.id],
      ].sort(),
    );
    const byWinner = await call<ComissaoPage>('GET', `comissaos?per_page=100&criador_id=${winner.id}`);
    expect(byWinner.body.data).toMatchObject({ total: 2, soma: 53.43 });
    expect(new Set(byWinner.body.data.data.map((row) => row.user.id))).toEqual(new Set([winner.id]));
    // With the person paid too: the opener's claims that paid the winner.
    const both = await call<ComissaoPage>('GET', `comissaos?criador_id=${opener.id}&user_id=${winner.id}`);
    expect(both.body.data).toMatchObject({ total: 1, soma: 33.33 });
  });
});

describe('the paid orders’ period', () => {
  it('is the day each order was paid, in the company’s time zone; the count follows it', async () => {
    const [company] = await h.db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, s.companyId));
    expect(company!.timeZone).toBe('America/Sao_Paulo');
    const people = [await addMember(h, 'Atendente', 'paga', co), await addMember(h, 'Atendente', 'paga', co)];
    for (const person of people) {
      const sale = await approvedSale();
      const claim = (await claimOf(sale, { origem: 'link_agente', usuarioId: person.id, ticketId: null }))!;
      await call('POST', `pre_comissaos/aprovar/${claim.id}`, { transacoes: [sale.transacaoId] });
    }
    const orders = (await call<OrdemPagamento[]>('POST', 'comissaos/gerarordens', { ids: people.map((p) => p.id) })).body.data;
    expect(orders).toHaveLength(2);
    await call('POST', 'ordems/setpago', { ids: orders.map((o) => o.id) });
    // One paid late on 9 January in São Paulo (already the 10th in UTC), the other on 12 January.
    await h.db
      .update(ordensPagamento)
      .set({ pagaEm: new Date('2026-01-10T02:30:00Z') })
      .where(eq(ordensPagamento.id, orders[0]!.id));
    await h.db
      .update(ordensPagamento)
      .set({ pagaEm: new Date('2026-01-12T15:00:00Z') })
      .where(eq(ordensPagamento.id, orders[1]!.id));

    const paidIn = async (from: string, to: string) => {
      const list = await call<OrdemPage>('GET', `ordems?pago=1&per_page=100&dt_inicio=${from}&dt_fim=${to}`);
      expect(list.status).toBe(200);
      const counts = await call<OrdemContagem>('GET', `ordems/contagem?dt_inicio=${from}&dt_fim=${to}`);
      return { ids: list.body.data.data.map((row) => row.id), soma: list.body.data.soma, pagas: counts.body.data.pagas };
    };
    expect(await paidIn('2026-01-09', '2026-01-09')).toEqual({ ids: [orders[0]!.id], soma: 53.43, pagas: 1 });
    expect(await paidIn('2026-01-10', '2026-01-11')).toEqual({ ids: [], soma: 0, pagas: 0 });
    expect(await paidIn('2026-01-09', '2026-01-12')).toEqual({ ids: [orders[1]!.id, orders[0]!.id], soma: 106.86, pagas: 2 });
  });
});

describe('approving with a manual transaction', () => {
  it('a transfer the approver records proves the claim: chosen, paid without a warranty to wait, and proves no other', async () => {
    const agent = await addMember(h, 'Atendente', 'agente', co);
    const sale = await approvedSale();
    const claim = (await claimOf(sale, { origem: 'link_agente', usuarioId: agent.id, ticketId: null }))!;
    const created = await call<Transaction>('POST', 'transacaos', {
      lead_id: sale.leadId,
      produto_id: s.produtoId,
      payment_type: 'transferencia',
      full_price: 1500,
    });
    expect(created.status).toBe(201);
    const manual = created.body.data;
    const candidates = await call<Array<{ id: number; payment_type: string }>>('GET', `pre_comissaos/${claim.id}/transacoes`);
    expect(candidates.body.data).toContainEqual(expect.objectContaining({ id: manual.id, payment_type: 'transferencia' }));

    const approved = await call<PreComissaoDetalhe>('POST', `pre_comissaos/aprovar/${claim.id}`, { transacoes: [manual.id] });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ situacao: 'aprovada', comprovantes: [{ id: manual.id, transaction: manual.transaction }] });
    const paid = await call<ComissaoPage>('GET', `comissaos?user_id=${agent.id}`);
    expect(paid.body.data.data.map((row) => [row.situacao, row.retida_ate])).toEqual([
      ['a_ordenar', null],
      ['a_ordenar', null],
    ]);

    const other = await approvedSale();
    const otherClaim = (await claimOf(other, { origem: 'link_agente', usuarioId: agent.id, ticketId: null }))!;
    const reused = await call('POST', `pre_comissaos/aprovar/${otherClaim.id}`, { transacoes: [manual.id] });
    expect(reused.status).toBe(422);
    expect(reused.body.errors?.transacoes).toEqual([`A transação ${manual.transaction} já comprova a pré-comissão #${claim.id}.`]);
  });
});
