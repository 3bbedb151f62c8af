import type { DataEnvelope, ErrorBody, ListResponse, Transaction, TransactionDetail } from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campanhaPassos, campanhas, leadProdutos, leads, planos, produtos, transacoes, vendasRecuperadas } from '../db/schema';
import { getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/**
 * The company's transactions in a company of the suite's own: the manual one an approver records (only the
 * approver's permission, only the company's leads and products, the amount to the cent).
 */

let h: Harness;
let co: string;
let companyId: number;
let gestor: Member;
let editor: Member;
let agente: Member;
let leadId: number;
let produtoId: number;

const get = <T>(path: string, token = gestor.token, company = co) => h.call<T & ErrorBody>('GET', `/api/${company}/${path}`, { token });
const post = <T>(path: string, json: Record<string, unknown>, token = gestor.token, company = co) =>
  h.call<T & ErrorBody>('POST', `/api/${company}/${path}`, { token, json });

beforeAll(async () => {
  h = await getHarness();
  co = await createTestCompany(h);
  companyId = await h.companyId(co);
  [gestor, editor, agente] = await Promise.all([
    addMember(h, 'Administrador', 'gestor', co),
    addMember(h, 'editor', 'editor', co),
    addMember(h, 'Atendente', 'agente', co),
  ]);
  const [lead] = await h.db
    .insert(leads)
    .values({ companyId, nome: 'Renata Prado', email: 'renata.prado@exemplo.com.br', ddd: '11', telefone: '987650000' })
    .returning({ id: leads.id });
  leadId = lead!.id;
  const [produto] = await h.db.select({ id: produtos.id }).from(produtos).where(eq(produtos.companyId, companyId)).limit(1);
  produtoId = produto!.id;
});

describe('POST /transacaos (manual transaction)', () => {
  it('records an approved sale for exactly the amount given, the whole of it the company’s', async () => {
    const res = await post<DataEnvelope<Transaction>>('transacaos', {
      lead_id: leadId,
      produto_id: produtoId,
      payment_type: 'transferencia',
      full_price: '1234,56',
      transaction: 'PIX-2026-0001',
      purchase_date: '2026-11-20 14:30',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      transaction: 'PIX-2026-0001',
      lead: { id: leadId, nome: 'Renata Prado' },
      produto: { id: produtoId },
      status: 'approved',
      payment_type: 'transferencia',
      installments_number: 1,
      currency: 'BRL',
      full_price: 1234.56,
      cms_vendor: 1234.56,
      cms_marketplace: 0,
      // 14:30 in São Paulo (the company's zone) is 17:30 UTC.
      purchase_date: '2026-11-20T17:30:00.000Z',
    });
    const [row] = await h.db
      .select({ text: transacoes.fullPrice })
      .from(transacoes)
      .where(and(eq(transacoes.companyId, companyId), eq(transacoes.transaction, 'PIX-2026-0001')));
    expect(row!.text).toBe(1234.56);
  });

  it('keeps cents exact where floating point would not (0.1 + 0.2)', async () => {
    const res = await post<DataEnvelope<Transaction>>('transacaos', {
      lead_id: leadId,
      produto_id: produtoId,
      payment_type: 'deposito',
      full_price: 0.3,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.full_price).toBe(0.3);
    expect(res.body.data.transaction).toMatch(/^MANUAL-[0-9A-F]{10}$/);
  });

  it('refuses bad input on its fields (422), nothing written', async () => {
    const res = await post('transacaos', {
      lead_id: 'x',
      produto_id: produtoId,
      payment_type: 'credit_card',
      full_price: '10,999',
      transaction: 'com espaço',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['full_price', 'lead_id', 'payment_type', 'transaction']);
    const zero = await post('transacaos', { lead_id: leadId, produto_id: produtoId, payment_type: 'outros', full_price: 0 });
    expect(zero.body.errors?.full_price).toEqual(['O valor da venda deve ser maior que zero.']);
    const future = await post('transacaos', {
      lead_id: leadId,
      produto_id: produtoId,
      payment_type: 'outros',
      full_price: 10,
      purchase_date: '2999-01-01 10:00',
    });
    expect(future.body.errors?.purchase_date).toEqual(['A data do pagamento não pode estar no futuro.']);
  });

  it('refuses a code the company already has, on its field', async () => {
    const again = await post('transacaos', {
      lead_id: leadId,
      produto_id: produtoId,
      payment_type: 'outros',
      full_price: 5,
      transaction: 'PIX-2026-0001',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors?.transaction).toEqual(['Já existe uma transação com o código PIX-2026-0001.']);
  });

  it('keeps companies apart: another company’s lead or product is not found', async () => {
    const other = await createTestCompany(h);
    const otherId = await h.companyId(other);
    const [foreignLead] = await h.db
      .insert(leads)
      .values({ companyId: otherId, nome: 'Outra', email: 'outra@exemplo.com.br' })
      .returning({ id: leads.id });
    const [foreignProduct] = await h.db.select({ id: produtos.id }).from(produtos).where(eq(produtos.companyId, otherId)).limit(1);
    const res = await post('transacaos', {
      lead_id: foreignLead!.id,
      produto_id: foreignProduct!.id,
      payment_type: 'outros',
      full_price: 5,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      lead_id: ['Lead não encontrado nesta empresa.'],
      produto_id: ['Produto não encontrado nesta empresa.'],
    });
  });

  it('needs the approver’s permission: the editor (who reads transactions) and the agent may not', async () => {
    const input = { lead_id: leadId, produto_id: produtoId, payment_type: 'outros', full_price: 5 };
    expect((await post('transacaos', input, editor.token)).status).toBe(403);
    expect((await post('transacaos', input, agente.token)).status).toBe(403);
  });
});

const DAY = 86_400_000;

/** A platform transaction received `daysAgo` days ago (the list's period counts by when it was received). */
async function received(
  target: number,
  code: string,
  daysAgo: number,
  values: Partial<typeof transacoes.$inferInsert> = {},
  lead = leadId,
  produto = produtoId,
): Promise<number> {
  const [pair] = await h.db
    .insert(leadProdutos)
    .values({ companyId: target, leadId: lead, produtoId: produto })
    .onConflictDoUpdate({ target: [leadProdutos.companyId, leadProdutos.leadId, leadProdutos.produtoId], set: { leadId: lead } })
    .returning({ id: leadProdutos.id });
  const at = new Date(Date.now() - daysAgo * DAY);
  const [row] = await h.db
    .insert(transacoes)
    .values({
      companyId: target,
      leadId: lead,
      leadProdutoId: pair!.id,
      produtoId: produto,
      transaction: code,
      status: 'approved',
      paymentType: 'credit_card',
      installmentsNumber: 3,
      fullPrice: 297,
      cmsVendor: 261.4,
      cmsMarketplace: 35.6,
      purchaseDate: at,
      createdAt: at,
      updatedAt: at,
      ...values,
    })
    .returning({ id: transacoes.id });
  return row!.id;
}

describe('GET /transacaos', () => {
  let recent: number;
  let old: number;
  let boleto: number;
  let compradorId: number;
  beforeAll(async () => {
    const [comprador] = await h.db
      .insert(leads)
      .values({ companyId, nome: 'Otávio Lins', email: 'otavio.lins@exemplo.com.br' })
      .returning({ id: leads.id });
    compradorId = comprador!.id;
    recent = await received(companyId, 'HP-LIST-RECENT', 2);
    old = await received(companyId, 'HP-LIST-OLD', 40);
    boleto = await received(
      companyId,
      'HP-LIST-BOLETO',
      5,
      { status: 'billet_printed', paymentType: 'billet', fullPrice: 97 },
      compradorId,
    );
    for (let i = 0; i < 12; i += 1) await received(companyId, `HP-LIST-PAGE-${i}`, 10, { fullPrice: 10 + i });
  });
  const codes = (body: ListResponse<Transaction>) => body.data.data.map((t) => t.transaction);

  it('shows the last 30 days by default, newest first, paginated', async () => {
    const res = await get<ListResponse<Transaction>>('transacaos?per_page=10');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ per_page: 10, current_page: 1, last_page: 2 });
    const all = codes((await get<ListResponse<Transaction>>('transacaos?per_page=100')).body);
    expect(all).toContain('HP-LIST-RECENT');
    expect(all).not.toContain('HP-LIST-OLD');
    expect(all.indexOf('HP-LIST-RECENT')).toBeLessThan(all.indexOf('HP-LIST-BOLETO'));
    const second = await get<ListResponse<Transaction>>('transacaos?per_page=10&page=2');
    expect(second.body.data.from).toBe(11);
    expect(second.body.data.total).toBe(res.body.data.total);
  });

  it('takes a period of days, both ends included', async () => {
    const day = (ago: number) => new Date(Date.now() - ago * DAY).toISOString().slice(0, 10);
    const res = await get<ListResponse<Transaction>>(`transacaos?dt_inicio=${day(41)}&dt_fim=${day(39)}`);
    expect(codes(res.body)).toEqual(['HP-LIST-OLD']);
    expect(res.body.data.data[0]!.id).toBe(old);
  });

  it('searches by code or by the lead’s name or e-mail, and filters by status, payment type and product', async () => {
    expect(codes((await get<ListResponse<Transaction>>('transacaos?search=list-rec')).body)).toEqual(['HP-LIST-RECENT']);
    expect(codes((await get<ListResponse<Transaction>>('transacaos?search=Ot%C3%A1vio')).body)).toEqual(['HP-LIST-BOLETO']);
    expect(codes((await get<ListResponse<Transaction>>('transacaos?search=otavio.lins@')).body)).toEqual(['HP-LIST-BOLETO']);
    expect(codes((await get<ListResponse<Transaction>>('transacaos?status=billet_printed')).body)).toEqual(['HP-LIST-BOLETO']);
    expect(codes((await get<ListResponse<Transaction>>('transacaos?payment_type=billet')).body)).toEqual(['HP-LIST-BOLETO']);
    const [otherProduct] = await h.db
      .select({ id: produtos.id })
      .from(produtos)
      .where(and(eq(produtos.companyId, companyId)))
      .orderBy(produtos.id)
      .offset(1)
      .limit(1);
    expect((await get<ListResponse<Transaction>>(`transacaos?produto_id=${otherProduct!.id}`)).body.data.total).toBe(0);
    expect(boleto).toBeGreaterThan(recent);
  });

  it('finds the purchases of every lead the search matches, past the 500 it names by id', async () => {
    const crowd = await h.db
      .insert(leads)
      .values(Array.from({ length: 520 }, (_, i) => ({ companyId, nome: `Multidão ${i}`, email: `multidao${i}@exemplo.com.br` })))
      .returning({ id: leads.id });
    await received(companyId, 'HP-LIST-CROWD-FIRST', 3, {}, crowd[0]!.id);
    // Past the 501st: a LIMIT left on the matching leads' query would leave it out.
    await received(companyId, 'HP-LIST-CROWD-LAST', 3, {}, crowd.at(-1)!.id);
    const found = (await get<ListResponse<Transaction>>('transacaos?search=multid%C3%A3o')).body;
    expect(codes(found).sort()).toEqual(['HP-LIST-CROWD-FIRST', 'HP-LIST-CROWD-LAST']);
    expect(found.data.total).toBe(2);
  });

  it('sorts by amount, money as it was stored', async () => {
    const res = await get<ListResponse<Transaction>>('transacaos?sort=full_price&search=HP-LIST-PAGE&per_page=10');
    expect(res.body.data.data.map((t) => t.full_price)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('refuses bad filters on their fields (422)', async () => {
    const res = await get('transacaos?status=pago&payment_type=cheque&dt_inicio=2026-02-30&sort=lead');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['dt_inicio', 'payment_type', 'sort', 'status']);
    const backwards = await get('transacaos?dt_inicio=2026-11-20&dt_fim=2026-11-01');
    expect(backwards.body.errors?.dt_fim).toEqual(['A data final não pode ser anterior à inicial.']);
  });

  it('keeps companies apart and needs lead_transacao (the editor has it, the agent not)', async () => {
    const other = await createTestCompany(h);
    const otherId = await h.companyId(other);
    const [stranger] = await h.db
      .insert(leads)
      .values({ companyId: otherId, nome: 'Estranha', email: 'estranha@exemplo.com.br' })
      .returning({ id: leads.id });
    const [foreignProduct] = await h.db.select({ id: produtos.id }).from(produtos).where(eq(produtos.companyId, otherId)).limit(1);
    const foreign = await received(otherId, 'HP-LIST-FOREIGN', 1, {}, stranger!.id, foreignProduct!.id);
    expect(codes((await get<ListResponse<Transaction>>('transacaos?search=FOREIGN')).body)).toEqual([]);
    expect((await get(`transacaos/${foreign}`)).status).toBe(404);
    expect((await get('transacaos', editor.token)).status).toBe(200);
    expect((await get('transacaos', agente.token)).status).toBe(403);
    expect((await get(`transacaos/${recent}`, agente.token)).status).toBe(403);
  });
});

describe('GET /transacaos/{id}', () => {
  it('is the transaction whole, with the buyer’s contact data; a sale not recovered has no credit', async () => {
    const id = await received(companyId, 'HP-DETAIL-PLAIN', 1, { off: 'x7k2', couponCode: 'VOLTA10', sck: 'agente-7', src: 'email' });
    const res = await get<DataEnvelope<TransactionDetail>>(`transacaos/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      transaction: 'HP-DETAIL-PLAIN',
      lead: { id: leadId, nome: 'Renata Prado', ddi: '55', ddd: '11', telefone: '987650000', cpf: null },
      installments_number: 3,
      full_price: 297,
      cms_vendor: 261.4,
      cms_marketplace: 35.6,
      off: 'x7k2',
      coupon_code: 'VOLTA10',
      sck: 'agente-7',
      src: 'email',
      credito: null,
    });
  });

  it('says a recovered sale is credited to the campaign step, and when a refund reversed it', async () => {
    const id = await received(companyId, 'HP-DETAIL-CREDIT', 1, { status: 'refunded' });
    const [plano] = await h.db.insert(planos).values({ companyId, nome: 'Plano das transações' }).returning({ id: planos.id });
    const [campanha] = await h.db
      .insert(campanhas)
      .values({ companyId, planoId: plano!.id, produtoId, tipo: 'carrinho', nome: 'Carrinho das transações', ativo: false })
      .returning({ id: campanhas.id });
    const [passo] = await h.db
      .insert(campanhaPassos)
      .values({
        companyId,
        campanhaId: campanha!.id,
        canal: 'email',
        posicao: 2,
        unidadeTempo: 1,
        unidadeMedida: 'dias',
        periodo: 1440,
        corpo: '<p>Oi</p>',
      })
      .returning({ id: campanhaPassos.id });
    const recuperadaEm = new Date(Date.now() - DAY);
    await h.db.insert(vendasRecuperadas).values({
      companyId,
      transacaoId: id,
      leadId,
      produtoId,
      valor: 297,
      origem: 'campanha',
      campanhaId: campanha!.id,
      passoId: passo!.id,
      recuperadaEm,
      revertidaEm: new Date(),
      motivoReversao: 'PURCHASE_REFUNDED',
    });
    const res = await get<DataEnvelope<TransactionDetail>>(`transacaos/${id}`);
    expect(res.body.data.credito).toMatchObject({
      origem: 'campanha',
      valor: 297,
      recuperada_em: recuperadaEm.toISOString(),
      motivo_reversao: 'PURCHASE_REFUNDED',
      usuario: null,
      campanha: { id: campanha!.id, nome: 'Carrinho das transações', tipo: 'carrinho' },
      passo: { id: passo!.id, canal: 'email', posicao: 2 },
      ticket_id: null,
    });
    expect(res.body.data.credito!.revertida_em).not.toBeNull();
  });

  it('says a sale credited to an agent names the agent', async () => {
    const id = await received(companyId, 'HP-DETAIL-AGENT', 1);
    await h.db.insert(vendasRecuperadas).values({
      companyId,
      transacaoId: id,
      leadId,
      produtoId,
      valor: 297,
      origem: 'link_agente',
      usuarioId: agente.id,
      recuperadaEm: new Date(),
    });
    const res = await get<DataEnvelope<TransactionDetail>>(`transacaos/${id}`);
    expect(res.body.data.credito).toMatchObject({
      origem: 'link_agente',
      usuario: { id: agente.id, name: agente.name },
      campanha: null,
      passo: null,
      revertida_em: null,
    });
  });

  it('is a 404 for an id the company does not have', async () => {
    expect((await get('transacaos/2147483000')).status).toBe(404);
  });
});
