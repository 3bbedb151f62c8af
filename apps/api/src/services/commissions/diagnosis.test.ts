import { randomUUID } from 'node:crypto';
import type { Diagnostico, PreComissao, PreComissaoLote } from '@retoma/api-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comissoes, preComissaoTransacoes, preComissoes, transacoes } from '../../db/schema';
import { postHotmartEvent, type Scenario } from '../../engine/testScenario';
import { purchaseEvent, type SampleParts } from '../../platforms/hotmartSamples';
import { getHarness, type Harness } from '../../test/harness';
import { commissionCompany, companyCall } from '../../test/commissions';
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

  it('cannot be approved until the platform decides: its transaction is no candidate and the approval names the dispute', async () => {
    const sale = await disputedSale();
    const refusal = `A venda ${sale.transaction} está em disputa na plataforma: aprove quando a disputa terminar.`;
    const candidates = await call<Array<{ id: number }>>('GET', `pre_comissaos/${sale.claimId}/transacoes`);
    expect(candidates.body.data.map((row) => row.id)).not.toContain(sale.transacaoId);
    const one = await call('POST', `pre_comissaos/aprovar/${sale.claimId}`, { transacoes: [sale.transacaoId] });
    expect(one.status).toBe(422);
    expect(one.body.errors).toEqual({ transacoes: [refusal] });
    // Answered in the request's language, like the server's other refusals.
    const inEnglish = await companyCall(
      h,
      co,
      manager,
      'POST',
      `pre_comissaos/aprovar/${sale.claimId}`,
      { transacoes: [sale.transacaoId] },
      'en',
    );
    expect(inEnglish.status).toBe(422);
    expect(inEnglish.body.errors).toEqual({
      transacoes: [`Sale ${sale.transaction} is in dispute on the platform: approve once the dispute is over.`],
    });
    const many = await call<PreComissaoLote>('POST', 'pre_comissaos/aprovar', { ids: [sale.claimId] });
    expect(many.status).toBe(200);
    expect(many.body.data).toEqual({ feitos: [], recusados: [{ id: sale.claimId, motivo: refusal }] });
    const [claim] = await h.db.select().from(preComissoes).where(eq(preComissoes.id, sale.claimId));
    expect(claim!.situacao).toBe('pendente');
  });

  it('is not proved by a manual transaction meanwhile: the approval with it is refused for the dispute, nothing paid', async () => {
    const sale = await disputedSale();
    const [claim] = await h.db.select().from(preComissoes).where(eq(preComissoes.id, sale.claimId));
    const manual = await call<{ id: number }>('POST', 'transacaos', {
      lead_id: claim!.leadId,
      produto_id: claim!.produtoId,
      payment_type: 'transferencia',
      full_price: 497,
    });
    expect(manual.status).toBe(201);
    const approval = await call('POST', `pre_comissaos/aprovar/${sale.claimId}`, { transacoes: [manual.body.data.id] });
    expect(approval.status).toBe(422);
    expect(approval.body.errors).toEqual({
      transacoes: [`A venda ${sale.transaction} está em disputa na plataforma: aprove quando a disputa terminar.`],
    });
    expect(await h.db.select().from(comissoes).where(eq(comissoes.preComissaoId, sale.claimId))).toEqual([]);
    expect(await h.db.select().from(preComissaoTransacoes).where(eq(preComissaoTransacoes.preComissaoId, sale.claimId))).toEqual([]);
  });

  it.each(['PURCHASE_APPROVED', 'PURCHASE_COMPLETE'] as const)(
    'decided for the seller (%s), it is diagnosed and approved like any other',
    async (event) => {
      const sale = await disputedSale();
      await post(purchaseEvent(event, { ...sale, id: randomUUID(), at: Date.now() - 10 * DAY }));
      const diagnosis = await diagnose(sale.claimId);
      expect(diagnosis.sugestao).toBe('aprovar');
      expect(diagnosis.motivos.map((reason) => reason.codigo)).toEqual(['transacao_aprovada', 'garantia_cumprida']);
      const approved = await call('POST', `pre_comissaos/aprovar/${sale.claimId}`, { transacoes: [sale.transacaoId] });
      expect(approved.status).toBe(200);
    },
  );
});
