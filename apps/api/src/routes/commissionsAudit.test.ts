import { randomUUID } from 'node:crypto';
import type { AuditEntry, OrdemPagamento, PreComissao } from '@retoma/api-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comissoes, transacoes } from '../db/schema';
import { postHotmartEvent, type Scenario } from '../engine/testScenario';
import { purchaseEvent } from '../platforms/hotmartSamples';
import { getHarness, type Harness } from '../test/harness';
import { commissionCompany, companyCall } from '../test/commissions';
import type { Member } from '../test/tickets';

/** Each decision on a pre-commission and each order generated, paid or reverted leaves its row in the trail. */

let h: Harness;
let s: Scenario;
let co: string;
let manager: Member;
let agent: Member;

const call = <T>(method: string, path: string, json?: unknown) => companyCall<T>(h, co, manager, method, path, json);

/** The trail's commission rows about one record, oldest first. */
async function trailOf(entityId: number, label: string) {
  const res = await call<{ data: AuditEntry[] }>('GET', 'auditoria?area=commissions&per_page=100');
  expect(res.status).toBe(200);
  return res.body.data.data.filter((row) => row.entity_id === entityId && row.label === label).reverse();
}

const changesOf = (entry: AuditEntry) => Object.fromEntries(entry.changes.map((change) => [change.field, [change.before, change.after]]));

/** The Hotmart event of one of the scenario's sales (a purchase, a refund), as the platform posts it. */
const postEvent = (event: object) => postHotmartEvent(h, s, event);

/** A sale through the agent's personal link, approved ten days ago (its warranty over): a pre-commission to decide. */
async function sale() {
  const sck = await h.personalLinkCode(s.companyId, agent.id);
  const tag = randomUUID().slice(0, 8);
  const email = `rui.${tag}@example.com`;
  const transaction = `HP${tag}`;
  const event = {
    at: Date.now() - 10 * 86_400_000,
    productId: s.productCode,
    buyer: { name: `Rui ${tag}`, email, phone: '5511987654321' },
    transaction,
    sck,
  };
  await postEvent(purchaseEvent('PURCHASE_APPROVED', { id: randomUUID(), ...event }));
  const claim = (await call<{ data: PreComissao[] }>('GET', `pre_comissaos?search=${email}`)).body.data.data[0]!;
  const [tx] = await h.db.select({ id: transacoes.id }).from(transacoes).where(eq(transacoes.transaction, transaction));
  /** The platform's refund of this sale, now. */
  const refund = () => postEvent(purchaseEvent('PURCHASE_REFUNDED', { ...event, id: randomUUID(), at: Date.now() }));
  return { claim, transaction, txId: tx!.id, refund };
}

beforeAll(async () => {
  h = await getHarness();
  ({ co, manager, agent, s } = await commissionCompany(h, { insercao: 20.1, atendimento: 33.33 }));
});

