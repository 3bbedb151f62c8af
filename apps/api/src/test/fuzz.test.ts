import { ENDPOINT_PERMISSIONS, type EndpointKey } from '@retoma/api-client';
import * as schemas from '@retoma/api-client/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseEndpointKey } from '../http/endpoints';
import { ADMIN, getHarness, type CallOptions, type Harness } from './harness';

/**
 * Malformed input from a careless client or an attacker: every write route and every list's query, with payloads
 * generated from a fixed seed (the same run every time). Any answer ≥ 500 fails, with the route and the payload.
 * Ids in paths never name a real record, so no payload changes what the other tests read.
 */

const WRITES_PER_ROUTE = 100;
const QUERIES_PER_LIST = 40;
const MISSING_ID = 999_999;

/** mulberry32: a small seeded generator, so a failure found once is found again. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const EDGE_TEXTS = [
  '',
  ' ',
  'a'.repeat(300),
  'x'.repeat(70_000),
  '\u0000',
  'nome\u0000com nul',
  '\ud800',
  'meio \udfff par',
  '😀👍🏽',
  'ção ñ ü',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%_\\',
  '1e309',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '9'.repeat(40),
  '0000-01-01',
  '9999-12-31',
  '2025-02-30',
  '2025-13-01 25:61',
  '+275760-09-13T00:00:00Z',
  'true',
  'null',
  '__proto__',
  'toString',
  '#zzzzzz',
  'data:image/png;base64,@@@',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
] as const;

const EDGE_NUMBERS = [0, -1, 1.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 63, 1e-300];

/** A nesting deeper than any form has. */
const deep = (levels: number): unknown => (levels === 0 ? 'fundo' : { a: deep(levels - 1) });

function edgeValue(random: ReturnType<typeof seeded>): unknown {
  switch (Math.floor(random.next() * 6)) {
    case 0:
    case 1:
      return random.pick(EDGE_TEXTS);
    case 2:
      return random.pick(EDGE_NUMBERS);
    case 3:
      return random.pick<unknown>([null, true, false, [], {}, [null], ['\u0000'], [2_147_483_648], [{ id: -1 }], { toString: 1 }]);
    case 4:
      return random.pick<unknown>([deep(60), Array.from({ length: 5_000 }, (_, i) => i), { constructor: { prototype: { admin: true } } }]);
    default:
      return random.pick(['1', '10,50', '1.234,56', 'ana@retoma.dev', '2026-01-01', '2026-01-01 10:00', '#21BC9C', 'aurora']);
  }
}

/** Every field name the shared schemas know, so payloads hit the real fields of each route, plus inherited names. */
const FIELD_NAMES = [
  ...new Set(Object.values(schemas).flatMap((value) => (value instanceof z.ZodObject ? Object.keys((value as z.ZodObject).shape) : []))),
  'toString',
  'constructor',
  'hasOwnProperty',
  '__proto__',
  'valueOf',
  '_method',
];

/** The keys every list reads: most query probes use them, the rest any field name. */
const LIST_KEYS = [
  'search',
  'sort',
  'page',
  'per_page',
  'status',
  'dt_inicio',
  'dt_fim',
  'produto_id',
  'conta_id',
  'user_id',
  'tipo',
  'area',
];

/** A key for a payload: most often one the route itself reads (its own fields), else any field name. */
const pickKey = (random: ReturnType<typeof seeded>, own: readonly string[]) =>
  own.length > 0 && random.next() < 0.7 ? random.pick(own) : random.pick(FIELD_NAMES);

function edgeBody(random: ReturnType<typeof seeded>, own: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  // Mostly every field the route reads, each with an edge value; sometimes a few stray ones.
  const fields = Math.max(own.length, 1 + Math.floor(random.next() * 6));
  for (let i = 0; i < fields; i++) {
    // defineProperty: `__proto__` must be sent as a key, not set the object's prototype.
    Object.defineProperty(body, pickKey(random, own), { value: edgeValue(random), enumerable: true, configurable: true });
  }
  return body;
}

/** Bodies no JSON serialiser makes: broken JSON, broken multipart, other types. */
const RAW_BODIES: Array<NonNullable<CallOptions['raw']>> = [
  { type: 'application/json', body: '{"nome": "a",' },
  { type: 'application/json', body: '[1,2,3]' },
  { type: 'application/json', body: '"texto"' },
  { type: 'application/json', body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { type: 'application/json', body: '{"nome": "\\u0000"}' },
  { type: 'application/json', body: '{"nome": "\\ud800"}' },
  { type: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="nome"\r\n\r\nsem fim' },
  { type: 'multipart/form-data', body: 'nada' },
  { type: 'application/x-www-form-urlencoded', body: 'nome=%00&id=2147483648&_method=PUT&%E0%A4%A=1' },
  { type: 'text/plain', body: 'nome=a' },
];

function edgeQuery(random: ReturnType<typeof seeded>): string {
  const params = new URLSearchParams();
  const keys = 1 + Math.floor(random.next() * 4);
  for (let i = 0; i < keys; i++) {
    const value = edgeValue(random);
    params.append(pickKey(random, LIST_KEYS), typeof value === 'string' ? value.slice(0, 2_000) : (JSON.stringify(value) ?? ''));
  }
  return params.toString();
}

/** encodeURIComponent refuses a lone surrogate; a client may still send its UTF-8-like bytes. */
const encoded = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const KEYS = Object.keys(ENDPOINT_PERMISSIONS) as EndpointKey[];
const pathOf = (path: string) => path.replace(/:[a-z_]+/g, String(MISSING_ID));

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await getHarness();
  token = await h.tokenFor(ADMIN);
});

