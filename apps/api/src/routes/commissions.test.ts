import { randomUUID } from 'node:crypto';
import type {
  Comissao,
  ComissaoPage,
  Diagnostico,
  OrdemDetalhe,
  OrdemPagamento,
  PessoaAOrdenarPage,
  PreComissao,
  PreComissaoDetalhe,
} from '@retoma/api-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comissoes, leadProdutos, leads, preComissoes, produtos, transacoes } from '../db/schema';
import { postHotmartEvent, type Scenario } from '../engine/testScenario';
import { purchaseEvent, type SampleParts } from '../platforms/hotmartSamples';
import { ordersCsv } from '../services/commissions/documents';
import { ADMIN, getHarness, type Harness } from '../test/harness';
import { commissionCompany, companyCall, type CompanyBody } from '../test/commissions';
import { addMember, type Member } from '../test/tickets';

let h: Harness;
let s: Scenario;
let co: string;
let manager: Member;
let agent: Member;
let other: Member;
const DAY = 86_400_000;
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const call = <T>(member: Member, method: string, path: string, json?: unknown) => companyCall<T>(h, co, member, method, path, json);

const post = (body: unknown) => postHotmartEvent(h, s, body);

const sckOf = (member: Member) => h.personalLinkCode(s.companyId, member.id);

/** A sale through `member`'s personal link, approved `daysAgo` days ago (its warranty is seven days long). */
async function saleThrough(member: Member, daysAgo: number): Promise<SampleParts & { claim: PreComissao }> {
  const tag = randomUUID().slice(0, 8);
  const parts: SampleParts = {
    id: randomUUID(),
    at: Date.now() - daysAgo * DAY,
    productId: s.productCode,
    buyer: { name: `Bia ${tag}`, email: `bia.${tag}@example.com`, phone: '5511987654321', document: '52998224725' },
    transaction: `HP${tag}`,
    sck: await sckOf(member),
  };
  await post(purchaseEvent('PURCHASE_APPROVED', parts));
  const list = await call<{ data: PreComissao[] }>(manager, 'GET', `pre_comissaos?search=${parts.buyer!.email}`);
  return { ...parts, claim: list.body.data.data[0]! };
}

const transactionOf = async (code: string) => (await h.db.select().from(transacoes).where(eq(transacoes.transaction, code)))[0]!;

beforeAll(async () => {
  h = await getHarness();
  // Individual shares in reais: the agent whose link sold gets both (inserted and attended).
  ({ co, manager, agent, s } = await commissionCompany(h, { insercao: 20.1, atendimento: 33.33 }));
  other = await addMember(h, 'Atendente', 'colega', co);
});

describe('a sale credited to a person opens a pre-commission', () => {
  it('from the product’s settings, for the agent whose link sold; the agent sees it among theirs', async () => {
    const { claim } = await saleThrough(agent, 10);
    expect(claim).toMatchObject({
      situacao: 'pendente',
      criador: { type: 'user', id: agent.id },
      atendente: { id: agent.id },
      comissao_criador: 20.1,
      comissao_atendente: 33.33,
      comissao_total: 53.43,
      diagnostico: null,
    });
    const mine = await call<{ data: PreComissao[] }>(agent, 'GET', 'pre_comissaos/minhas');
    expect(mine.body.data.data.map((row) => row.id)).toContain(claim.id);
    expect((await call(other, 'GET', `pre_comissaos/minhas/${claim.id}`)).status).toBe(404);
  });

  it('none for a product that pays no commission', async () => {
    await h.db.update(produtos).set({ habComissao: false }).where(eq(produtos.id, s.produtoId));
    const before = await h.db.select().from(preComissoes).where(eq(preComissoes.companyId, s.companyId));
    await post(
      purchaseEvent('PURCHASE_APPROVED', {
        id: randomUUID(),
        at: Date.now(),
        productId: s.productCode,
        transaction: `HP${randomUUID().slice(0, 8)}`,
        sck: await sckOf(agent),
        buyer: { name: 'Sem', email: `sem.${randomUUID().slice(0, 6)}@example.com` },
      }),
    );
    const after = await h.db.select().from(preComissoes).where(eq(preComissoes.companyId, s.companyId));
    expect(after.length).toBe(before.length);
    await h.db.update(produtos).set({ habComissao: true }).where(eq(produtos.id, s.produtoId));
  });
});