describe('commissions in the audit trail', () => {
  it('rejection, restoration and approval of a pre-commission: who decided, and the amounts at stake', async () => {
    const { claim, transaction, txId } = await sale();
    const label = `Pré-comissão #${claim.id}`;
    expect((await call('POST', `pre_comissaos/reprovar/${claim.id}`)).status).toBe(200);
    expect((await call('POST', `pre_comissaos/restaurar/${claim.id}`)).status).toBe(200);
    expect((await call('POST', `pre_comissaos/aprovar/${claim.id}`, { transacoes: [txId] })).status).toBe(200);
    // A refused decision (already approved) leaves no row.
    expect((await call('POST', `pre_comissaos/reprovar/${claim.id}`)).status).toBe(409);

    const [rejected, restored, approved, ...more] = await trailOf(claim.id, label);
    expect(more).toEqual([]);
    for (const entry of [rejected!, restored!, approved!]) expect(entry.actor).toMatchObject({ id: manager.id });
    expect(rejected!.action).toBe('reject');
    expect(changesOf(rejected!)).toEqual({
      situacao: ['pendente', 'reprovada'],
      comissao_criador: [null, 20.1],
      comissao_atendente: [null, 33.33],
    });
    expect(restored!.action).toBe('restore');
    expect(changesOf(restored!)).toMatchObject({ situacao: ['reprovada', 'pendente'], comissao_atendente: [null, 33.33] });
    expect(approved!.action).toBe('approve');
    expect(changesOf(approved!)).toEqual({
      situacao: ['pendente', 'aprovada'],
      transacoes: [null, [transaction]],
      'comissoes.insercao': [null, 20.1],
      'comissoes.atendimento': [null, 33.33],
    });
  });

  it('an order generated, paid and reverted: who did it, for whom, its total and its commissions', async () => {
    const { claim, txId } = await sale();
    await call('POST', `pre_comissaos/aprovar/${claim.id}`, { transacoes: [txId] });
    const orders = await call<OrdemPagamento[]>('POST', 'comissaos/gerarordens', { ids: [agent.id] });
    const ordem = orders.body.data[0]!;
    expect((await call('POST', 'ordems/setpago', { ids: [ordem.id] })).status).toBe(200);
    // Paying it again changes nothing, and records nothing.
    expect((await call('POST', 'ordems/setpago', { ids: [ordem.id] })).status).toBe(200);
    expect((await call('POST', 'ordems/unsetpago', { ids: [ordem.id] })).status).toBe(200);

    const [created, paid, reverted, ...more] = await trailOf(ordem.id, `Ordem #${ordem.id}`);
    expect(more).toEqual([]);
    for (const entry of [created!, paid!, reverted!]) expect(entry.actor).toMatchObject({ id: manager.id });
    expect(created!.action).toBe('create');
    const made = changesOf(created!);
    expect(made).toMatchObject({ 'user.id': [null, agent.id], total: [null, ordem.total] });
    expect(made.comissoes![1]).toHaveLength(ordem.quantidade);
    expect(paid!.action).toBe('pay');
    const payment = changesOf(paid!);
    expect(payment.paga_em![0]).toBeNull();
    expect(typeof payment.paga_em![1]).toBe('string');
    expect(payment.total).toEqual([null, ordem.total]);
    expect(reverted!.action).toBe('unpay');
    expect(changesOf(reverted!)).toMatchObject({ paga_em: [payment.paga_em![1], null], total: [null, ordem.total] });
  });

  it('a refund takes the commissions back: the system did it, why, how much, and the adjustment an ordered one got', async () => {
    const { claim, txId, refund } = await sale();
    await call('POST', `pre_comissaos/aprovar/${claim.id}`, { transacoes: [txId] });
    await call<OrdemPagamento[]>('POST', 'comissaos/gerarordens', { ids: [agent.id] });
    expect((await refund()).status).toBe(200);

    const taken = await h.db.select().from(comissoes).where(eq(comissoes.preComissaoId, claim.id));
    const originals = taken.filter((row) => row.natureza !== 'estorno');
    expect(originals.length).toBeGreaterThan(0);
    for (const commission of originals) {
      const [entry, ...more] = await trailOf(commission.id, `Comissão #${commission.id}`);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ action: 'clawback', actor: null });
      const adjustment = taken.find((row) => row.estornoDeId === commission.id);
      expect(changesOf(entry!)).toMatchObject({
        motivo_estorno: [null, 'PURCHASE_REFUNDED'],
        valor: [null, commission.valor],
        user_id: [null, commission.userId],
        ordem_id: [null, commission.ordemId],
        ajuste_id: [null, adjustment?.id ?? null],
      });
    }
    // The refund posted again takes nothing back twice, and records nothing more.
    await refund();
    for (const commission of originals) expect(await trailOf(commission.id, `Comissão #${commission.id}`)).toHaveLength(1);
  });
});
