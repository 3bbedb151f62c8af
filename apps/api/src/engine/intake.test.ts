import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campanhaContatos, comissoes, envios, leads, preComissoes, transacoes, vendasRecuperadas } from '../db/schema';
import { abandonedCheckout, purchaseEvent, type SampleParts } from '../platforms/hotmartSamples';
import { actOnOne } from '../services/commissions/methods';
import { getHarness, type Harness } from '../test/harness';
import { commissionCompany } from '../test/commissions';
import type { Member } from '../test/tickets';
import { postHotmartEvent, type Scenario } from './testScenario';

// A buyer's dispute (Hotmart's PURCHASE_PROTEST) of a sale, before and after the platform decides it.

let h: Harness;
let s: Scenario;
let manager: Member;
let agent: Member;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The sales of this file were approved ten days ago: their seven-day warranty is over, their claims approvable. */
const SOLD = Date.now() - 10 * DAY;

type Event = Parameters<typeof purchaseEvent>[0];

const post = (body: unknown) => postHotmartEvent<{ outcome: string; note?: string }>(h, s, body);
/** One more event of the sale, `after` milliseconds after its approval, under an id of its own. */
const send = async (event: Event, sale: SampleParts, after: number) => {
  const body = purchaseEvent(event, { ...sale, id: randomUUID(), at: SOLD + after });
  expect((await post(body)).status).toBe(200);
  return body;
};

/** A buyer of their own who left the checkout and then bought through the agent's personal link. */
async function sale(): Promise<SampleParts> {
  const tag = randomUUID().slice(0, 8);
  const parts: SampleParts = {
    id: randomUUID(),
    at: SOLD - HOUR,
    productId: s.productCode,
    buyer: { name: `Rui ${tag}`, email: `rui.${tag}@example.com`, phone: '5511987654321', document: '52998224725' },
    transaction: `HP${tag}`,
    sck: await h.personalLinkCode(s.companyId, agent.id),
  };
  await post(abandonedCheckout(parts));
  return parts;
}

const transactionOf = async (parts: SampleParts) =>
  (await h.db.select().from(transacoes).where(eq(transacoes.transaction, parts.transaction!)))[0]!;
const leadOf = async (parts: SampleParts) =>
  (
    await h.db
      .select()
      .from(leads)
      .where(and(eq(leads.companyId, s.companyId), eq(leads.email, parts.buyer!.email)))
  )[0]!;
const creditsOf = async (parts: SampleParts) =>
  h.db
    .select()
    .from(vendasRecuperadas)
    .where(eq(vendasRecuperadas.transacaoId, (await transactionOf(parts)).id));
const claimsOf = async (parts: SampleParts) =>
  h.db
    .select()
    .from(preComissoes)
    .where(eq(preComissoes.transacaoId, (await transactionOf(parts)).id));
/** The lead's campaign entries and sends: what an event could restart. */
const campaignOf = async (parts: SampleParts) => {
  const lead = await leadOf(parts);
  const contacts = await h.db
    .select({ id: campanhaContatos.id, situacao: campanhaContatos.situacao, saiuEm: campanhaContatos.saiuEm })
    .from(campanhaContatos)
    .where(eq(campanhaContatos.leadId, lead.id))
    .orderBy(asc(campanhaContatos.id));
  const sends = await h.db
    .select({ id: envios.id, situacao: envios.situacao })
    .from(envios)
    .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
    .where(eq(campanhaContatos.leadId, lead.id))
    .orderBy(asc(envios.id));
  return { contacts, sends };
};

beforeAll(async () => {
  h = await getHarness();
  ({ manager, agent, s } = await commissionCompany(h, { insercao: 20, atendimento: 30 }));
});