describe('from the claim to the paid order, and the clawback', () => {
  it('diagnosis, approval, order, payment, the agent’s view; a refund takes it back on the next order', async () => {
    const sale = await saleThrough(agent, 10);
    const diagnosis = await call<Diagnostico[]>(manager, 'POST', 'pre_comissao_diagnosticos', { ids: [sale.claim.id] });
    expect(diagnosis.status).toBe(200);
    expect(diagnosis.body.data[0]).toMatchObject({ sugestao: 'aprovar' });
    expect(diagnosis.body.data[0]!.motivos.map((m) => m.codigo)).toEqual(['transacao_aprovada', 'garantia_cumprida']);

    const candidates = await call<Array<{ id: number }>>(manager, 'GET', `pre_comissaos/${sale.claim.id}/transacoes`);
    const tx = await transactionOf(sale.transaction!);
    expect(candidates.body.data.map((row) => row.id)).toContain(tx.id);
    const approved = await call<PreComissaoDetalhe>(manager, 'POST', `pre_comissaos/aprovar/${sale.claim.id}`, { transacoes: [tx.id] });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ situacao: 'aprovada', comprovantes: [{ id: tx.id }] });
    expect((await call(manager, 'POST', `pre_comissaos/aprovar/${sale.claim.id}`, { transacoes: [tx.id] })).status).toBe(409);

    const people = await call<PessoaAOrdenarPage>(manager, 'GET', 'comissaos/a-ordenar');
    expect(people.body.data.data.find((p) => p.user.id === agent.id)).toMatchObject({ quantidade: 2, valor: 53.43 });
    const orders = await call<OrdemPagamento[]>(manager, 'POST', 'comissaos/gerarordens', { ids: [agent.id] });
    expect(orders.status).toBe(200);
    expect(orders.body.data).toEqual([expect.objectContaining({ total: 53.43, quantidade: 2, paga_em: null })]);
    const ordem = orders.body.data[0]!;
    expect((await call(manager, 'POST', 'comissaos/gerarordens', { ids: [agent.id] })).status).toBe(409);
    const paid = await call<OrdemPagamento[]>(manager, 'POST', 'ordems/setpago', { ids: [ordem.id] });
    expect(paid.body.data[0]!.paga_em).not.toBeNull();
    const mine = await call<ComissaoPage>(agent, 'GET', 'comissaos/minhas');
    expect(mine.body.data.data.filter((row) => row.ordem_id === ordem.id).map((row) => row.situacao)).toEqual(['paga', 'paga']);

    await post(purchaseEvent('PURCHASE_REFUNDED', { ...sale, id: randomUUID(), at: Date.now() }));
    const after = await call<ComissaoPage>(agent, 'GET', 'comissaos/minhas?situacao=ajuste');
    expect(after.body.data.data).toHaveLength(2);
    expect(after.body.data.soma).toBe(-53.43);
    expect(after.body.data.data[0]).toMatchObject({ motivo_estorno: 'PURCHASE_REFUNDED', situacao: 'ajuste' });
    const next = await call<OrdemPagamento[]>(manager, 'POST', 'comissaos/gerarordens', { ids: [agent.id] });
    expect(next.body.data[0]).toMatchObject({ total: -53.43, quantidade: 2 });
    const summary = await call<{ totais: { paga: number; estornado: number } }>(agent, 'GET', 'comissaos/minhas/resumo?meses=3');
    expect(summary.body.data.totais.estornado).toBeGreaterThanOrEqual(53.43);
  });

  it('a commission within the warranty is held (payable from its end); a refund before any order cancels it', async () => {
    const sale = await saleThrough(other, 1);
    const tx = await transactionOf(sale.transaction!);
    const [diagnosis] = (await call<Diagnostico[]>(manager, 'POST', 'pre_comissao_diagnosticos', { ids: [sale.claim.id] })).body.data;
    expect(diagnosis).toMatchObject({ sugestao: 'aguardar' });
    await call(manager, 'POST', `pre_comissaos/aprovar/${sale.claim.id}`, { transacoes: [tx.id] });
    const held = await call<ComissaoPage>(other, 'GET', 'comissaos/minhas?situacao=retida');
    expect(held.body.data.data).toHaveLength(2);
    expect(held.body.data.data[0]!.retida_ate).toBe(tx.warrantyDate!.toISOString());
    const people = await call<PessoaAOrdenarPage>(manager, 'GET', 'comissaos/a-ordenar');
    expect(people.body.data.data.find((p) => p.user.id === other.id)).toMatchObject({ quantidade: 0, valor: 0, retido: 53.43 });
    expect((await call(manager, 'POST', 'comissaos/gerarordens', { ids: [other.id] })).status).toBe(409);

    await post(purchaseEvent('PURCHASE_CHARGEBACK', { ...sale, id: randomUUID(), at: Date.now() }));
    const cancelled = await call<ComissaoPage>(other, 'GET', 'comissaos/minhas?situacao=estornada');
    expect(cancelled.body.data.data).toHaveLength(2);
    expect(cancelled.body.data.soma).toBe(0);
    expect((await call<ComissaoPage>(other, 'GET', 'comissaos/minhas?situacao=ajuste')).body.data.data).toHaveLength(0);
  });

  it('reject and restore, one or a list; a list approves each on its own sale', async () => {
    const a = await saleThrough(agent, 10);
    const b = await saleThrough(agent, 10);
    const rejected = await call<{ feitos: number[] }>(manager, 'POST', 'pre_comissaos/reprovar', { ids: [a.claim.id, b.claim.id] });
    expect(rejected.body.data.feitos).toEqual([a.claim.id, b.claim.id]);
    const counts = await call<{ reprovado: number }>(manager, 'GET', 'pre_comissaos/contagem');
    expect(counts.body.data.reprovado).toBeGreaterThanOrEqual(2);
    expect((await call(manager, 'POST', `pre_comissaos/restaurar/${a.claim.id}`)).status).toBe(200);
    const lot = await call<{ feitos: number[]; recusados: Array<{ id: number }> }>(manager, 'POST', 'pre_comissaos/aprovar', {
      ids: [a.claim.id, b.claim.id],
    });
    expect(lot.body.data.feitos).toEqual([a.claim.id]);
    expect(lot.body.data.recusados.map((row) => row.id)).toEqual([b.claim.id]);
  });
});

