import type { Conta, DataEnvelope, ErrorBody, Integracao, ListResponse } from '@retoma/api-client';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contas, platformEvents } from '../db/schema';
import { ADMIN, AGENT, getHarness, type Harness, type TestResponse } from '../test/harness';

let h: Harness;
let admin: string;
let integracoes: Record<string, Integracao>;
/** Every token these tests write or the seed holds: no response of the accounts endpoints may carry one. */
const WRITTEN = ['demo-hotmart-aurora-7f3a9c', 'demo-eduzz-aurora-key', 'demo-eduzz-aurora-secret', 'demo-kiwify-vitoria-a01'];
/** Every response of the accounts endpoints these tests got, scanned at the end. */
const responses: Array<TestResponse<unknown>> = [];

async function call<T>(method: string, path: string, json?: unknown, token = admin) {
  const res = await h.call<T>(method, path, { token, json });
  responses.push(res);
  return res;
}

const byName = async (nome: string) => {
  const list = await call<ListResponse<Conta>>('GET', `/api/aurora/contas?search=${encodeURIComponent(nome)}`);
  return list.body.data.data.find((c) => c.nome === nome)!;
};

beforeAll(async () => {
  h = await getHarness();
  admin = await h.tokenFor(ADMIN);
  const res = await call<DataEnvelope<Integracao[]>>('GET', '/api/aurora/integracoes');
  integracoes = Object.fromEntries(res.body.data.map((i) => [i.descricao, i]));
});