describe('a dispute after the approval', () => {
  it('moves the transaction to dispute and keeps the credit, its claim and the approval date', async () => {
    const parts = await sale();
    await send('PURCHASE_APPROVED', parts, 0);
    const approved = await transactionOf(parts);
    const campaign = await campaignOf(parts);
    expect(campaign.contacts.map((row) => row.situacao)).toEqual(['recuperado']);

    const protest = await send('PURCHASE_PROTEST', parts, 3 * DAY);
    const disputed = await transactionOf(parts);
    expect(disputed.status).toBe('dispute');
    // The dispute's payload carries no approval date: the one the approval gave stays.
    expect(disputed.confirmationPurchaseDate).toEqual(approved.confirmationPurchaseDate);
    expect(await creditsOf(parts)).toEqual([expect.objectContaining({ origem: 'link_agente', revertidaEm: null })]);
    expect(await claimsOf(parts)).toEqual([expect.objectContaining({ situacao: 'pendente' })]);
    expect(await campaignOf(parts)).toEqual(campaign);

    // Replayed, or followed by a late event of an earlier stage: nothing moves.
    expect((await post(protest)).body.outcome).toBe('replayed');
    await send('PURCHASE_BILLET_PRINTED', parts, -HOUR);
    expect((await transactionOf(parts)).status).toBe('dispute');
    // A sale in dispute is still bought: a new abandonment starts no campaign.
    const again = await post(abandonedCheckout({ ...parts, id: randomUUID(), at: SOLD + 4 * DAY }));
    expect(again.body.outcome).toBe('ignored');
    expect(await campaignOf(parts)).toEqual(campaign);
  });

  it('decided for the seller: the approval or completion that follows takes it back, credits nothing twice, restarts nothing', async () => {
    const parts = await sale();
    await send('PURCHASE_APPROVED', parts, 0);
    const campaign = await campaignOf(parts);
    const [credit] = await creditsOf(parts);

    await send('PURCHASE_PROTEST', parts, 2 * DAY);
    const decided = await send('PURCHASE_APPROVED', parts, 5 * DAY);
    expect((await transactionOf(parts)).status).toBe('approved');
    expect((await post(decided)).body.outcome).toBe('replayed');

    // A completed sale may be contested too, and the completion that follows its decision ends that dispute.
    await send('PURCHASE_PROTEST', parts, 6 * DAY);
    expect((await transactionOf(parts)).status).toBe('dispute');
    await send('PURCHASE_COMPLETE', parts, 8 * DAY);
    expect((await transactionOf(parts)).status).toBe('completed');

    expect(await creditsOf(parts)).toEqual([credit]);
    expect(await claimsOf(parts)).toHaveLength(1);
    expect(await campaignOf(parts)).toEqual(campaign);
  });

  it('decided for the buyer: the chargeback reverses the credit and claws back the commissions approved before it', async () => {
    const parts = await sale();
    await send('PURCHASE_APPROVED', parts, 0);
    const [claim] = await claimsOf(parts);
    // The manager approved the claim before the buyer contested the sale.
    await actOnOne(h.db, s.companyId, manager.id, 'aprovar', claim!.id, [(await transactionOf(parts)).id]);
    const commissionsOf = () => h.db.select().from(comissoes).where(eq(comissoes.preComissaoId, claim!.id));
    expect(await commissionsOf()).toHaveLength(2);

    await send('PURCHASE_PROTEST', parts, 2 * DAY);
    expect((await commissionsOf()).map((row) => row.estornadaEm)).toEqual([null, null]);

    await send('PURCHASE_CHARGEBACK', parts, 9 * DAY);
    expect((await transactionOf(parts)).status).toBe('chargeback');
    expect(await creditsOf(parts)).toEqual([expect.objectContaining({ motivoReversao: 'PURCHASE_CHARGEBACK' })]);
    expect((await creditsOf(parts))[0]!.revertidaEm).not.toBeNull();
    const clawed = await commissionsOf();
    expect(clawed).toHaveLength(2);
    expect(clawed.every((row) => row.estornadaEm !== null && row.motivoEstorno === 'PURCHASE_CHARGEBACK')).toBe(true);

    // Final: a late approval or dispute neither takes it back nor credits again.
    await send('PURCHASE_APPROVED', parts, 10 * DAY);
    await send('PURCHASE_PROTEST', parts, 11 * DAY);
    expect((await transactionOf(parts)).status).toBe('chargeback');
    expect(await creditsOf(parts)).toHaveLength(1);
    expect(await commissionsOf()).toHaveLength(2);
  });
});

describe('a dispute before any approval', () => {
  it('is news of a paid sale: it stops the campaign and credits once; the approval that follows adds nothing', async () => {
    const parts = await sale();
    expect((await campaignOf(parts)).contacts.map((row) => row.situacao)).toEqual(['ativo']);

    await send('PURCHASE_PROTEST', parts, DAY);
    expect((await transactionOf(parts)).status).toBe('dispute');
    const campaign = await campaignOf(parts);
    expect(campaign.contacts.map((row) => row.situacao)).toEqual(['recuperado']);
    expect(campaign.sends.every((row) => row.situacao === 'cancelado')).toBe(true);
    expect(await creditsOf(parts)).toEqual([expect.objectContaining({ origem: 'link_agente', usuarioId: agent.id })]);
    expect(await claimsOf(parts)).toHaveLength(1);

    await send('PURCHASE_APPROVED', parts, 3 * DAY);
    expect((await transactionOf(parts)).status).toBe('approved');
    expect(await creditsOf(parts)).toHaveLength(1);
    expect(await claimsOf(parts)).toHaveLength(1);
    expect(await campaignOf(parts)).toEqual(campaign);
  });
});