/** The fields a write route reads, as its 422 to an empty body names them (none when it takes no input). */
async function fieldsOf(method: string, path: string, app = h.app): Promise<string[]> {
  const res = await h.call<{ errors?: Record<string, string[]> }>(method, path, { token, json: {} }, app);
  return Object.keys(res.body?.errors ?? {}).map((field) => field.split('.')[0]!);
}

interface Failure {
  route: string;
  status: number;
  payload: string;
}

async function probe(failures: Failure[], route: string, method: string, path: string, options: CallOptions, app = h.app) {
  const res = await h.call(method, path, options, app);
  if (res.status >= 500)
    failures.push({ route, status: res.status, payload: JSON.stringify(options.json ?? options.raw ?? path).slice(0, 300) });
  return res.status;
}

const report = (failures: Failure[], sent: number) => {
  const routes = [...new Set(failures.map((failure) => failure.route))];
  return `${failures.length} of ${sent} answers ≥ 500 on ${routes.length} routes:\n${failures
    .slice(0, 20)
    .map((failure) => `${failure.route} → ${failure.status} ${failure.payload}`)
    .join('\n')}`;
};

describe('malformed input never gets a 5xx', () => {
  // One test per route, each with its own time: a busy machine slows every route, and a failure names its route.
  const writes = KEYS.filter((key) => parseEndpointKey(key).method !== 'GET');
  const reads = KEYS.filter((key) => parseEndpointKey(key).method === 'GET');

  it('covers every company route', () => {
    expect(writes.length * WRITES_PER_ROUTE).toBeGreaterThan(5_000);
    expect(reads.length).toBeGreaterThan(50);
  });

  it.each(writes.map((key, index) => [key, index] as const))(
    `write %s: ${WRITES_PER_ROUTE} payloads`,
    async (key, index) => {
      const random = seeded(20_261_125 + index);
      const failures: Failure[] = [];
      const { method, path } = parseEndpointKey(key);
      const own = await fieldsOf(method, `/api/aurora${pathOf(path)}`);
      for (let i = 0; i < WRITES_PER_ROUTE; i++) {
        const raw = i < RAW_BODIES.length ? RAW_BODIES[i] : undefined;
        await probe(failures, key, method, `/api/aurora${pathOf(path)}`, raw ? { token, raw } : { token, json: edgeBody(random, own) });
      }
      expect(failures, report(failures, WRITES_PER_ROUTE)).toEqual([]);
    },
    120_000,
  );

  it.each(reads.map((key, index) => [key, index] as const))(
    `read %s: ${QUERIES_PER_LIST + EDGE_TEXTS.length} queries`,
    async (key, index) => {
      const random = seeded(11_25 + index);
      const failures: Failure[] = [];
      const { method, path } = parseEndpointKey(key);
      // Every edge text as the search, which every list passes to the database; then random queries.
      const queries = [...EDGE_TEXTS.map((text) => `search=${encoded(text.slice(0, 2_000))}`)];
      for (let i = 0; i < QUERIES_PER_LIST; i++) queries.push(edgeQuery(random));
      for (const query of queries) await probe(failures, key, method, `/api/aurora${pathOf(path)}?${query}`, { token });
      expect(failures, report(failures, queries.length)).toEqual([]);
    },
    120_000,
  );

  it('the session routes, without logging in', { timeout: 120_000 }, async () => {
    const random = seeded(7);
    const failures: Failure[] = [];
    // A separate app: its own login attempts count against no other test's limit.
    const app = h.freshApp();
    const routes = ['POST /login', 'POST /register', 'POST /auth/refresh-token', 'POST /remember', 'POST /reset', 'POST /logout'];
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string];
      const own = await fieldsOf(method, `/api/master${path}`, app);
      for (let i = 0; i < WRITES_PER_ROUTE; i++) {
        const raw = i < RAW_BODIES.length ? RAW_BODIES[i] : undefined;
        await probe(failures, route, method, `/api/master${path}`, raw ? { raw } : { json: edgeBody(random, own) }, app);
      }
    }
    for (const text of EDGE_TEXTS) {
      await probe(failures, 'GET /find/:token', 'GET', `/api/master/find/${encoded(text.slice(0, 500))}`, {}, app);
    }
    expect(failures, report(failures, routes.length * WRITES_PER_ROUTE)).toEqual([]);
  });

  it('paths: unknown companies, encoded NUL and broken percent-encoding', async () => {
    const failures: Failure[] = [];
    for (const path of [
      '/api/%00/tickets',
      '/api/aurora/tickets/%00',
      '/api/aurora/%E0%A4%A',
      '/api/aurora/tickets/1%ud800',
      '/api/master/find/%00',
    ]) {
      await probe(failures, path, 'GET', path, { token });
    }
    expect(failures, report(failures, 5)).toEqual([]);
  });
});
