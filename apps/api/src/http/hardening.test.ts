import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import type { ErrorBody } from '@retoma/api-client';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../log';
import { REMEMBER_ANSWER_FLOOR_MS } from '../routes/passwordReset';
import { ADMIN, getHarness, type Harness } from '../test/harness';
import { JSON_BODY_CAP, UPLOAD_BODY_CAP } from './bodyCaps';
import type { AppEnv } from './context';
import { HttpError, zodErrors } from './errors';
import { databaseRateLimits, memoryRateLimits, rateLimit } from './rateLimit';
import { CSP_NONCE_PLACEHOLDER, siteFetch } from './site';
import { z } from 'zod';

let h: Harness;
beforeAll(async () => {
  h = await getHarness();
});

describe('what the server logs', () => {
  it('a failed query is logged by its SQL and SQLSTATE, never by its parameters', async () => {
    const secret = 'hottok-9f8e7d6c5b4a-segredo';
    const failure = await h.db.execute(sql`select ${secret}::int`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const log = memoryLogger();
    log.error('unhandled error', { error: failure });
    const line = JSON.stringify(log.lines);
    expect(line).toContain('Failed query: select $1::int');
    expect(line).toContain('22P02'); // invalid_text_representation: what went wrong stays readable
    expect(line).not.toContain(secret);
  });

  it('the request log keeps a reset link’s route, not its token', async () => {
    const token = 'token-de-redefinicao-que-nao-pode-vazar';
    await h.call('GET', `/api/master/find/${token}`, {}, h.freshApp());
    expect(JSON.stringify(h.lines)).not.toContain(token);
    expect(h.lines.some((line) => line.path === '/api/master/find/:token')).toBe(true);
  });
});

describe('request bodies', () => {
  const body = (bytes: number) => JSON.stringify({ username: 'a@b.com', password: 'x', pad: 'x'.repeat(bytes) });

  it(`a JSON body over ${JSON_BODY_CAP / 1024} KiB is a 413 with a JSON message, before logging in`, async () => {
    const app = h.freshApp({ maxBodyBytes: undefined });
    const res = await h.call<ErrorBody>('POST', '/api/master/login', { raw: { type: 'application/json', body: body(JSON_BODY_CAP) } }, app);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('O conteúdo enviado é grande demais.');
  });

  it(`a route that takes an image accepts up to ${UPLOAD_BODY_CAP / 1024 / 1024} MiB, and no more`, async () => {
    const app = h.freshApp({ maxBodyBytes: undefined });
    const token = await h.tokenFor(ADMIN);
    const roomy = await h.call('PUT', '/api/aurora/my_company', { token, raw: { type: 'application/json', body: body(1_500_000) } }, app);
    expect(roomy.status).toBe(422); // reached the validator: the padding is no company field, the rest is missing
    const huge = await h.call(
      'PUT',
      '/api/aurora/my_company',
      { token, raw: { type: 'application/json', body: body(UPLOAD_BODY_CAP) } },
      app,
    );
    expect(huge.status).toBe(413);
  });

  it('a broken multipart body is a 400, not a server error', async () => {
    const res = await h.call<ErrorBody>(
      'POST',
      '/api/master/login',
      {
        raw: { type: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="username"\r\n\r\nsem fim' },
      },
      h.freshApp(),
    );
    expect(res.status).toBe(400);
  });

  it('a NUL or half a surrogate pair is a 422 on its field', async () => {
    const token = await h.tokenFor(ADMIN);
    const res = await h.call<ErrorBody>('POST', '/api/aurora/origems', { token, json: { nome: 'Feira\u0000' } });
    expect(res.status).toBe(422);
    expect(res.body.errors?.nome).toEqual(['O texto contém caracteres inválidos.']);
    const search = await h.call<ErrorBody>('GET', '/api/aurora/tickets?search=%ED%A0%80abc', { token });
    expect(search.status).toBeLessThan(500);
  });

  it('field names that objects inherit (toString, constructor) are reported like any other', () => {
    const result = z.strictObject({}).safeParse({ toString: 1, constructor: 2 });
    expect(result.success).toBe(false);
    expect(zodErrors(result.error!)).toEqual({ _: [expect.any(String)] });
    const named = z.object({ toString: z.string(), constructor: z.string() }).safeParse({});
    expect(Object.keys(zodErrors(named.error!)).sort()).toEqual(['constructor', 'toString']);
  });
});

describe('rate limits', () => {
  it('two processes of the server share one budget through the database', async () => {
    const key = `teste ${Date.now()}`;
    const [one, two] = [databaseRateLimits(h.db), databaseRateLimits(h.db)];
    expect((await one.hit(key, 60_000)).hits).toBe(1);
    expect((await two.hit(key, 60_000)).hits).toBe(2);
    const concurrent = await Promise.all([one.hit(key, 60_000), two.hit(key, 60_000)]);
    expect(concurrent.map((hit) => hit.hits).sort()).toEqual([3, 4]);
  });

  it('an address has a ceiling over all accounts; one account has a lower one at that address', async () => {
    const app = new Hono<AppEnv>();
    const limits = memoryRateLimits();
    app.use('*', async (c, next) => {
      c.set('deps', h.deps);
      c.set('limits', limits);
      await next();
    });
    app.onError((error, c) => {
      if (!(error instanceof HttpError)) throw error;
      return c.json({ message: error.message }, error.status, error.headers);
    });
    app.post('/entrar', rateLimit({ name: 'entrar', windowMs: 60_000, perAddress: 5, perAccount: { field: 'username', limit: 2 } }), (c) =>
      c.json({ ok: true }),
    );
    const attempt = (username: string) =>
      app.request('/entrar', { method: 'POST', body: JSON.stringify({ username }), headers: { 'content-type': 'application/json' } });
    expect((await attempt('ana@x.com')).status).toBe(200);
    expect((await attempt('ANA@x.com ')).status).toBe(200); // the same account, however it is typed
    const refused = await attempt('ana@x.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await attempt('bia@x.com')).status).toBe(200); // a colleague at the same address
    expect((await attempt('caio@x.com')).status).toBe(200);
    expect((await attempt('duda@x.com')).status).toBe(429); // the address's sixth attempt
  });

  it('a window that ended starts again at one', async () => {
    const store = memoryRateLimits();
    await store.hit('k', 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await store.hit('k', 60_000)).hits).toBe(1);
  });

  it(`password recovery answers no sooner than ${REMEMBER_ANSWER_FLOOR_MS} ms, whether or not the e-mail has an account`, async () => {
    const app = h.freshApp();
    for (const email of [ADMIN, 'ninguem.aqui@exemplo.com']) {
      const started = performance.now();
      const res = await h.call('POST', '/api/master/remember', { json: { email } }, app);
      expect(res.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(REMEMBER_ANSWER_FLOOR_MS - 1);
    }
  });
});

describe('headers', () => {
  it('every API answer says nosniff and refuses framing', async () => {
    for (const res of [await h.call('GET', '/api/health'), await h.call('GET', '/api/aurora/tickets')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  describe('the built site', () => {
    let fetchSite: (request: Request) => Promise<Response>;
    beforeAll(() => {
      const dir = mkdtempSync(path.join(tmpdir(), 'retoma-site-'));
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(
        path.join(dir, 'index.html'),
        `<html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="/assets/app.js"></script></head></html>`,
      );
      writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};');
      const big = `export const texto = '${'retoma '.repeat(400)}';`;
      writeFileSync(path.join(dir, 'assets', 'big.js'), big);
      writeFileSync(path.join(dir, 'assets', 'big.js.br'), brotliCompressSync(big));
      writeFileSync(path.join(dir, 'assets', 'big.js.gz'), gzipSync(big));
      fetchSite = (request) => siteFetch(h.freshApp(), dir)(request);
    });
    const get = (pathname: string, headers: Record<string, string> = {}) =>
      fetchSite(new Request(`http://retoma.test${pathname}`, { headers }));

    it('built files go out in the compressed copy the browser accepts; answers made per request are gzipped', async () => {
      const brotli = await get('/assets/big.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('content-type')).toContain('javascript');
      expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
      expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toContain('retoma retoma');
      expect((await get('/assets/big.js', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
      expect((await get('/assets/big.js')).headers.get('content-encoding')).toBeNull();
      const token = await h.tokenFor(ADMIN);
      const json = await get('/api/aurora/tickets?per_page=25', { 'accept-encoding': 'gzip', authorization: `Bearer ${token}` });
      expect(json.status).toBe(200);
      expect(json.headers.get('content-encoding')).toBe('gzip');
    });

    it('an answer made per request is compressed whole above 1 KiB, and decodes to what it is uncompressed', async () => {
      const small = await get('/api/health', { 'accept-encoding': 'gzip' });
      expect(small.headers.get('content-encoding')).toBeNull();
      expect(small.headers.get('vary')).toContain('Accept-Encoding');
      expect(await small.json()).toEqual({ status: 'ok' });
      const auth = { authorization: `Bearer ${await h.tokenFor(ADMIN)}` };
      const list = '/api/aurora/tickets?per_page=25';
      const plain = await (await get(list, auth)).text();
      const gzipped = await get(list, { ...auth, 'accept-encoding': 'br;q=1, gzip;q=0.8, deflate;q=0.5' });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(plain);
      const deflated = await get(list, { ...auth, 'accept-encoding': 'deflate' });
      expect(deflated.headers.get('content-encoding')).toBe('deflate');
      expect(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString()).toBe(plain);
      const page = await get('/login', { 'accept-encoding': 'gzip' });
      expect(page.headers.get('content-security-policy')).toContain('nonce-');
      expect(page.headers.get('content-encoding')).toBeNull();
    });

    it('the page carries a strict policy whose nonce is the page’s, new on every answer', async () => {
      const [first, second] = [await get('/aurora/tickets'), await get('/login')];
      const policy = first.headers.get('content-security-policy')!;
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain("'unsafe-eval'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
      expect(await first.text()).toContain(`nonce="${nonce}"`);
      expect(second.headers.get('content-security-policy')).not.toContain(nonce);
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
      expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    });

    it('a chunk of the build is cached for good; a missing one is a 404, not the page', async () => {
      const found = await get('/assets/app.js');
      expect(found.status).toBe(200);
      expect(found.headers.get('cache-control')).toContain('immutable');
      const missing = await get('/assets/index-OLDBUILD.js');
      expect(missing.status).toBe(404);
      expect(await missing.text()).not.toContain('<html');
    });
  });
});
