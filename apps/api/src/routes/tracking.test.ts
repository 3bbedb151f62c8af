import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campanhaContatos, envioEventos, envios, leads } from '../db/schema';
import { createScenario, postHotmartEvent, type Scenario } from '../engine/testScenario';
import { trackedUrl, trackingKeys } from '../engine/tracking';
import { abandonedCheckout } from '../platforms/hotmartSamples';
import { getHarness, TEST_CONFIG, TEST_SECRET, type Harness } from '../test/harness';

let h: Harness;
let s: Scenario;
let send: { id: number; rastreio: string };
const keys = trackingKeys(TEST_CONFIG.publicUrl, TEST_SECRET);
const path = (url: string) => url.replace(TEST_CONFIG.publicUrl, '');
const eventsOf = (envioId: number) => h.db.select().from(envioEventos).where(eq(envioEventos.envioId, envioId));

beforeAll(async () => {
  h = await getHarness();
  s = await createScenario(h.db, await h.companyId('aurora'));
  const email = `tracking.${randomUUID().slice(0, 8)}@example.com`;
  await postHotmartEvent(
    h,
    s,
    abandonedCheckout({ id: randomUUID(), at: Date.now(), productId: s.productCode, buyer: { name: 'Carla Dias', email } }),
  );
  const [row] = await h.db
    .select({ id: envios.id, rastreio: envios.rastreio })
    .from(envios)
    .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
    .innerJoin(leads, eq(leads.id, campanhaContatos.leadId))
    .where(and(eq(leads.email, email), eq(envios.passoId, s.passos.email1)));
  send = row!;
});

describe('tracking routes', () => {
  it('the open pixel answers a GIF and records the opening; an unknown id gets the pixel and records nothing', async () => {
    const res = await h.call('GET', `/api/t/o/${send.rastreio}.gif`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect((await eventsOf(send.id)).map((e) => e.evento)).toEqual(['aberto']);
    expect((await h.call('GET', `/api/t/o/${randomUUID()}.gif`)).status).toBe(200);
    expect((await h.call('GET', '/api/t/o/nada.gif')).status).toBe(200);
  });

  it('a tracked link redirects where the e-mail pointed and records the click', async () => {
    const target = 'https://pay.hotmart.com/K000?off=abc&src=campanha';
    const res = await h.call('GET', path(trackedUrl(keys, send.rastreio, target)));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(target);
    const clicks = (await eventsOf(send.id)).filter((e) => e.evento === 'clicou');
    expect(clicks.map((e) => e.detalhe)).toEqual([target]);
  });

  it('refuses a link whose signature does not match: no open redirect', async () => {
    const forged = `/api/t/c/${send.rastreio}?u=${encodeURIComponent('https://evil.example')}&s=abc`;
    expect((await h.call('GET', forged)).status).toBe(404);
    // A signature of another send does not carry over.
    const other = trackedUrl(keys, randomUUID(), 'https://evil.example');
    const moved = `/api/t/c/${send.rastreio}?${other.split('?')[1]}`;
    expect((await h.call('GET', moved)).status).toBe(404);
    const script = `/api/t/c/${send.rastreio}?u=${encodeURIComponent('javascript:alert(1)')}&s=x`;
    expect((await h.call('GET', script)).status).toBe(404);
    expect((await eventsOf(send.id)).filter((e) => e.evento === 'clicou')).toHaveLength(1);
  });

  it('the unsubscribe page changes nothing on GET; its POST records the opt-out once', async () => {
    const page = await h.call<string>('GET', `/api/t/u/${send.rastreio}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Não quero mais receber');
    expect((await eventsOf(send.id)).filter((e) => e.evento === 'descadastrou')).toHaveLength(0);
    expect((await h.call('POST', `/api/t/u/${send.rastreio}`)).status).toBe(200);
    expect((await h.call('POST', `/api/t/u/${send.rastreio}`)).status).toBe(200);
    expect((await eventsOf(send.id)).filter((e) => e.evento === 'descadastrou')).toHaveLength(1);
    expect((await h.call('GET', `/api/t/u/${randomUUID()}`)).status).toBe(404);
  });
});
