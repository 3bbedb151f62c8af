import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  atendimentos,
  campanhaContatos,
  envioEventos,
  envios,
  leads,
  platformEvents,
  statusDeFinalizacao,
  tickets,
  transacoes,
  vendasRecuperadas,
} from '../db/schema';
import { applyPendingEvents, MAX_EVENT_TRIES, queueEvent } from '../engine/eventQueue';
import { BOUGHT_REASON } from '../engine/purchase';
import { trackingKeys } from '../engine/tracking';
import { startEngineWorker } from '../engine/worker';
import { hotmart } from '../platforms/hotmart';
import { createScenario, type Scenario } from '../engine/testScenario';
import { abandonedCheckout, purchaseEvent, subscriptionCancellation, type SampleParts } from '../platforms/hotmartSamples';
import { ADMIN, getHarness, type Harness } from '../test/harness';

let h: Harness;
let s: Scenario;
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 20, 15, 0, 0);

const post = (body: unknown, { token = s.token, key = s.webhookKey, platform = 'hotmart' } = {}) =>
  h.call<{ outcome: string; note?: string; message?: string; errors?: Record<string, string[]> }>(
    'POST',
    `/api/webhooks/${platform}/${key}`,
    {
      raw: { body: typeof body === 'string' ? body : JSON.stringify(body), type: 'application/json' },
      headers: { 'x-hotmart-hottok': token },
    },
  );

/** A buyer of their own, so each test's lead starts with no history. */
const parts = (over: Partial<SampleParts> = {}): SampleParts => {
  const tag = randomUUID().slice(0, 8);
  return {
    id: randomUUID(),
    at: T0,
    productId: s.productCode,
    buyer: { name: `Ana ${tag}`, email: `ana.${tag}@example.com`, phone: '5511987654321', document: '52998224725' },
    transaction: `HP${tag}`,
    ...over,
  };
};

const leadOf = async (email: string) =>
  (
    await h.db
      .select()
      .from(leads)
      .where(and(eq(leads.companyId, s.companyId), eq(leads.email, email)))
  )[0];
const contactsOf = (leadId: number) =>
  h.db.select().from(campanhaContatos).where(eq(campanhaContatos.leadId, leadId)).orderBy(asc(campanhaContatos.id));
const sendsOf = (leadId: number) =>
  h.db
    .select({
      id: envios.id,
      situacao: envios.situacao,
      canal: envios.canal,
      passoId: envios.passoId,
      previstoPara: envios.previstoPara,
      motivo: envios.motivo,
    })
    .from(envios)
    .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
    .where(eq(campanhaContatos.leadId, leadId))
    .orderBy(asc(envios.previstoPara), asc(envios.id));
const lastEvent = async () =>
  (await h.db.select().from(platformEvents).where(eq(platformEvents.contaId, s.contaId)).orderBy(desc(platformEvents.id)).limit(1))[0]!;

beforeAll(async () => {
  h = await getHarness();
  s = await createScenario(h.db, await h.companyId('casabela'));
});

describe('webhook: who may post', () => {
  it('refuses a wrong token with 401 and logs the refusal on the account', async () => {
    const res = await post(abandonedCheckout(parts()), { token: 'errado' });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/Token da conta inválido/);
    expect(await lastEvent()).toMatchObject({ outcome: 'failed', event: 'PURCHASE_OUT_OF_SHOPPING_CART' });
  });

  it('answers 404 for an unknown account key or platform', async () => {
    expect((await post(abandonedCheckout(parts()), { key: 'f'.repeat(32) })).status).toBe(404);
    expect((await post(abandonedCheckout(parts()), { platform: 'nada' })).status).toBe(404);
    // The account's key under another platform's address names no account either.
    expect((await post(abandonedCheckout(parts()), { platform: 'eduzz' })).status).toBe(404);
  });

  it('answers 422 with the reason for a malformed event, and logs it as failed', async () => {
    const notJson = await post('{nope');
    expect(notJson.status).toBe(422);
    const noEmail = abandonedCheckout(parts());
    (noEmail.data.buyer as { email?: string }).email = undefined;
    const res = await post(noEmail);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'data.buyer.email': ['Campo obrigatório ausente.'] });
    expect(await lastEvent()).toMatchObject({ outcome: 'failed', externalId: noEmail.id });
    const oldVersion = { ...abandonedCheckout(parts()), version: '1.0.0' };
    expect((await post(oldVersion)).body.errors).toEqual({ version: ['Versão do webhook não suportada: configure a versão 2.0.0.'] });
  });

  it('answers in the language asked for', async () => {
    const res = await h.call<{ message: string }>('POST', `/api/webhooks/hotmart/${s.webhookKey}`, {
      raw: { body: JSON.stringify(abandonedCheckout(parts())), type: 'application/json' },
      headers: { 'x-hotmart-hottok': 'errado', 'accept-language': 'en' },
    });
    expect(res.body.message).toMatch(/token/i);
    expect(res.body.message).not.toMatch(/inválido/);
  });
});

