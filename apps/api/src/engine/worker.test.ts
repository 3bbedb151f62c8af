import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  campanhaContatos,
  campanhaPassos,
  campanhas,
  companies,
  descadastros,
  envios,
  leads,
  links,
  outbox,
  recuperacaoConfig,
  tickets,
  vendasRecuperadas,
} from '../db/schema';
import { abandonedCheckout, purchaseEvent, type SampleParts } from '../platforms/hotmartSamples';
import { dayIn, zonedInstant, addDays } from '../services/timeZone';
import { getHarness, TEST_CONFIG, TEST_SECRET, type Harness } from '../test/harness';
import { zenviaSms } from './channels/sms';
import { htmlToText } from './channels/plainText';
import { BOUGHT_REASON } from './purchase';
import { createScenario, type Scenario } from './testScenario';
import { trackingKeys } from './tracking';
import { claimDue, MAX_TRIES, processClaims, runDue, type WorkerOptions } from './worker';

let h: Harness;
let s: Scenario;
let zone: string;
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 20, 15, 0, 0);
const keys = trackingKeys(TEST_CONFIG.publicUrl, TEST_SECRET);

const worker = (at: number, over: Partial<WorkerOptions> = {}): WorkerOptions => ({
  keys,
  sms: null,
  log: h.deps.log,
  now: () => new Date(at),
  companyId: s.companyId,
  ...over,
});

const post = (body: unknown) =>
  h.call<{ outcome: string }>('POST', `/api/webhooks/hotmart/${s.webhookKey}`, {
    raw: { body: JSON.stringify(body), type: 'application/json' },
    headers: { 'x-hotmart-hottok': s.token },
  });

