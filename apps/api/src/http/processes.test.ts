import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { getHarness, TEST_SECRET, type Harness } from '../test/harness';
import { databaseRateLimits } from './rateLimit';

/**
 * Several server processes on one database (`main.ts` on PostgreSQL): how many, and rate limits that count the
 * attempts of every instance against one budget (on PGlite, two apps on its one database). What each process keeps
 * in memory across processes: processes.postgres.test.ts.
 */

const url = process.env.TEST_DATABASE_URL;

let h: Harness;
beforeAll(async () => {
  h = await getHarness();
});

describe('RETOMA_PROCESSES', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'retoma-processes-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = (env: NodeJS.ProcessEnv) => loadConfig({ RETOMA_DATA_DIR: dataDir, RETOMA_JWT_SECRET: TEST_SECRET, ...env });

  it('is refused above 1 on PGlite, which lives inside the one process that opened it', () => {
    expect(config({}).processes).toBe(1);
    expect(config({ RETOMA_PROCESSES: '1' }).processes).toBe(1);
    expect(() => config({ RETOMA_PROCESSES: '2' })).toThrow(/RETOMA_PROCESSES=2 needs PostgreSQL \(DATABASE_URL\)/);
  });

  it('is a whole number of processes; on PostgreSQL one per core by default, at most 8', () => {
    const postgres = 'postgres://retoma@127.0.0.1/retoma';
    expect(config({ DATABASE_URL: postgres, RETOMA_PROCESSES: '3' }).processes).toBe(3);
    expect(config({ DATABASE_URL: postgres }).processes).toBeGreaterThanOrEqual(1);
    expect(config({ DATABASE_URL: postgres }).processes).toBeLessThanOrEqual(8);
    for (const wrong of ['0', '1.5', 'two'])
      expect(() => config({ DATABASE_URL: postgres, RETOMA_PROCESSES: wrong })).toThrow(/RETOMA_PROCESSES/);
  });
});

describe('rate limits across instances', () => {
  let second: DatabaseHandle | undefined;
  afterAll(() => second?.close());

  it('count the attempts made through every instance against one budget', async () => {
    // On PostgreSQL the second instance has a pool of its own, as another process would.
    second = url ? await openDatabase({ url }, { migrate: false }) : undefined;
    const apps = [h.db, second?.db ?? h.db].map((db) => h.freshApp({ rateLimits: databaseRateLimits(db) }));
    const username = `ninguem-${randomUUID().slice(0, 8)}@teste.retoma.dev`;
    const statuses: number[] = [];
    // Ten attempts per address at one account a minute (routes/session.ts), made in turns through both.
    for (let attempt = 0; attempt < 12; attempt++) {
      const res = await h.call('POST', '/api/master/login', { json: { username, password: 'errada' } }, apps[attempt % 2]);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
