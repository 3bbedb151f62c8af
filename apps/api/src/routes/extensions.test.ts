import type { DataEnvelope, ErrorBody, Extensao, SmsUsageMonth, ZenviaConfig, ZenviaTestResult } from '@retoma/api-client';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campanhaContatos, campanhas, envioEventos, envios, leads } from '../db/schema';
import { ADMIN, AGENT, EDITOR, getHarness, type Harness, type TestResponse } from '../test/harness';

let h: Harness;
let admin: string;
let helena: string;
/** Every token these tests write: no answer of the extensions' endpoints, and no log line, may carry one. */
const WRITTEN: string[] = [];
const responses: Array<TestResponse<unknown>> = [];

async function call<T>(method: string, path: string, json?: unknown, token = admin) {
  const res = await h.call<T>(method, path, { token, json });
  responses.push(res);
  return res;
}

const token = (label: string) => {
  const value = `zenvia-${label}-${Math.random().toString(36).slice(2, 10)}-1a2b`;
  WRITTEN.push(value);
  return value;
};
const zenvia = (company = 'aurora', as = admin) =>
  call<DataEnvelope<ZenviaConfig>>('GET', `/api/${company}/extensoes/zenvia`, undefined, as);
const save = (body: unknown, company = 'aurora', as = admin) =>
  call<DataEnvelope<ZenviaConfig>>('POST', `/api/${company}/extensoes/zenvia`, { _method: 'PUT', ...(body as object) }, as);
const sendTest = (telefone: string, company = 'aurora', as = admin) =>
  call<DataEnvelope<ZenviaTestResult>>('POST', `/api/${company}/extensoes/zenvia/teste`, { telefone }, as);
const disconnect = (company = 'aurora', as = admin) =>
  call<DataEnvelope<ZenviaConfig>>('POST', `/api/${company}/extensoes/zenvia`, { _method: 'DELETE' }, as);

beforeAll(async () => {
  h = await getHarness();
  admin = await h.tokenFor(ADMIN);
  helena = await h.tokenFor('helena@vitoria.dev');
  await disconnect();
  await disconnect('vitoria', helena);
});

afterAll(async () => {
  await disconnect();
  await disconnect('vitoria', helena);
});

describe('extensoes: the catalogue', () => {
  it('lists the SMS provider as available with its state, and the others the product names as not available', async () => {
    let list = await call<DataEnvelope<Extensao[]>>('GET', '/api/aurora/extensoes');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      { tipo: 'zenvia', disponivel: true, configurada: false, ativa: false },
      { tipo: 'slack', disponivel: false, configurada: false, ativa: false },
      { tipo: 'melhor_envio', disponivel: false, configurada: false, ativa: false },
      { tipo: 'correios', disponivel: false, configurada: false, ativa: false },
    ]);
    await save({ token: token('catalogo'), remetente: 'loja', ativa: false });
    list = await call<DataEnvelope<Extensao[]>>('GET', '/api/aurora/extensoes');
    expect(list.body.data[0]).toEqual({ tipo: 'zenvia', disponivel: true, configurada: true, ativa: false });
    await disconnect();
  });
});

describe('extensoes/zenvia: the company’s SMS account', () => {
  it('says when nothing is configured', async () => {
    const res = await zenvia();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ configurada: false, token_final: null, remetente: null, ativa: false, atualizado_em: null });
  });

  it('saves the token write-only: the answer shows its last four characters, never the token', async () => {
    const secret = token('salvo');
    const saved = await save({ token: secret, remetente: 'loja-aurora', ativa: true });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ configurada: true, token_final: '1a2b', remetente: 'loja-aurora', ativa: true });
    expect(Date.parse(saved.body.data.atualizado_em!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await zenvia()).body.data).toEqual(saved.body.data);
  });

  it('shows no part of a token too short to hide the rest', async () => {
    const short = 'curto-9876';
    WRITTEN.push(short);
    const saved = await save({ token: short, remetente: 'loja', ativa: true });
    expect(saved.body.data).toMatchObject({ configurada: true, token_final: null });
  });

  it('keeps the stored token when a save leaves it out, and asks for one while none is stored', async () => {
    const secret = token('mantido');
    await save({ token: secret, remetente: 'loja', ativa: true });
    const kept = await save({ token: '', remetente: 'outra-loja', ativa: false });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ token_final: '1a2b', remetente: 'outra-loja', ativa: false });
    const sent = await sendTest('5511987654321');
    expect(sent.status).toBe(200);
    expect(h.zenvia.received.at(-1)).toMatchObject({ token: secret, body: { from: 'outra-loja', to: '5511987654321' } });

    await disconnect();
    const missing = await save({ remetente: 'loja', ativa: true });
    expect(missing.status).toBe(422);
    expect((missing.body as unknown as ErrorBody).errors).toEqual({ token: ['Informe o token da Zenvia.'] });
  });

  it('refuses a save without a sender id or with a token too long, on their fields', async () => {
    const res = await save({ token: 'x'.repeat(501), remetente: '  ', ativa: true });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as unknown as ErrorBody).errors!).sort()).toEqual(['remetente', 'token']);
  });

  it('disconnects: the account is forgotten, and disconnecting again changes nothing', async () => {
    await save({ token: token('desligar'), remetente: 'loja', ativa: true });
    const gone = await disconnect();
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ configurada: false, token_final: null, remetente: null, ativa: false, atualizado_em: null });
    expect((await zenvia()).body.data.configurada).toBe(false);
    expect((await disconnect()).status).toBe(200);
  });
});