describe('the agent’s proof', () => {
  it('text and images on their own pending claim; nobody else’s', async () => {
    const { claim } = await saleThrough(agent, 3);
    const short = await call(agent, 'POST', `pre_comissaos/${claim.id}/comprovacao`, { descricao: 'curta' });
    expect(short.status).toBe(422);
    expect(short.body.errors?.descricao).toBeDefined();
    const saved = await call<PreComissaoDetalhe>(agent, 'POST', `pre_comissaos/${claim.id}/comprovacao`, {
      descricao: 'Vendi por telefone e enviei o link.',
      email_secundario: 'outro@example.com',
    });
    expect(saved.body.data).toMatchObject({ descricao: 'Vendi por telefone e enviei o link.', email_secundario: 'outro@example.com' });
    const withImage = await call<PreComissaoDetalhe>(agent, 'POST', `pre_comissaos/${claim.id}/anexos`, { imagem: PNG });
    expect(withImage.body.data.anexos).toHaveLength(1);
    const image = await h.call('GET', withImage.body.data.anexos[0]!.url);
    expect(image.status).toBe(200);
    expect((await call(other, 'POST', `pre_comissaos/${claim.id}/anexos`, { imagem: PNG })).status).toBe(404);
    const removed = await call<PreComissaoDetalhe>(
      agent,
      'DELETE',
      `pre_comissaos/${claim.id}/anexos/${withImage.body.data.anexos[0]!.id}`,
    );
    expect(removed.body.data.anexos).toHaveLength(0);
    const [diagnosis] = (await call<Diagnostico[]>(manager, 'POST', 'pre_comissao_diagnosticos', { ids: [claim.id] })).body.data;
    expect(diagnosis!.motivos.map((m) => m.codigo)).toContain('email_secundario');
  });
});

