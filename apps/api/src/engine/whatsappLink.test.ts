import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campanhaContatos, campanhaPassos, envioEventos, envios, leads, outbox } from '../db/schema';
import { abandonedCheckout } from '../platforms/hotmartSamples';
import { getHarness, TEST_CONFIG, TEST_SECRET, type Harness } from '../test/harness';
import { createScenario, postHotmartEvent, type Scenario } from './testScenario';
import { trackingKeys } from './tracking';
import { runDue, type WorkerOptions } from './worker';

/** A campaign step's "Mensagem no WhatsApp" ([LINK_ACAO_WHATSAPPLIST]) as the lead receives it, and its click. */

let h: Harness;
let s: Scenario;
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 20, 15, 0, 0);
const keys = trackingKeys(TEST_CONFIG.publicUrl, TEST_SECRET);
const worker = (at: number): WorkerOptions => ({ keys, sms: null, log: h.deps.log, now: () => new Date(at), companyId: s.companyId });
const path = (url: string) => url.replace(TEST_CONFIG.publicUrl, '');
const MESSAGE = 'Olá, sou [NOME_LEAD] e quero o [NOME_PRODUTO] & mais';
const waMe = (name: string) =>
  `https://wa.me/5511987654321?text=${encodeURIComponent(`Olá, sou ${name} e quero o Curso ${s.productCode} & mais`)}`;
const clicksOf = async (envioId: number) =>
  (await h.db.select().from(envioEventos).where(eq(envioEventos.envioId, envioId))).filter((e) => e.evento === 'clicou');

beforeAll(async () => {
  h = await getHarness();
  s = await createScenario(h.db, await h.companyId('aurora'));
  const target = { ddi: '55', telefone: '11987654321', whatsapp: MESSAGE };
  await h.db
    .update(campanhaPassos)
    .set({ ...target, corpo: '<p>Fale com a gente: <a href="[LINK_ACAO_WHATSAPPLIST]">WhatsApp</a></p>' })
    .where(eq(campanhaPassos.id, s.passos.email1));
  await h.db
    .update(campanhaPassos)
    .set({ ...target, corpo: '[NOME_LEAD], fale com a gente: [LINK_ACAO_WHATSAPPLIST]' })
    .where(eq(campanhaPassos.id, s.passos.sms1));
});

async function abandon() {
  const tag = randomUUID().slice(0, 8);
  const buyer = {
    name: `Ana Souza ${tag}`,
    email: `ana.${tag}@example.com`,
    phone: `552197${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  };
  await postHotmartEvent(h, s, abandonedCheckout({ id: randomUUID(), at: T0, productId: s.productCode, buyer }));
  const [lead] = await h.db.select({ id: leads.id }).from(leads).where(eq(leads.email, buyer.email));
  const sends = () =>
    h.db
      .select({ envio: envios })
      .from(envios)
      .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
      .where(eq(campanhaContatos.leadId, lead!.id))
      .orderBy(asc(envios.id))
      .then((rows) => rows.map((row) => row.envio));
  return { buyer, sends };
}

describe('Mensagem no WhatsApp', () => {
  it('an e-mail carries the wa.me chat of the step’s number, its message filled, through the tracked link; a click is recorded', async () => {
    const { buyer, sends } = await abandon();
    await runDue(h.db, worker(T0 + 31 * MINUTE));
    const send = (await sends()).find((one) => one.passoId === s.passos.email1)!;
    expect(send.situacao).toBe('enviado');
    const [mail] = await h.db.select().from(outbox).where(eq(outbox.toEmail, buyer.email));
    const href = /href="([^"]*\/api\/t\/c\/[^"]+)"/.exec(mail!.body)![1]!.replaceAll('&amp;', '&');
    expect(new URL(href).searchParams.get('u')).toBe(waMe('Ana'));
    expect(mail!.body).not.toContain('[LINK_ACAO_WHATSAPPLIST]');

    const res = await h.call('GET', path(href));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(waMe('Ana'));
    expect((await clicksOf(send.id)).map((e) => e.detalhe)).toEqual([waMe('Ana')]);
  });

  it('an SMS carries the send’s short address, which records the click and leads to the same chat', async () => {
    const { sends } = await abandon();
    await runDue(h.db, worker(T0 + 46 * MINUTE));
    const send = (await sends()).find((one) => one.passoId === s.passos.sms1)!;
    const short = `${TEST_CONFIG.publicUrl}/api/t/w/${send.rastreio}`;
    expect(send.corpo).toBe(`Ana, fale com a gente: ${short}`);
    expect(short.length).toBeLessThanOrEqual(100);

    const res = await h.call('GET', path(short));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(waMe('Ana'));
    expect((await clicksOf(send.id)).map((e) => e.detalhe)).toEqual([waMe('Ana')]);
    // An unknown send, or none at all, leads nowhere.
    expect((await h.call('GET', `/api/t/w/${randomUUID()}`)).status).toBe(404);
    expect((await h.call('GET', '/api/t/w/nada')).status).toBe(404);
  });
});