const parts = (over: Partial<SampleParts> = {}): SampleParts => {
  const tag = randomUUID().slice(0, 8);
  // Each lead its own phone: an opt-out is by address.
  const phone = `552198${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return {
    id: randomUUID(),
    at: T0,
    productId: s.productCode,
    buyer: { name: `Bruno Lima ${tag}`, email: `bruno.${tag}@example.com`, phone },
    transaction: `HP${tag}`,
    ...over,
  };
};

/** Abandons a checkout and answers the lead's id. */
async function abandon(over: Partial<SampleParts> = {}) {
  const p = parts(over);
  expect((await post(abandonedCheckout(p))).body.outcome).toBe('processed');
  const [lead] = await h.db.select({ id: leads.id }).from(leads).where(eq(leads.email, p.buyer!.email));
  return { p, leadId: lead!.id };
}

const sendsOf = (leadId: number) =>
  h.db
    .select()
    .from(envios)
    .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
    .where(eq(campanhaContatos.leadId, leadId))
    .orderBy(asc(envios.previstoPara), asc(envios.id))
    .then((rows) => rows.map((row) => row.envios));

const outboxOf = (to: string) => h.db.select().from(outbox).where(eq(outbox.toEmail, to)).orderBy(asc(outbox.id));

const setRules = (values: Partial<typeof recuperacaoConfig.$inferInsert>) =>
  h.db.update(recuperacaoConfig).set(values).where(eq(recuperacaoConfig.companyId, s.companyId));

beforeAll(async () => {
  h = await getHarness();
  s = await createScenario(h.db, await h.companyId('vitoria'));
  [{ zone }] = (await h.db.select({ zone: companies.timeZone }).from(companies).where(eq(companies.id, s.companyId))) as [{ zone: string }];
});

afterEach(() => setRules({ silencioInicio: '00:00', silencioFim: '00:00', maxMensagensDia: 3 }));

describe('worker: sequences out', () => {
  it('sends each step when due: e-mails rendered and tracked into the outbox, SMS to the outbox without a provider', async () => {
    const { p, leadId } = await abandon();
    const email = p.buyer!.email;
    expect((await runDue(h.db, worker(T0 + 29 * MINUTE))).sent).toBe(0);
    await runDue(h.db, worker(T0 + 31 * MINUTE));
    let sends = await sendsOf(leadId);
    expect(sends.map((e) => e.situacao)).toEqual(['enviado', 'agendado', 'agendado']);
    const first = sends[0]!;
    expect(first).toMatchObject({ destino: email, assunto: 'Oi Bruno, passo 1', tentativas: 1, motivo: null });
    const [mail] = await outboxOf(email);
    expect(mail).toMatchObject({
      kind: 'campanha_email',
      subject: 'Oi Bruno, passo 1',
      body: first.corpo,
      fromName: 'Loja',
      replyTo: 'contato@loja.test',
    });
    expect(mail!.body).toContain('Olá Bruno, o Curso');
    expect(mail!.body).toContain(`/api/t/o/${first.rastreio}.gif`);
    expect(mail!.body).toContain(`/api/t/u/${first.rastreio}`);
    expect(mail!.body).toMatch(new RegExp(`/api/t/c/${first.rastreio}\\?u=https%3A%2F%2Floja\\.test%2Foferta%3Fx%3D1&amp;s=`));
    expect(mail!.body).not.toContain('href="https://loja.test');
    // The plain-text alternative the mail server gets with it.
    const text = htmlToText(mail!.body);
    expect(text).toContain('Olá Bruno');
    expect(text).toContain('Descadastre-se (http://retoma.test/api/t/u/');

    await runDue(h.db, worker(T0 + 46 * MINUTE));
    const [sms] = await outboxOf(p.buyer!.phone!);
    expect(sms).toMatchObject({ kind: 'campanha_sms', body: 'Bruno, seu Curso ' + s.productCode + ' espera.' });
    await runDue(h.db, worker(T0 + 91 * MINUTE));
    sends = await sendsOf(leadId);
    expect(sends.map((e) => e.situacao)).toEqual(['enviado', 'enviado', 'enviado']);
    const [contato] = await h.db.select().from(campanhaContatos).where(eq(campanhaContatos.leadId, leadId));
    expect(contato).toMatchObject({ situacao: 'concluido' });
  });

  it('quiet hours: a step due at night is scheduled for the morning, and a worker moves a due one there', async () => {
    await setRules({ silencioInicio: '21:00', silencioFim: '08:00' });
    const day = dayIn(new Date(T0), zone);
    const night = zonedInstant(day, '23:00:00', zone).getTime();
    const morning = zonedInstant(addDays(day, 1), '08:00:00', zone).getTime();
    const { leadId } = await abandon({ at: night });
    const sends = await sendsOf(leadId);
    expect(sends.every((e) => e.previstoPara.getTime() === morning)).toBe(true);
    // Due inside the quiet hours (set so by hand): the worker waits for their end and counts no try.
    await h.db
      .update(envios)
      .set({ previstoPara: new Date(night + 5 * MINUTE) })
      .where(eq(envios.id, sends[0]!.id));
    const report = await runDue(h.db, worker(night + 10 * MINUTE));
    expect(report.deferred).toBe(1);
    const [moved] = await h.db.select().from(envios).where(eq(envios.id, sends[0]!.id));
    expect(moved).toMatchObject({ situacao: 'agendado', tentativas: 0 });
    expect(moved!.previstoPara.getTime()).toBe(morning);
  });

  it('daily cap: past N messages a day across campaigns, the next waits for the next day', async () => {
    await setRules({ maxMensagensDia: 1 });
    const { p, leadId } = await abandon();
    // The same lead prints a boleto: a second campaign, due at +10 min.
    await post(purchaseEvent('PURCHASE_BILLET_PRINTED', { ...p, id: randomUUID(), transaction: `${p.transaction}-B` }));
    await runDue(h.db, worker(T0 + 31 * MINUTE));
    const sends = await sendsOf(leadId);
    const sent = sends.filter((e) => e.situacao === 'enviado');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.passoId).toBe(s.passos.boleto1);
    const capped = sends.find((e) => e.passoId === s.passos.email1)!;
    expect(capped.motivo).toMatch(/máximo de mensagens do dia/);
    expect(capped.previstoPara.getTime()).toBe(zonedInstant(addDays(dayIn(new Date(T0), zone), 1), '00:00:00', zone).getTime());
  });

  it('opt-out: the unsubscribe link cancels what is scheduled and no campaign reaches the address again', async () => {
    const { p, leadId } = await abandon();
    await runDue(h.db, worker(T0 + 31 * MINUTE));
    const [first] = await sendsOf(leadId);
    const page = await h.call<string>('GET', `/api/t/u/${first!.rastreio}`);
    expect(page.status).toBe(200);
    expect((await sendsOf(leadId)).filter((e) => e.situacao === 'agendado')).toHaveLength(2);
    expect((await h.call('POST', `/api/t/u/${first!.rastreio}`)).status).toBe(200);
    const after = await sendsOf(leadId);
    expect(after.map((e) => e.situacao)).toEqual(['enviado', 'cancelado', 'cancelado']);
    const [contato] = await h.db.select().from(campanhaContatos).where(eq(campanhaContatos.leadId, leadId));
    expect(contato!.situacao).toBe('descadastrado');
    const optedOut = await h.db.select({ destino: descadastros.destino }).from(descadastros).where(eq(descadastros.envioId, first!.id));
    expect(optedOut.map((row) => row.destino).sort()).toEqual([p.buyer!.email, p.buyer!.phone].sort());
    // Another campaign later: enrolled, but nothing reaches the address.
    await post(
      purchaseEvent('PURCHASE_BILLET_PRINTED', { ...p, id: randomUUID(), transaction: `${p.transaction}-C`, at: T0 + 60 * MINUTE }),
    );
    await runDue(h.db, worker(T0 + 75 * MINUTE));
    const boleto = (await sendsOf(leadId)).find((e) => e.passoId === s.passos.boleto1)!;
    expect(boleto).toMatchObject({ situacao: 'cancelado' });
    expect(boleto.motivo).toMatch(/não receber mais mensagens/);
    expect(await outboxOf(p.buyer!.email)).toHaveLength(1);
  });
});

describe('worker: exactly once', () => {
  it('a purchase racing a claimed send: the purchase cancels it first and it is never sent', async () => {
    const { p, leadId } = await abandon();
    const at = T0 + 31 * MINUTE;
    const claims = await claimDue(h.db, new Date(at), { companyId: s.companyId });
    expect(claims.length).toBeGreaterThan(0);
    await post(purchaseEvent('PURCHASE_APPROVED', { ...p, id: randomUUID(), at: at + 1000 }));
    const report = await processClaims(h.db, claims, worker(at + 2000));
    expect(report.sent).toBe(0);
    const sends = await sendsOf(leadId);
    expect(sends.map((e) => e.situacao)).toEqual(['cancelado', 'cancelado', 'cancelado']);
    expect(sends[0]!.motivo).toBe(BOUGHT_REASON);
    expect(await outboxOf(p.buyer!.email)).toHaveLength(0);
  });

  it('a send made before the purchase stays sent and is what the sale is credited to', async () => {
    const { p, leadId } = await abandon();
    const at = T0 + 31 * MINUTE;
    await runDue(h.db, worker(at));
    await post(purchaseEvent('PURCHASE_APPROVED', { ...p, id: randomUUID(), at: at + 1000 }));
    const sends = await sendsOf(leadId);
    expect(sends.map((e) => e.situacao)).toEqual(['enviado', 'cancelado', 'cancelado']);
    expect(await outboxOf(p.buyer!.email)).toHaveLength(1);
    const [credit] = await h.db.select().from(vendasRecuperadas).where(eq(vendasRecuperadas.leadId, leadId));
    expect(credit).toMatchObject({ origem: 'campanha', envioId: sends[0]!.id, passoId: s.passos.email1, campanhaId: s.carrinhoId });
  });

  it('a worker that dies mid-batch: its sends are retaken after the lease, sent once, and its late finish sends nothing', async () => {
    const leadIds = [];
    for (let i = 0; i < 4; i += 1) leadIds.push((await abandon()).leadId);
    const at = T0 + 31 * MINUTE;
    const crashed = await claimDue(h.db, new Date(at), { companyId: s.companyId, leaseMs: MINUTE });
    expect(crashed).toHaveLength(4);
    // Still held: another worker leaves them.
    expect((await runDue(h.db, worker(at + 30_000))).sent).toBe(0);
    expect((await runDue(h.db, worker(at + 2 * MINUTE))).sent).toBe(4);
    // The first worker wakes up and tries to finish its batch.
    const late = await processClaims(h.db, crashed, worker(at + 3 * MINUTE));
    expect(late).toMatchObject({ sent: 0, lost: 4 });
    for (const leadId of leadIds) {
      const [first] = await sendsOf(leadId);
      expect(first).toMatchObject({ situacao: 'enviado', tentativas: 2 });
      expect(await outboxOf(first!.destino!)).toHaveLength(1);
    }
  });

  it('two workers on one database: every due send goes out exactly once', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 12; i += 1) emails.push((await abandon()).p.buyer!.email);
    const at = T0 + 31 * MINUTE;
    const [a, b] = await Promise.all([runDue(h.db, worker(at, { batchSize: 3 })), runDue(h.db, worker(at, { batchSize: 3 }))]);
    expect(a.sent + b.sent).toBe(12);
    const mails = await h.db.select().from(outbox).where(inArray(outbox.toEmail, emails));
    expect(mails).toHaveLength(12);
    expect(new Set(mails.map((m) => m.toEmail)).size).toBe(12);
  });
});

describe('worker: SMS through Zenvia', () => {
  let server: Server;
  let baseUrl: string;
  const received: Array<{
    token: string | undefined;
    body: { from: string; to: string; contents: Array<{ type: string; text: string }> };
  }> = [];
  // Zenvia refuses every SMS to this number (other leads' due steps may go out in the same pass).
  let refusedNumber: string | undefined;

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v2/channels/sms/messages') {
          res.writeHead(404).end();
          return;
        }
        received.push({ token: req.headers['x-api-token'] as string | undefined, body: JSON.parse(raw) });
        res.setHeader('content-type', 'application/json');
        if (received.at(-1)!.body.to === refusedNumber) {
          res.writeHead(400).end(JSON.stringify({ code: 'VALIDATION_ERROR', message: 'Saldo insuficiente' }));
          return;
        }
        res.writeHead(200).end(JSON.stringify({ id: `zv-${received.length}`, from: 'retoma', to: '', direction: 'OUT', channel: 'sms' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const onlySms = async (leadId: number) => {
    // Only the SMS step of this lead is due in these tests.
    const sends = await sendsOf(leadId);
    await h.db
      .update(envios)
      .set({ situacao: 'cancelado' })
      .where(
        and(
          inArray(
            envios.id,
            sends.filter((e) => e.canal === 'email').map((e) => e.id),
          ),
        ),
      );
    return sends.find((e) => e.canal === 'sms')!;
  };

  it('sends through the provider’s API with the account token, and keeps its message id', async () => {
    const { p, leadId } = await abandon();
    const sms = await onlySms(leadId);
    const zenvia = zenviaSms({ baseUrl, token: 'zenvia-token', from: 'retoma' });
    await runDue(h.db, worker(T0 + 46 * MINUTE, { sms: zenvia }));
    // Other leads' SMS steps left due by earlier tests go out in the same pass, in no set order: find this buyer's.
    const index = received.findIndex((request) => request.body.to === p.buyer!.phone);
    expect(index).toBeGreaterThanOrEqual(0);
    const mine = received[index]!;
    expect(mine.token).toBe('zenvia-token');
    expect(mine.body).toMatchObject({
      from: 'retoma',
      contents: [{ type: 'text', text: expect.stringContaining('Bruno, seu Curso') }],
    });
    const [sent] = await h.db.select().from(envios).where(eq(envios.id, sms.id));
    expect(sent).toMatchObject({ situacao: 'enviado', provedorId: `zv-${index + 1}` });
  });

  it('a purchase arriving while the SMS is with the provider waits: the send went out before it, the rest is cancelled', async () => {
    const { p, leadId } = await abandon();
    // Only the SMS is due; the second e-mail stays scheduled for later.
    const sends = await sendsOf(leadId);
    await h.db
      .update(envios)
      .set({ situacao: 'cancelado' })
      .where(eq(envios.id, sends.find((e) => e.passoId === s.passos.email1)!.id));
    const sms = sends.find((e) => e.canal === 'sms')!;
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const atProvider = new Promise<void>((resolve) => (arrived = resolve));
    const slow = zenviaSms({ baseUrl, token: 'zenvia-token', from: 'retoma' });
    const held = {
      send: async (message: Parameters<typeof slow.send>[0]) => {
        if (message.to === p.buyer!.phone) {
          arrived();
          await new Promise<void>((resolve) => (release = resolve));
        }
        return slow.send(message);
      },
    };
    const at = T0 + 46 * MINUTE;
    const sending = runDue(h.db, worker(at, { sms: held }));
    await atProvider;
    const purchase = post(purchaseEvent('PURCHASE_APPROVED', { ...p, id: randomUUID(), at: at + 1000 }));
    // The purchase cannot finish while the send is locked.
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await Promise.all([sending, purchase]);
    const [sent] = await h.db.select().from(envios).where(eq(envios.id, sms.id));
    expect(sent!.situacao).toBe('enviado');
    const later = sends.find((e) => e.passoId === s.passos.email2)!;
    expect((await h.db.select().from(envios).where(eq(envios.id, later.id)))[0]).toMatchObject({
      situacao: 'cancelado',
      motivo: BOUGHT_REASON,
    });
    const [contato] = await h.db.select().from(campanhaContatos).where(eq(campanhaContatos.leadId, leadId));
    expect(contato!.situacao).toBe('recuperado');
    const [credit] = await h.db.select().from(vendasRecuperadas).where(eq(vendasRecuperadas.leadId, leadId));
    expect(credit).toMatchObject({ origem: 'campanha', envioId: sms.id });
  });

  it('a refusal is retried with backoff, and given up with its reason after the last try', async () => {
    const { p, leadId } = await abandon();
    const sms = await onlySms(leadId);
    const zenvia = zenviaSms({ baseUrl, token: 'zenvia-token', from: 'retoma' });
    refusedNumber = p.buyer!.phone;
    let at = T0 + 46 * MINUTE;
    await runDue(h.db, worker(at, { sms: zenvia }));
    let [row] = await h.db.select().from(envios).where(eq(envios.id, sms.id));
    expect(row).toMatchObject({ situacao: 'agendado', tentativas: 1 });
    expect(row!.motivo).toMatch(/Zenvia recusou o SMS \(400 VALIDATION_ERROR\): Saldo insuficiente/);
    expect(row!.previstoPara.getTime()).toBe(at + MINUTE);
    for (let i = 2; i <= MAX_TRIES; i += 1) {
      at = row!.previstoPara.getTime();
      await runDue(h.db, worker(at, { sms: zenvia }));
      [row] = await h.db.select().from(envios).where(eq(envios.id, sms.id));
    }
    expect(row).toMatchObject({ situacao: 'falhou', tentativas: MAX_TRIES });
    expect(row!.motivo).toMatch(/Saldo insuficiente/);
    // Given up: nothing left for this contact, which has gone through the campaign.
    const [contato] = await h.db.select().from(campanhaContatos).where(eq(campanhaContatos.leadId, leadId));
    expect(contato!.situacao).toBe('concluido');
  });
});

describe('worker: tickets for the agents', () => {
  const policy = (ticketPolicy: 'nunca' | 'na_entrada' | 'sem_compra_no_fim') =>
    h.db.update(campanhas).set({ ticketPolicy }).where(eq(campanhas.id, s.carrinhoId));
  const ticketOf = async (leadId: number) => {
    const [contato] = await h.db.select().from(campanhaContatos).where(eq(campanhaContatos.leadId, leadId));
    return contato!.ticketId ? (await h.db.select().from(tickets).where(eq(tickets.id, contato!.ticketId)))[0] : undefined;
  };
  afterEach(() => policy('nunca'));

  it('na_entrada: the contact is handed to the agents as soon as it enters', async () => {
    await policy('na_entrada');
    const { leadId } = await abandon();
    expect(await ticketOf(leadId)).toMatchObject({ responsavelType: 'carrinho', responsavelId: s.carrinhoId, status: 0 });
  });

  it('sem_compra_no_fim: a ticket once the last step has gone with no purchase', async () => {
    await policy('sem_compra_no_fim');
    const { leadId } = await abandon();
    await runDue(h.db, worker(T0 + 46 * MINUTE));
    expect(await ticketOf(leadId)).toBeUndefined();
    await runDue(h.db, worker(T0 + 91 * MINUTE));
    expect(await ticketOf(leadId)).toMatchObject({
      responsavelType: 'carrinho',
      responsavelNome: expect.stringContaining('Campanha carrinho'),
    });
    const [contato] = await h.db.select().from(campanhaContatos).where(eq(campanhaContatos.leadId, leadId));
    expect(contato!.situacao).toBe('concluido');
  });
});

describe('worker: campaign steps switched off', () => {
  it('a send of a step switched off after scheduling is cancelled with why', async () => {
    const { leadId } = await abandon();
    await h.db.update(campanhaPassos).set({ ativo: false }).where(eq(campanhaPassos.id, s.passos.email1));
    try {
      await runDue(h.db, worker(T0 + 31 * MINUTE));
      const [first] = await sendsOf(leadId);
      expect(first).toMatchObject({ situacao: 'cancelado' });
      expect(first!.motivo).toMatch(/desativad/);
    } finally {
      await h.db.update(campanhaPassos).set({ ativo: true }).where(eq(campanhaPassos.id, s.passos.email1));
    }
  });
});

describe('worker: sales links', () => {
  it('fills a step’s [LINK_x] with the link’s address; one switched off since the step was saved fails the send with why, sending nothing', async () => {
    const identidade = `W${randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`;
    const [link] = await h.db
      .insert(links)
      .values({
        companyId: s.companyId,
        produtoId: s.produtoId,
        identidade,
        descricao: 'Oferta do teste',
        codigoOferta: 'off123',
        src: 'retoma',
      })
      .returning({ id: links.id });
    const [step] = await h.db.select({ corpo: campanhaPassos.corpo }).from(campanhaPassos).where(eq(campanhaPassos.id, s.passos.email1));
    await h.db
      .update(campanhaPassos)
      .set({ corpo: `<p><a href="[LINK_${identidade}]">Comprar</a></p>` })
      .where(eq(campanhaPassos.id, s.passos.email1));
    try {
      const on = await abandon();
      await runDue(h.db, worker(T0 + 31 * MINUTE));
      const [sent] = await sendsOf(on.leadId);
      expect(sent).toMatchObject({ situacao: 'enviado' });
      expect(sent!.corpo).toContain('off%3Doff123');
      expect(sent!.corpo).not.toContain('[LINK_');

      await h.db.update(links).set({ status: false }).where(eq(links.id, link!.id));
      const off = await abandon();
      await runDue(h.db, worker(T0 + 31 * MINUTE));
      const [failed, ...rest] = await sendsOf(off.leadId);
      expect(failed).toMatchObject({
        situacao: 'falhou',
        motivo: `O link [LINK_${identidade}] (Oferta do teste) está desativado: escolha outro.`,
      });
      expect(await outboxOf(off.p.buyer!.email)).toEqual([]);
      // The step's failure is its own: the contact's other steps still go.
      expect(rest.map((e) => e.situacao)).toEqual(['agendado', 'agendado']);
    } finally {
      await h.db.update(campanhaPassos).set({ corpo: step!.corpo }).where(eq(campanhaPassos.id, s.passos.email1));
    }
  });
});
