import type { DataEnvelope, ErrorBody, Transaction } from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads, produtos, transacoes } from '../db/schema';
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