describe('the commissions list', () => {
  it('finds commissions by the lead’s e-mail or name, the person and the product, with the sum of what it finds', async () => {
    const sale = await saleThrough(other, 10);
    const tx = await transactionOf(sale.transaction!);
    expect((await call(manager, 'POST', `pre_comissaos/aprovar/${sale.claim.id}`, { transacoes: [tx.id] })).status).toBe(200);
    const search = (term: string) => call<ComissaoPage>(manager, 'GET', `comissaos?per_page=100&search=${encodeURIComponent(term)}`);

    const byEmail = await search(sale.buyer!.email.toUpperCase());
    expect(byEmail.body.data.data.map((row) => row.lead.email)).toEqual([sale.buyer!.email, sale.buyer!.email]);
    expect(byEmail.body.data).toMatchObject({ total: 2, soma: 53.43 });
    expect((await search(sale.buyer!.name)).body.data.total).toBe(2);

    const byPerson = await search(other.name);
    expect(byPerson.body.data.data.length).toBeGreaterThanOrEqual(2);
    expect(new Set(byPerson.body.data.data.map((row) => row.user.id))).toEqual(new Set([other.id]));

    const [produto] = await h.db.select({ nome: produtos.nome }).from(produtos).where(eq(produtos.id, s.produtoId));
    const byProduct = await search(produto!.nome);
    expect(byProduct.body.data.data.map((row) => row.id)).toEqual(expect.arrayContaining(byEmail.body.data.data.map((row) => row.id)));
    // Wildcards are literal, and nothing matches a term no commission holds.
    expect((await search('%')).body.data).toMatchObject({ total: 0, soma: 0 });
  });
});

describe('permissions, isolation and validation', () => {
  it('agents reach only their own view; the lists and methods need the commission permissions', async () => {
    for (const path of ['pre_comissaos', 'comissaos', 'comissaos/a-ordenar', 'ordems'])
      expect((await call(agent, 'GET', path)).status).toBe(403);
    expect((await call(agent, 'POST', 'pre_comissaos/aprovar', { ids: [1] })).status).toBe(403);
    expect((await call(agent, 'GET', 'comissaos/minhas')).status).toBe(200);
    expect((await call(agent, 'GET', 'pre_comissaos/minhas')).status).toBe(200);
  });

  it('another company’s manager finds nothing of this one', async () => {
    const { claim } = await saleThrough(agent, 10);
    const token = await h.tokenFor(ADMIN);
    const outside = await h.call('GET', `/api/aurora/pre_comissaos/${claim.id}`, { token });
    expect(outside.status).toBe(404);
    const approve = await h.call('POST', `/api/aurora/pre_comissaos/reprovar/${claim.id}`, { token, json: {} });
    expect(approve.status).toBe(404);
    const list = await h.call<CompanyBody<{ data: PreComissao[] }>>('GET', '/api/aurora/pre_comissaos?per_page=100', { token });
    expect(list.body.data.data.map((row) => row.id)).not.toContain(claim.id);
  });

  it('bad input is a 422 on its field', async () => {
    const { claim } = await saleThrough(agent, 10);
    expect((await call(manager, 'GET', 'pre_comissaos?per_page=7')).status).toBe(422);
    expect((await call(manager, 'GET', 'pre_comissaos?tipo=aprovado')).body.errors?.tipo).toBeDefined();
    expect((await call(manager, 'POST', `pre_comissaos/aprovar/${claim.id}`, { transacoes: [] })).body.errors?.transacoes).toBeDefined();
    const foreign = await call(manager, 'POST', `pre_comissaos/aprovar/${claim.id}`, { transacoes: [2_000_000_000] });
    expect(foreign.status).toBe(422);
    expect((await call(manager, 'POST', 'comissaos/gerarordens', { ids: [] })).body.errors?.ids).toBeDefined();
    expect((await call(manager, 'GET', 'ordems/imprimir?ids=a,b')).status).toBe(422);
    expect((await call(manager, 'GET', 'ordems?dt_inicio=2026-02-10&dt_fim=2026-02-01')).body.errors?.dt_fim).toBeDefined();
  });
});

