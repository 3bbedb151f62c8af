import type { CatalogueItem, DataEnvelope, ErrorBody } from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { getHarness, ADMIN, AGENT, type Harness } from '../test/harness';
import { createApp } from './app';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await getHarness();
  admin = await h.tokenFor(ADMIN);
});

describe('company scope', () => {
  it('answers 401 Unauthenticated. without a token', async () => {
    const res = await h.call<ErrorBody>('GET', '/api/aurora/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 404 company.not_found for an unknown slug', async () => {
    const res = await h.call<ErrorBody>('GET', '/api/nao-existe/user', { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('company.not_found');
  });

  it('answers 403 not.access.in.company to a member of other companies', async () => {
    expect((await h.call('GET', '/api/aurora/user', { token: admin })).status).toBe(200);
    const res = await h.call<ErrorBody>('GET', '/api/vitoria/user', { token: admin });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('not.access.in.company');
    expect(res.body.message).toBeTruthy();
  });

  it('refuses inactive and pending members like outsiders', async () => {
    for (const email of ['diego@retoma.dev', 'fernanda.alves@retoma.dev']) {
      const res = await h.call<ErrorBody>('GET', '/api/aurora/user', { token: await h.tokenFor(email) });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('not.access.in.company');
    }
  });

  it('applies the role the user holds in THIS company (admin in aurora, agent in casabela)', async () => {
    expect((await h.call('GET', '/api/aurora/my_company', { token: admin })).status).toBe(200);
    const res = await h.call<ErrorBody>('GET', '/api/casabela/my_company', { token: admin });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('forbidden');
  });
});

describe('wire behaviour', () => {
  async function anOrigem(): Promise<CatalogueItem> {
    const res = await h.call<DataEnvelope<CatalogueItem>>('POST', '/api/aurora/origems', {
      token: admin,
      json: { nome: `Feira ${Date.now()}` },
    });
    expect(res.status).toBe(201);
    return res.body.data;
  }

  it('honours _method PUT and DELETE in JSON and in forms, and the real verbs', async () => {
    const origem = await anOrigem();
    const json = await h.call<DataEnvelope<CatalogueItem>>('POST', `/api/aurora/origems/${origem.id}`, {
      token: admin,
      json: { _method: 'PUT', nome: 'Feira de Negócios', status: 0 },
    });
    expect(json.status).toBe(200);
    expect(json.body.data).toMatchObject({ nome: 'Feira de Negócios', status: 0 });
    const form = await h.call<DataEnvelope<CatalogueItem>>('POST', `/api/aurora/origems/${origem.id}`, {
      token: admin,
      form: { _method: 'PUT', nome: 'Feira (form)', status: '1' },
    });
    expect(form.status).toBe(200);
    expect(form.body.data).toMatchObject({ nome: 'Feira (form)', status: 1 });
    const put = await h.call<DataEnvelope<CatalogueItem>>('PUT', `/api/aurora/origems/${origem.id}`, {
      token: admin,
      json: { nome: 'Feira (PUT)' },
    });
    expect(put.body.data.nome).toBe('Feira (PUT)');
    expect((await h.call('POST', `/api/aurora/origems/${origem.id}`, { token: admin, json: { _method: 'DELETE' } })).status).toBe(204);
    expect((await h.call('GET', `/api/aurora/origems/${origem.id}`, { token: admin })).status).toBe(404);
  });

  it('a POST to an item without _method is not an update', async () => {
    const origem = await anOrigem();
    const res = await h.call<ErrorBody>('POST', `/api/aurora/origems/${origem.id}`, { token: admin, json: { nome: 'x' } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });

  it('caps request bodies with a JSON 413, spoofed or not', async () => {
    const big = 'x'.repeat(100 * 1024);
    for (const json of [{ nome: big }, { _method: 'PUT', nome: big }]) {
      const res = await h.call<ErrorBody>('POST', '/api/aurora/origems', { token: admin, json });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('O conteúdo enviado é grande demais.');
    }
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const res = await h.call<ErrorBody>('POST', '/api/aurora/origems', {
      token: admin,
      raw: { body: '{"nome": ', type: 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('O corpo da requisição não é um JSON válido.');
  });

  it('answers unknown API paths with a JSON 404, never HTML', async () => {
    const res = await h.call<ErrorBody>('GET', '/api/master/nada-aqui');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('answers unexpected failures with a JSON 500 without internals, and logs the error', async () => {
    const broken = new Proxy(h.deps.db, {
      get() {
        throw new Error('database exploded');
      },
    }) as Database;
    const app = createApp({ ...h.deps, db: broken });
    const res = await h.call<ErrorBody>('POST', '/api/master/login', { json: { username: ADMIN, password: 'retoma123' } }, app);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'server_error', message: 'Erro interno do servidor.' });
    expect(res.text).not.toContain('exploded');
    expect(h.lines.some((line) => line.msg === 'unhandled error' && JSON.stringify(line).includes('database exploded'))).toBe(true);
  });

  it('logs one structured line per request, with company and user but never the token', async () => {
    const token = await h.tokenFor(AGENT);
    await h.call('GET', '/api/aurora/user', { token });
    const line = h.lines.filter((l) => l.msg === 'request' && l.path === '/api/aurora/user').at(-1);
    expect(line).toMatchObject({ method: 'GET', status: 200, company: 'aurora', user: await h.userId(AGENT) });
    expect(typeof line?.ms).toBe('number');
    expect(h.lines.some((l) => JSON.stringify(l).includes(token))).toBe(false);
  });

  it('has a health endpoint', async () => {
    const res = await h.call<{ status: string }>('GET', '/api/health');
    expect(res.body).toEqual({ status: 'ok' });
  });
});