describe('extensoes/zenvia/teste: one SMS through the real adapter', () => {
  it('sends it with the saved account and answers the provider’s message id', async () => {
    const secret = token('teste');
    await save({ token: secret, remetente: 'loja-teste', ativa: false });
    const res = await sendTest('5521998765432');
    expect(res.status).toBe(200);
    const last = h.zenvia.received.at(-1)!;
    expect(last).toMatchObject({ token: secret, body: { from: 'loja-teste', to: '5521998765432', contents: [{ type: 'text' }] } });
    expect(res.body.data).toEqual({ mensagem_id: `zv-${h.zenvia.received.length}`, telefone: '5521998765432' });
  });

  it('answers the provider’s refusal as a 422 in words, never a server error', async () => {
    await save({ token: token('recusa'), remetente: 'loja', ativa: true });
    h.zenvia.refuseNext(1, 'Saldo insuficiente');
    const res = await sendTest('5521998765432');
    expect(res.status).toBe(422);
    expect((res.body as unknown as ErrorBody).message).toBe(
      'O SMS de teste não foi enviado. Zenvia recusou o SMS (400 VALIDATION_ERROR): Saldo insuficiente.',
    );
  });

  it('sends at most ten tests a minute per company: the next is a 429 that says when to try again', async () => {
    await save({ token: token('limite'), remetente: 'loja', ativa: true });
    // An app of its own: its budget starts empty, whatever the other tests spent.
    const app = h.freshApp();
    const send = () =>
      h.call<ErrorBody>('POST', '/api/aurora/extensoes/zenvia/teste', { token: admin, json: { telefone: '5521998765432' } }, app);
    for (let i = 0; i < 10; i += 1) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ s\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a number without country and area code, and a test before a token is saved', async () => {
    await save({ token: token('numero'), remetente: 'loja', ativa: true });
    const bad = await sendTest('98765-4321');
    expect(bad.status).toBe(422);
    expect((bad.body as unknown as ErrorBody).errors).toEqual({ telefone: ['Informe o telefone com DDI e DDD, só números.'] });
    await disconnect();
    const none = await sendTest('5521998765432');
    expect(none.status).toBe(409);
    expect((none.body as unknown as ErrorBody).message).toBe('Salve o token da Zenvia antes de enviar um teste.');
  });
});

describe('extensoes: permission and isolation', () => {
  it('is closed to roles without the extensions’ permissions', async () => {
    for (const email of [AGENT, EDITOR]) {
      const as = await h.tokenFor(email);
      expect((await call('GET', '/api/aurora/extensoes', undefined, as)).status).toBe(403);
      expect((await zenvia('aurora', as)).status).toBe(403);
      expect((await save({ token: token('proibido'), remetente: 'x', ativa: true }, 'aurora', as)).status).toBe(403);
      expect((await sendTest('5521998765432', 'aurora', as)).status).toBe(403);
      expect((await disconnect('aurora', as)).status).toBe(403);
    }
    expect((await zenvia()).body.data.configurada).toBe(false);
  });

  it('keeps each company’s account its own', async () => {
    const aurora = token('aurora');
    await save({ token: aurora, remetente: 'aurora', ativa: true });
    expect((await zenvia('vitoria', helena)).body.data.configurada).toBe(false);
    expect((await sendTest('5521998765432', 'vitoria', helena)).status).toBe(409);
    const vitoria = token('vitoria');
    await save({ token: vitoria, remetente: 'vitoria', ativa: true }, 'vitoria', helena);
    await disconnect('vitoria', helena);
    expect((await zenvia()).body.data).toMatchObject({ configurada: true, remetente: 'aurora' });
    await sendTest('5511900001111');
    expect(h.zenvia.received.at(-1)!.token).toBe(aurora);
  });

  it('no answer and no log line carries a token', () => {
    expect(responses.length).toBeGreaterThan(20);
    const logged = JSON.stringify(h.lines);
    for (const secret of WRITTEN) {
      for (const res of responses) expect(res.text).not.toContain(secret);
      expect(logged).not.toContain(secret);
    }
  });
});