describe('every amount is exact', () => {
  it('the list’s sum, the people’s amounts, the order’s total and groups, and the CSV agree to the cent', async () => {
    const person = await addMember(h, 'Atendente', 'centavos', co);
    const [lead] = await h.db
      .insert(leads)
      .values({ companyId: s.companyId, nome: 'Lead centavos', email: `c.${randomUUID().slice(0, 6)}@example.com` })
      .returning();
    await h.db.insert(leadProdutos).values({ companyId: s.companyId, leadId: lead!.id, produtoId: s.produtoId });
    // Amounts whose floating-point sum drifts (0.1 + 0.2 ≠ 0.3), a large one and an adjustment.
    const amounts = [0.1, 0.2, 0.7, 33.33, 33.33, 33.34, 19.99, 1234567.89, 0.01, -0.3];
    await h.db.insert(comissoes).values(
      amounts.map((valor, i) => ({
        companyId: s.companyId,
        userId: person.id,
        leadId: lead!.id,
        produtoId: s.produtoId,
        natureza: valor < 0 ? ('estorno' as const) : i % 2 === 0 ? ('atendimento' as const) : ('insercao' as const),
        valor,
      })),
    );
    const exact = 123468859; // cents: 10+20+70+3333+3333+3334+1999+123456789+1-30
    const list = await call<ComissaoPage>(manager, `GET`, `comissaos?user_id=${person.id}&per_page=10`);
    expect(Math.round(list.body.data.soma * 100)).toBe(exact);
    expect(Math.round(list.body.data.data.reduce((sum: number, row: Comissao) => sum + Math.round(row.valor * 100), 0))).toBe(exact);
    const people = await call<PessoaAOrdenarPage>(manager, 'GET', `comissaos/a-ordenar?search=${encodeURIComponent(person.name)}`);
    expect(Math.round(people.body.data.data[0]!.valor * 100)).toBe(exact);
    const [ordem] = (await call<OrdemPagamento[]>(manager, 'POST', 'comissaos/gerarordens', { ids: [person.id] })).body.data;
    expect(Math.round(ordem!.total * 100)).toBe(exact);
    const detail = (await call<OrdemDetalhe>(manager, 'GET', `ordems/${ordem!.id}`)).body.data;
    expect(detail.grupos.reduce((sum, group) => sum + Math.round(group.valor * 100), 0)).toBe(exact);
    const csv = await h.call<string>('GET', `/api/${co}/ordems/exportar?ids=${ordem!.id}`, { token: manager.token });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('"total";"";"";"";"";"";"";"";"1234688,59"');
    expect(ordersCsv([detail], 'America/Sao_Paulo')).toContain('"1234567,89"');
    const pdf = await h.call<string>('GET', `/api/${co}/ordems/imprimir?ids=${ordem!.id}`, { token: manager.token });
    expect(pdf.status).toBe(200);
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    const pending = await call<{ soma: number }>(manager, 'GET', `ordems?search=${encodeURIComponent(person.name)}`);
    expect(Math.round(pending.body.data.soma * 100)).toBe(exact);
  });
});