describe('webhook: events in', () => {
  it('an abandoned checkout creates the lead and enrols it in the cart campaign, each step scheduled', async () => {
    const p = parts();
    const res = await post(abandonedCheckout(p));
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('processed');
    const lead = (await leadOf(p.buyer!.email))!;
    expect(lead).toMatchObject({ nome: p.buyer!.name, ddi: '55', ddd: '11', telefone: '987654321' });
    const [contato] = await contactsOf(lead.id);
    expect(contato).toMatchObject({ campanhaId: s.carrinhoId, situacao: 'ativo' });
    const sends = await sendsOf(lead.id);
    // Per channel chained from the entry: e-mail 1 at +30, SMS at +45, e-mail 2 at +30+60.
    expect(sends.map((e) => [e.passoId, e.previstoPara.getTime() - T0])).toEqual([
      [s.passos.email1, 30 * MINUTE],
      [s.passos.sms1, 45 * MINUTE],
      [s.passos.email2, 90 * MINUTE],
    ]);
    expect(await lastEvent()).toMatchObject({ outcome: 'processed', externalId: p.id });
  });

  it('a replayed event answers 200 and changes nothing', async () => {
    const p = parts();
    const body = abandonedCheckout(p);
    expect((await post(body)).body.outcome).toBe('processed');
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe('replayed');
    const lead = (await leadOf(p.buyer!.email))!;
    expect(await contactsOf(lead.id)).toHaveLength(1);
    expect(await sendsOf(lead.id)).toHaveLength(3);
    const logged = await h.db.select().from(platformEvents).where(eq(platformEvents.externalId, p.id));
    expect(logged).toHaveLength(1);
  });

  it('a second abandonment while enrolled changes nothing', async () => {
    const p = parts();
    await post(abandonedCheckout(p));
    await post(abandonedCheckout({ ...p, id: randomUUID(), at: T0 + 10 * MINUTE }));
    const lead = (await leadOf(p.buyer!.email))!;
    expect(await contactsOf(lead.id)).toHaveLength(1);
  });

  it('a printed boleto records the transaction and starts the boleto campaign', async () => {
    const p = parts();
    await post(purchaseEvent('PURCHASE_BILLET_PRINTED', p));
    const lead = (await leadOf(p.buyer!.email))!;
    const [tx] = await h.db.select().from(transacoes).where(eq(transacoes.transaction, p.transaction!));
    expect(tx).toMatchObject({
      status: 'billet_printed',
      paymentType: 'billet',
      fullPrice: 1500,
      cmsMarketplace: 149.55,
      cmsVendor: 1350.45,
    });
    const [contato] = await contactsOf(lead.id);
    expect(contato).toMatchObject({ campanhaId: s.boletoId, transacao: p.transaction });
    expect((await sendsOf(lead.id)).map((e) => e.passoId)).toEqual([s.passos.boleto1]);
  });

  it('a cancelled purchase follows the cancelled campaign’s tipos: canceled opens a ticket, expired does not enrol', async () => {
    const p = parts();
    await post(purchaseEvent('PURCHASE_CANCELED', p));
    const lead = (await leadOf(p.buyer!.email))!;
    const [contato] = await contactsOf(lead.id);
    expect(contato).toMatchObject({ campanhaId: s.canceladoId, situacao: 'ativo' });
    const [ticket] = await h.db.select().from(tickets).where(eq(tickets.id, contato!.ticketId!));
    expect(ticket).toMatchObject({ responsavelType: 'cancelado', responsavelId: s.canceladoId, status: 0 });

    const q = parts();
    await post(purchaseEvent('PURCHASE_EXPIRED', q));
    expect(await contactsOf((await leadOf(q.buyer!.email))!.id)).toHaveLength(0);
  });

  it('a subscription cancellation names its subscriber and goes to the cancelled campaign', async () => {
    const p = parts();
    await post(subscriptionCancellation(p));
    const lead = (await leadOf(p.buyer!.email))!;
    expect(lead).toMatchObject({ ddd: '11', telefone: '999999900' });
    expect((await contactsOf(lead.id))[0]).toMatchObject({ campanhaId: s.canceladoId });
  });

  it('delayed and protested purchases are recorded without starting anything', async () => {
    for (const event of ['PURCHASE_DELAYED', 'PURCHASE_PROTEST'] as const) {
      const p = parts();
      expect((await post(purchaseEvent(event, p))).body.outcome).toBe('processed');
      const [tx] = await h.db.select().from(transacoes).where(eq(transacoes.transaction, p.transaction!));
      expect(tx!.status).toBe(event === 'PURCHASE_DELAYED' ? 'delayed' : 'dispute');
      expect(await contactsOf((await leadOf(p.buyer!.email))!.id)).toHaveLength(0);
    }
  });

  it('an event of a product the account does not have is kept as ignored, with why', async () => {
    const res = await post(abandonedCheckout(parts({ productId: '999999999999' })));
    expect(res.body.outcome).toBe('ignored');
    expect((await lastEvent()).error).toMatch(/não está cadastrado/);
  });

  it('an event kind the engine does not act on is kept as ignored', async () => {
    const res = await post({ id: randomUUID(), creation_date: T0, event: 'CLUB_FIRST_ACCESS', version: '2.0.0', data: {} });
    expect(res.body.outcome).toBe('ignored');
    expect(await lastEvent()).toMatchObject({ outcome: 'ignored', event: 'CLUB_FIRST_ACCESS' });
  });
});