describe('extensoes/relatorio: the company’s campaign SMS per month', () => {
  it('lists every month of the period in the company’s zone, with its sent, delivered and failed SMS', async () => {
    const companyId = await h.companyId('aurora');
    const month = await h.db.execute(sql`select to_char(now() at time zone 'America/Sao_Paulo', 'YYYY-MM') as mes`);
    const thisMonth = (month as unknown as { rows: Array<{ mes: string }> }).rows[0]!.mes;
    const before = await call<DataEnvelope<SmsUsageMonth[]>>('GET', '/api/aurora/extensoes/relatorio?meses=3');
    expect(before.status).toBe(200);
    expect(before.body.data).toHaveLength(3);
    expect(before.body.data.at(-1)!.mes).toBe(thisMonth);
    const counted = before.body.data.at(-1)!;

    // Three SMS of one campaign this month: two sent (one delivered), one given up; and an e-mail, not counted.
    const [campanha] = await h.db.select({ id: campanhas.id }).from(campanhas).where(eq(campanhas.companyId, companyId)).limit(1);
    const [lead] = await h.db
      .insert(leads)
      .values({ companyId, nome: 'Lead dos SMS', email: `sms-${Date.now()}@exemplo.com.br` })
      .returning();
    const [contato] = await h.db.insert(campanhaContatos).values({ companyId, campanhaId: campanha!.id, leadId: lead!.id }).returning();
    const now = new Date();
    const send = (canal: 'sms' | 'email', situacao: 'enviado' | 'falhou') => ({
      companyId,
      campanhaId: campanha!.id,
      contatoId: contato!.id,
      canal,
      situacao,
      previstoPara: now,
      enviadoEm: situacao === 'enviado' ? now : null,
    });
    const rows = await h.db
      .insert(envios)
      .values([send('sms', 'enviado'), send('sms', 'enviado'), send('sms', 'falhou'), send('email', 'enviado')])
      .returning({ id: envios.id });
    await h.db.insert(envioEventos).values({ companyId, envioId: rows[0]!.id, evento: 'entregue' });

    const after = await call<DataEnvelope<SmsUsageMonth[]>>('GET', '/api/aurora/extensoes/relatorio?meses=3');
    expect(after.body.data.at(-1)).toEqual({
      mes: thisMonth,
      total: counted.total + 3,
      enviados: counted.enviados + 2,
      entregues: counted.entregues + 1,
      falhas: counted.falhas + 1,
    });
    // Another company sees none of them.
    const theirs = await call<DataEnvelope<SmsUsageMonth[]>>('GET', '/api/vitoria/extensoes/relatorio?meses=3', undefined, helena);
    expect(theirs.body.data.at(-1)!.total).toBeLessThan(after.body.data.at(-1)!.total);
    await h.db.delete(envios).where(
      inArray(
        envios.id,
        rows.map((row) => row.id),
      ),
    );
  });

  it('takes 3, 6 or 12 months (6 unless asked), and is closed to roles without the extensions’ permission', async () => {
    expect((await call<DataEnvelope<SmsUsageMonth[]>>('GET', '/api/aurora/extensoes/relatorio')).body.data).toHaveLength(6);
    expect((await call<DataEnvelope<SmsUsageMonth[]>>('GET', '/api/aurora/extensoes/relatorio?meses=12')).body.data).toHaveLength(12);
    const bad = await call('GET', '/api/aurora/extensoes/relatorio?meses=5');
    expect(bad.status).toBe(422);
    expect((bad.body as ErrorBody).errors).toEqual({ meses: ['Escolha 3, 6 ou 12 meses.'] });
    expect((await call('GET', '/api/aurora/extensoes/relatorio', undefined, await h.tokenFor(AGENT))).status).toBe(403);
  });
});
