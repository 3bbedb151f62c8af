import { randomUUID } from 'node:crypto';
import type { Diagnostico, PreComissao, PreComissaoLote } from '@retoma/api-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { preComissoes, transacoes } from '../../db/schema';
import type { Scenario } from '../../engine/testScenario';
import { purchaseEvent, type SampleParts } from '../../platforms/hotmartSamples';
import { getHarness, type Harness } from '../../test/harness';
import { commissionCompany, companyCall, postHotmartEvent } from '../../test/commissions';
import type { Member } from '../../test/tickets';

// The diagnosis of a claim whose sale the buyer contests, and what a manager may do with it meanwhile.

let h: Harness;
let s: Scenario;
let co: string;
let manager: Member;
let agent: Member;
const DAY = 86_400_000;

const call = <T>(method: string, path: string, json?: unknown) => companyCall<T>(h, co, manager, method, path, json);
const post = (body: unknown) => postHotmartEvent(h, s, body);

/** A sale through the agent's link approved a month ago, contested by its buyer twenty days ago. */
async function disputedSale(): Promise<SampleParts & { claimId: number; transacaoId: number }> {
  const tag = randomUUID().slice(0, 8);
  const parts: SampleParts = {
    id: randomUUID(),
    at: Date.now() - 30 * DAY,
    productId: s.productCode,
    buyer: { name: `Ivo ${tag}`, email: `ivo.${tag}@example.com`, phone: '5511987654321', document: '52998224725' },
    transaction: `HP${tag}`,
    sck: await h.personalLinkCode(s.companyId, agent.id),
  };
  await post(purchaseEvent('PURCHASE_APPROVED', parts));
  await post(purchaseEvent('PURCHASE_PROTEST', { ...parts, id: randomUUID(), at: Date.now() - 20 * DAY }));
  const [tx] = await h.db.select().from(transacoes).where(eq(transacoes.transaction, parts.transaction!));
  const [claim] = await h.db.select().from(preComissoes).where(eq(preComissoes.transacaoId, tx!.id));
  return { ...parts, claimId: claim!.id, transacaoId: tx!.id };
}

const diagnose = async (id: number) => (await call<Diagnostico[]>('POST', 'pre_comissao_diagnosticos', { ids: [id] })).body.data[0]!;

beforeAll(async () => {
  h = await getHarness();
  ({ co, manager, agent, s } = await commissionCompany(h, { insercao: 20, atendimento: 30 }));
});

describe('a claim on a sale in dispute', () => {
  it('is diagnosed "wait" with the dispute and its date, not as a sale without an approved transaction', async () => {
    const sale = await disputedSale();
    const [tx] = await h.db.select().from(transacoes).where(eq(transacoes.id, sale.transacaoId));
    const diagnosis = await diagnose(sale.claimId);
    expect(diagnosis.sugestao).toBe('aguardar');
    expect(diagnosis.motivos).toEqual([
      {
        veredito: 'aguardar',
        codigo: 'disputa',
        transacao: sale.transaction,
        data: tx!.updatedAt.toISOString(),
        pre_comissao_id: null,
        dias: null,
      },
    ]);
    // The claim's row keeps it, so the lists show the same suggestion.
    const list = await call<{ data: PreComissao[] }>('GET', `pre_comissaos?search=${sale.buyer!.email}`);
    expect(list.body.data.data[0]!.diagnostico).toMatchObject({ sugestao: 'aguardar', motivos: [{ codigo: 'disputa' }] });
  });

  it('cannot be approved until the platform decides: its transaction is no candidate and is refused as proof, with why', async () => {
    const sale = await disputedSale();
    const candidates = await call<Array<{ id: number }>>('GET', `pre_comissaos/${sale.claimId}/transacoes`);
    expect(candidates.body.data.map((row) => row.id)).not.toContain(sale.transacaoId);
    const one = await call('POST', `pre_comissaos/aprovar/${sale.claimId}`, { transacoes: [sale.transacaoId] });
    expect(one.status).toBe(422);
    expect(one.body.errors).toEqual({ transacoes: ['Escolha transações aprovadas do produto desta pré-comissão.'] });
    const many = await call<PreComissaoLote>('POST', 'pre_comissaos/aprovar', { ids: [sale.claimId] });
    expect(many.status).toBe(200);
    expect(many.body.data).toEqual({
      feitos: [],
      recusados: [{ id: sale.claimId, motivo: 'Escolha transações aprovadas do produto desta pré-comissão.' }],
    });
  });

  it('decided for the seller, it is diagnosed and approved like any other', async () => {
    const sale = await disputedSale();
    await post(purchaseEvent('PURCHASE_APPROVED', { ...sale, id: randomUUID(), at: Date.now() - 10 * DAY }));
    const diagnosis = await diagnose(sale.claimId);
    expect(diagnosis.sugestao).toBe('aprovar');
    expect(diagnosis.motivos.map((reason) => reason.codigo)).toEqual(['transacao_aprovada', 'garantia_cumprida']);
    const approved = await call('POST', `pre_comissaos/aprovar/${sale.claimId}`, { transacoes: [sale.transacaoId] });
    expect(approved.status).toBe(200);
  });
});