describe('webhook: purchase stops and credits', () => {
  it('an approval stops every pending send and credits the step that reached the lead', async () => {
    const p = parts();
    await post(abandonedCheckout(p));
    const lead = (await leadOf(p.buyer!.email))!;
    const [first] = await sendsOf(lead.id);
    // The first e-mail went out and was opened.
    await h.db
      .update(envios)
      .set({ situacao: 'enviado', enviadoEm: new Date(T0 + 30 * MINUTE) })
      .where(eq(envios.id, first!.id));
    await h.db
      .insert(envioEventos)
      .values({ companyId: s.companyId, envioId: first!.id, evento: 'aberto', ocorridoEm: new Date(T0 + 40 * MINUTE) });

    await post(purchaseEvent('PURCHASE_APPROVED', { ...p, id: randomUUID(), at: T0 + 50 * MINUTE, price: 997 }));
    const sends = await sendsOf(lead.id);
    expect(sends.map((e) => e.situacao)).toEqual(['enviado', 'cancelado', 'cancelado']);
    expect(sends[1]!.motivo).toBe(BOUGHT_REASON);
    expect((await contactsOf(lead.id))[0]).toMatchObject({ situacao: 'recuperado' });
    const [credit] = await h.db.select().from(vendasRecuperadas).where(eq(vendasRecuperadas.leadId, lead.id));
    expect(credit).toMatchObject({
      origem: 'campanha',
      campanhaId: s.carrinhoId,
      passoId: s.passos.email1,
      envioId: first!.id,
      valor: 997,
      revertidaEm: null,
    });

    // COMPLETE later for the same transaction credits nothing twice.
    await post(purchaseEvent('PURCHASE_COMPLETE', { ...p, id: randomUUID(), at: T0 + 60 * MINUTE, price: 997 }));
    expect(await h.db.select().from(vendasRecuperadas).where(eq(vendasRecuperadas.leadId, lead.id))).toHaveLength(1);

    // A refund reverses the credit; the row stays.
    await post(purchaseEvent('PURCHASE_REFUNDED', { ...p, id: randomUUID(), at: T0 + 2 * 86_400_000, price: 997 }));
    const [reversed] = await h.db.select().from(vendasRecuperadas).where(eq(vendasRecuperadas.leadId, lead.id));
    expect(reversed!.revertidaEm).not.toBeNull();
    expect(reversed!.motivoReversao).toBe('PURCHASE_REFUNDED');
    const [tx] = await h.db.select().from(transacoes).where(eq(transacoes.transaction, p.transaction!));
    expect(tx!.status).toBe('refunded');
  });

  it('a sale through an agent’s personal link is theirs (sck), and a chargeback reverses it', async () => {
    const adminId = await h.userId(ADMIN);
    const p = parts({ sck: await h.personalLinkCode(s.companyId, adminId), src: 'retoma-user' });
    await post(abandonedCheckout(p));
    await post(purchaseEvent('PURCHASE_APPROVED', { ...p, id: randomUUID(), at: T0 + 5 * MINUTE }));
    const lead = (await leadOf(p.buyer!.email))!;
    const [credit] = await h.db.select().from(vendasRecuperadas).where(eq(vendasRecuperadas.leadId, lead.id));
    expect(credit).toMatchObject({ origem: 'link_agente', usuarioId: adminId });
    await post(purchaseEvent('PURCHASE_CHARGEBACK', { ...p, id: randomUUID(), at: T0 + 9 * 86_400_000 }));
    const [reversed] = await h.db.select().from(vendasRecuperadas).where(eq(vendasRecuperadas.leadId, lead.id));
    expect(reversed).toMatchObject({ motivoReversao: 'PURCHASE_CHARGEBACK' });
  });

  it('a sale after an agent won the ticket is credited to that agent', async () => {
    const p = parts();
    await post(purchaseEvent('PURCHASE_CANCELED', p));
    const lead = (await leadOf(p.buyer!.email))!;
    const [contato] = await contactsOf(lead.id);
    const [ticket] = await h.db.select().from(tickets).where(eq(tickets.id, contato!.ticketId!));
    const [status] = await h.db
      .select({ id: statusDeFinalizacao.id })
      .from(statusDeFinalizacao)
      .where(and(eq(statusDeFinalizacao.companyId, s.companyId), eq(statusDeFinalizacao.tipo, 'ganhou')));
    const agentId = await h.userId(ADMIN);
    await h.db.insert(atendimentos).values({
      companyId: s.companyId,
      ticketId: ticket!.id,
      atendenteId: agentId,
      leadId: lead.id,
      leadProdutoId: ticket!.leadProdutoId,
      produtoId: s.produtoId,
      tipo: 'ganhou',
      followUp: 'Fechou por telefone',
      statusAtendimentoId: status!.id,
      createdAt: new Date(T0 + 20 * MINUTE),
    });
    await post(purchaseEvent('PURCHASE_APPROVED', { ...p, id: randomUUID(), transaction: `${p.transaction}B`, at: T0 + 30 * MINUTE }));
    const [credit] = await h.db.select().from(vendasRecuperadas).where(eq(vendasRecuperadas.leadId, lead.id));
    expect(credit).toMatchObject({ origem: 'ticket', usuarioId: agentId, ticketId: ticket!.id });
  });

  it('out of order: an approval before its abandoned checkout, and the late abandonment enrols no one', async () => {
    const p = parts();
    await post(purchaseEvent('PURCHASE_APPROVED', { ...p, at: T0 + 10 * MINUTE }));
    const late = await post(abandonedCheckout({ ...p, id: randomUUID(), at: T0 }));
    expect(late.body.outcome).toBe('ignored');
    const lead = (await leadOf(p.buyer!.email))!;
    expect(await contactsOf(lead.id)).toHaveLength(0);
    // No credit either: nothing preceded the sale.
    expect(await h.db.select().from(vendasRecuperadas).where(eq(vendasRecuperadas.leadId, lead.id))).toHaveLength(0);
  });

  it('out of order: a late printed-boleto event never takes an approved transaction back', async () => {
    const p = parts();
    await post(purchaseEvent('PURCHASE_APPROVED', { ...p, at: T0 + 10 * MINUTE }));
    await post(purchaseEvent('PURCHASE_BILLET_PRINTED', { ...p, id: randomUUID(), at: T0 }));
    const [tx] = await h.db.select().from(transacoes).where(eq(transacoes.transaction, p.transaction!));
    expect(tx!.status).toBe('approved');
    expect(await contactsOf((await leadOf(p.buyer!.email))!.id)).toHaveLength(0);
  });
});

