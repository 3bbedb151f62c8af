import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campanhaContatos, companies, envios, extensaoZenvia, leads, outbox } from '../db/schema';
import { engineWorkerOptions, runDue, type WorkerOptions } from '../engine/worker';
import { createScenario, postHotmartEvent, type Scenario } from '../engine/testScenario';
import { abandonedCheckout } from '../platforms/hotmartSamples';
import { getHarness, TEST_CONFIG, type Harness } from '../test/harness';

/**
 * Which account the engine sends a company's SMS with: its own Zenvia account (`extensoes/zenvia`) when saved and
 * on, else the server's, else the outbox. Run against the harness's local fake of Zenvia's API, in a company of
 * this file's own (so no other test's sends are made here).
 */

let h: Harness;
let s: Scenario;
const T0 = Date.UTC(2026, 10, 20, 15, 0, 0);
const SMS_DUE = T0 + 46 * 60_000;

/** The worker as the server starts it (engineWorkerOptions), with or without the server's own Zenvia token. */
const worker = (serverToken: string | undefined): WorkerOptions => ({
  ...engineWorkerOptions(
    { ...TEST_CONFIG, zenviaUrl: h.deps.config.zenviaUrl, zenviaToken: serverToken, zenviaFrom: 'retoma-servidor' },
    h.deps.log,
  ),
  now: () => new Date(SMS_DUE),
  companyId: s.companyId,
});

/** A new lead abandons a checkout; its cart campaign's SMS is made at its due time; answers where it went. */
async function smsOfNewLead(serverToken: string | undefined) {
  const tag = randomUUID().slice(0, 8);
  const phone = `552197${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const event = abandonedCheckout({
    id: randomUUID(),
    at: T0,
    productId: s.productCode,
    buyer: { name: `Lia ${tag}`, email: `lia.${tag}@example.com`, phone },
    transaction: `HP${tag}`,
  });
  const posted = await postHotmartEvent<{ outcome: string }>(h, s, event);
  expect(posted.body.outcome).toBe('processed');
  const before = h.zenvia.received.length;
  await runDue(h.db, worker(serverToken));
  const [sms] = await h.db
    .select({ situacao: envios.situacao, provedorId: envios.provedorId })
    .from(envios)
    .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
    .innerJoin(leads, eq(leads.id, campanhaContatos.leadId))
    .where(and(eq(leads.email, `lia.${tag}@example.com`), eq(envios.canal, 'sms')));
  const provider = h.zenvia.received.slice(before).filter((m) => m.body.to === phone);
  const kept = await h.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.toEmail, phone), eq(outbox.kind, 'campanha_sms')));
  return { sms: sms!, provider, kept };
}

const setAccount = async (values: { token: string; remetente: string; ativa: boolean } | null) => {
  await h.db.delete(extensaoZenvia).where(eq(extensaoZenvia.companyId, s.companyId));
  if (values) await h.db.insert(extensaoZenvia).values({ companyId: s.companyId, ...values });
};

beforeAll(async () => {
  h = await getHarness();
  const [company] = await h.db
    .insert(companies)
    .values({ slug: `sms-${randomUUID().slice(0, 8)}`, name: 'Empresa dos SMS' })
    .returning({ id: companies.id });
  s = await createScenario(h.db, company!.id);
});

describe('engine: the SMS account a company’s send goes out with', () => {
  it('the company’s own Zenvia account when it is on, even with a server account', async () => {
    await setAccount({ token: 'token-da-empresa-0001', remetente: 'loja-propria', ativa: true });
    const { sms, provider, kept } = await smsOfNewLead('token-do-servidor');
    expect(provider).toHaveLength(1);
    expect(provider[0]).toMatchObject({ token: 'token-da-empresa-0001', body: { from: 'loja-propria' } });
    expect(sms).toEqual({ situacao: 'enviado', provedorId: `zv-${h.zenvia.received.indexOf(provider[0]!) + 1}` });
    expect(kept).toHaveLength(0);
  });

  it('the server’s account when the company’s is off', async () => {
    await setAccount({ token: 'token-da-empresa-0002', remetente: 'loja-propria', ativa: false });
    const { sms, provider } = await smsOfNewLead('token-do-servidor');
    expect(provider).toHaveLength(1);
    expect(provider[0]).toMatchObject({ token: 'token-do-servidor', body: { from: 'retoma-servidor' } });
    expect(sms.situacao).toBe('enviado');
  });

  it('the outbox when neither has an account', async () => {
    await setAccount(null);
    const { sms, provider, kept } = await smsOfNewLead(undefined);
    expect(provider).toHaveLength(0);
    expect(kept).toHaveLength(1);
    expect(sms).toEqual({ situacao: 'enviado', provedorId: `outbox:${kept[0]!.id}` });
  });

  it('a refusal of the company’s account is retried later, with the provider’s reason, as the server account’s is', async () => {
    await setAccount({ token: 'token-da-empresa-0003', remetente: 'loja-propria', ativa: true });
    h.zenvia.refuseNext(1, 'Remetente não cadastrado');
    const { sms, provider } = await smsOfNewLead(undefined);
    expect(provider).toHaveLength(1);
    expect(sms.situacao).toBe('agendado');
    const [row] = await h.db
      .select({ motivo: envios.motivo })
      .from(envios)
      .where(and(eq(envios.companyId, s.companyId), eq(envios.canal, 'sms'), eq(envios.situacao, 'agendado')));
    expect(row!.motivo).toBe('Zenvia recusou o SMS (400 VALIDATION_ERROR): Remetente não cadastrado');
    await setAccount(null);
  });
});