describe('contas: webhook address, token state and last event', () => {
  it('serves each account’s webhook address with its own unguessable key', async () => {
    const list = await call<ListResponse<Conta>>('GET', '/api/aurora/contas?per_page=100');
    const urls = list.body.data.data.map((c) => c.webhook_url);
    for (const conta of list.body.data.data) {
      const platform = conta.integracao.descricao.toLowerCase();
      expect(conta.webhook_url).toMatch(new RegExp(`^http://retoma\\.test/api/webhooks/${platform}/[0-9a-f]{32}$`));
    }
    expect(new Set(urls).size).toBe(urls.length);
    const [stored] = await h.db.select({ key: contas.webhookKey }).from(contas).where(eq(contas.nome, 'Hotmart — Loja Aurora'));
    expect(urls).toContain(`http://retoma.test/api/webhooks/hotmart/${stored!.key}`);
  });

  it('says whether the token is set and shows its last four characters, never the token', async () => {
    const hotmart = await byName('Hotmart — Loja Aurora');
    expect(hotmart).toMatchObject({ has_token: true, has_token2: false, token_last4: '3a9c' });
    const eduzz = await byName('Eduzz — Aurora Cursos');
    expect(eduzz).toMatchObject({ has_token: true, has_token2: true, token_last4: '-key' });
  });

  it('shows no part of a token too short to hide the rest', async () => {
    const created = await call<DataEnvelope<Conta>>('POST', '/api/aurora/contas', {
      integracao_id: integracoes.Kiwify!.id,
      nome: 'Kiwify curta',
      token: 'curto-9876',
    });
    WRITTEN.push('curto-9876');
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ has_token: true, token_last4: null, last_event: null, produtos_count: 0 });
    await call('DELETE', `/api/aurora/contas/${created.body.data.id}`);
  });

  it('carries the last event received: processed, failed with its reason, or none yet', async () => {
    const hotmart = await byName('Hotmart — Loja Aurora');
    expect(hotmart.last_event).toMatchObject({ event: 'PURCHASE_APPROVED', outcome: 'processed', error: null });
    const eduzz = await byName('Eduzz — Aurora Cursos');
    expect(eduzz.last_event).toMatchObject({ event: 'cart_abandonment', outcome: 'failed' });
    expect(eduzz.last_event?.error).toContain('token 2');

    // A newer event replaces it, on the list and on the account alike.
    const companyId = await h.companyId('aurora');
    await h.db
      .insert(platformEvents)
      .values({ companyId, contaId: eduzz.id, event: 'invoice_paid', outcome: 'processed', receivedAt: new Date() });
    const shown = await call<DataEnvelope<Conta>>('GET', `/api/aurora/contas/${eduzz.id}`);
    expect(shown.body.data.last_event).toMatchObject({ event: 'invoice_paid', outcome: 'processed', error: null });

    const helena = await h.tokenFor('helena@vitoria.dev');
    const vitoria = await call<ListResponse<Conta>>('GET', '/api/vitoria/contas', undefined, helena);
    // Vitória sees its own accounts only (other suites may add some to it), never Aurora's nor Aurora's events.
    expect(vitoria.body.data.data.map((c) => c.id)).not.toContain(eduzz.id);
    expect(vitoria.body.data.data.map((c) => c.last_event?.event)).not.toContain('invoice_paid');
  });

  it('rotates the token: the new value replaces the old, the second token stays, and the trail records it masked', async () => {
    const eduzz = await byName('Eduzz — Aurora Cursos');
    const rotated = await call<DataEnvelope<Conta>>('PUT', `/api/aurora/contas/${eduzz.id}`, {
      nome: eduzz.nome,
      integracao_id: eduzz.integracao_id,
      token: 'eduzz-rotacionado-5521',
    });
    WRITTEN.push('eduzz-rotacionado-5521');
    expect(rotated.status).toBe(200);
    expect(rotated.body.data).toMatchObject({ has_token: true, has_token2: true, token_last4: '5521' });
    const [stored] = await h.db.select().from(contas).where(eq(contas.id, eduzz.id));
    expect(stored).toMatchObject({ token: 'eduzz-rotacionado-5521', token2: 'demo-eduzz-aurora-secret' });

    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'accounts'), eq(auditLog.entityId, eduzz.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'update', label: 'Eduzz — Aurora Cursos' });
    expect(JSON.stringify(entry!.changes)).not.toContain('eduzz-rotacionado');
  });

  it('asks for the second token of a platform that needs two, on its field', async () => {
    const missing = await call<ErrorBody>('POST', '/api/aurora/contas', {
      integracao_id: integracoes.Eduzz!.id,
      nome: 'Eduzz sem segredo',
      token: 'eduzz-sem-segredo-0001',
    });
    WRITTEN.push('eduzz-sem-segredo-0001');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ token2: ['Informe o token 2 da conta.'] });
  });

  it('refuses to delete an account in use, saying by how many products', async () => {
    const hotmart = await byName('Hotmart — Loja Aurora');
    expect(hotmart.produtos_count).toBeGreaterThan(1);
    const refused = await call<ErrorBody>('DELETE', `/api/aurora/contas/${hotmart.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Conta em uso por ${hotmart.produtos_count} produtos. Remova ou mova os produtos antes.`);
  });

  it('needs configuracao_conta to read and configuracao_conta_editar to write', async () => {
    const agent = await h.tokenFor(AGENT);
    const hotmart = await byName('Hotmart — Loja Aurora');
    expect((await call('GET', '/api/aurora/contas', undefined, agent)).status).toBe(403);
    expect((await call('GET', `/api/aurora/contas/${hotmart.id}`, undefined, agent)).status).toBe(403);
    const write = await call(
      'PUT',
      `/api/aurora/contas/${hotmart.id}`,
      { nome: 'x', integracao_id: 1, token: 'agente-tentou-0000' },
      agent,
    );
    WRITTEN.push('agente-tentou-0000');
    expect(write.status).toBe(403);
  });

  it('keeps companies apart: another company’s account and its events are not found', async () => {
    const [theirs] = await h.db
      .select({ id: contas.id })
      .from(contas)
      .where(eq(contas.companyId, await h.companyId('vitoria')));
    expect((await call('GET', `/api/aurora/contas/${theirs!.id}`)).status).toBe(404);
    const put = await call('PUT', `/api/aurora/contas/${theirs!.id}`, { nome: 'x', integracao_id: 1, token: 'invasor-000000001' });
    WRITTEN.push('invasor-000000001');
    expect(put.status).toBe(404);
  });

  it('no response of the accounts endpoints carries a token written to them', () => {
    expect(responses.length).toBeGreaterThan(15);
    for (const res of responses) {
      for (const secret of WRITTEN) expect(res.text).not.toContain(secret);
      // A record carries only whether each token is set (a 422 may name a token field, never its value).
      if (res.status < 300) expect(res.text).not.toMatch(/"token[23]?"\s*:/);
    }
  });
});