describe('a burst: events kept for the engine worker', () => {
  const drain = () => applyPendingEvents(h.db, { log: h.deps.log, companyId: s.companyId });

  it('answers events beyond the process’s free slots at once, and the worker applies them as the webhook would', async () => {
    const buyers = Array.from({ length: 6 }, () => parts());
    const answers = await Promise.all(buyers.map((p) => post(abandonedCheckout(p))));
    const outcomes = answers.map((res) => res.body.outcome);
    // While its two slots are busy the process applies no more: the others wait, kept with their body.
    const queued = outcomes.filter((o) => o === 'queued').length;
    expect(queued).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o === 'processed')).toHaveLength(6 - queued);
    const waiting = await h.db
      .select()
      .from(platformEvents)
      .where(and(eq(platformEvents.contaId, s.contaId), eq(platformEvents.outcome, 'pending')));
    expect(waiting).toHaveLength(queued);
    expect(waiting.every((row) => row.payload !== null)).toBe(true);

    // (Other files' events of the company may wait too: the counts below are of this test's own rows.)
    expect(await drain()).toBeGreaterThanOrEqual(queued);
    for (const p of buyers) {
      const lead = (await leadOf(p.buyer!.email))!;
      expect(await contactsOf(lead.id)).toHaveLength(1);
      expect((await sendsOf(lead.id)).length).toBeGreaterThan(0);
    }
    // Applied, and the buyer's data no longer kept in the log.
    const applied = await h.db
      .select()
      .from(platformEvents)
      .where(
        inArray(
          platformEvents.id,
          waiting.map((row) => row.id),
        ),
      );
    expect(applied.map((row) => [row.outcome, row.payload])).toEqual(waiting.map(() => ['processed', null]));
  });

  it('a kept event posted again is a replay, applied once', async () => {
    const p = parts();
    const body = abandonedCheckout(p);
    const account = { id: s.contaId, companyId: s.companyId };
    const parsed = hotmart.parse(body);
    if (!parsed.ok || !parsed.event) throw new Error('the sample must parse');
    expect((await queueEvent(h.db, account, parsed.event, body)).outcome).toBe('queued');
    expect((await post(body)).body.outcome).toBe('replayed');
    await drain();
    expect(await contactsOf((await leadOf(p.buyer!.email))!.id)).toHaveLength(1);
  });

  it('a kept event that cannot be applied is tried five times, then given up as failed with why', async () => {
    const p = parts();
    const body = abandonedCheckout(p);
    const parsed = hotmart.parse(body);
    if (!parsed.ok || !parsed.event) throw new Error('the sample must parse');
    await queueEvent(h.db, { id: s.contaId, companyId: s.companyId }, parsed.event, body);
    // Its body spoiled in the log, as an adapter that changed since would see it.
    await h.db
      .update(platformEvents)
      .set({ payload: { event: 'PURCHASE_OUT_OF_SHOPPING_CART' } })
      .where(eq(platformEvents.externalId, p.id));
    expect(await drain()).toBeGreaterThanOrEqual(MAX_EVENT_TRIES);
    const [row] = await h.db.select().from(platformEvents).where(eq(platformEvents.externalId, p.id));
    expect(row).toMatchObject({ outcome: 'failed', tentativas: MAX_EVENT_TRIES, payload: null });
    expect(row!.error).toMatch(/não é mais reconhecido/);
    expect(await leadOf(p.buyer!.email)).toBeUndefined();
  });

  it('the running engine worker applies a kept event by itself', async () => {
    const p = parts();
    const body = abandonedCheckout(p);
    const parsed = hotmart.parse(body);
    if (!parsed.ok || !parsed.event) throw new Error('the sample must parse');
    await queueEvent(h.db, { id: s.contaId, companyId: s.companyId }, parsed.event, body);
    const worker = startEngineWorker(h.db, {
      keys: trackingKeys('http://retoma.test', 'secret'),
      sms: null,
      log: h.deps.log,
      companyId: s.companyId,
      intervalMs: 50,
    });
    try {
      await expect.poll(() => leadOf(p.buyer!.email), { timeout: 10_000 }).toBeDefined();
    } finally {
      await worker.stop();
    }
    const [row] = await h.db.select().from(platformEvents).where(eq(platformEvents.externalId, p.id));
    expect(row).toMatchObject({ outcome: 'processed', payload: null });
  });
});
