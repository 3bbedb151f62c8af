import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataEnvelope, RoleDetail } from '@retoma/api-client';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { LISTENER_NAME } from '../db/changes';
import { permissionRoles, users } from '../db/schema';
import { memoryLogger } from '../log';
import { startServer, type RunningServer } from '../server';
import { getHarness, TEST_SECRET, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/**
 * Several server processes on one PostgreSQL (`main.ts` starts them there): what a process keeps in memory must not
 * let a change made through another go unnoticed. Two servers started as `main.ts` starts each of its processes, on
 * the run's database. PostgreSQL only (`*.postgres.test.ts`): PGlite lives inside one process.
 */

const url = process.env.TEST_DATABASE_URL!;

let h: Harness;
beforeAll(async () => {
  h = await getHarness();
});

describe('two server processes on one PostgreSQL', () => {
  let dataDir: string;
  let first: RunningServer;
  let second: RunningServer;
  let admin: pg.Client;
  let company: string;
  let manager: Member;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'retoma-processes-'));
    const config = loadConfig({
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: '0',
      RETOMA_DATA_DIR: dataDir,
      RETOMA_JWT_SECRET: TEST_SECRET,
      RETOMA_LOG: '0',
    });
    // As `main.ts` starts the processes after the first: the harness has migrated and seeded the database.
    const duties = { prepare: false, background: false };
    [first, second] = await Promise.all([startServer(config, memoryLogger(), duties), startServer(config, memoryLogger(), duties)]);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    company = await createTestCompany(h);
    manager = await addMember(h, 'Administrador', 'gestora', company);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), admin?.end()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (server: RunningServer, method: string, path: string, token: string, json?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json !== undefined && { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  const ticketsStatus = async (server: RunningServer, who: Member) =>
    (await call(server, 'GET', `/api/${company}/tickets`, who.token)).status;

  /** A role of its own with the tickets' permission, written through the first process, and a member holding it. */
  async function roleWithTickets(nome: string) {
    const created = await call(first, 'POST', `/api/${company}/roles`, manager.token, { nome, permissions: ['ticket'] });
    expect(created.status).toBe(201);
    const role = ((await created.json()) as DataEnvelope<RoleDetail>).data;
    const agent = await addMember(h, 'Atendente', 'agente', company);
    expect((await call(first, 'PUT', `/api/${company}/users_companies/${agent.id}`, manager.token, { role_id: role.id })).status).toBe(200);
    return { role, agent };
  }

  /** The processes' listening connections, as PostgreSQL counts them. */
  const listeners = async () =>
    (
      await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
        [LISTENER_NAME],
      )
    ).rows[0]!.n;

  it('a role written through one process closes its pages in the other at once, not after the rules expire', async () => {
    const { role, agent } = await roleWithTickets('Supervisão');
    // The second process reads the company's rules and keeps them.
    expect(await ticketsStatus(second, agent)).toBe(200);
    const edited = await call(first, 'PUT', `/api/${company}/roles/${role.id}`, manager.token, { nome: role.nome, permissions: [] });
    expect(edited.status).toBe(200);
    // Told through PostgreSQL when the write commits: milliseconds, where the rules are kept 30 s.
    await vi.waitFor(async () => expect(await ticketsStatus(second, agent)).toBe(403), { timeout: 2_000, interval: 50 });
  });

  it('a process whose listening connection is lost keeps nothing it may not be told about, and listens again', async () => {
    const { role, agent } = await roleWithTickets('Plantão');
    expect(await ticketsStatus(second, agent)).toBe(200);
    // A change nobody announces (written straight to the database) is not seen while the rules are kept...
    await h.db.delete(permissionRoles).where(eq(permissionRoles.roleId, role.id));
    expect(await ticketsStatus(second, agent)).toBe(200);
    // ...and is once the connection that would have carried announcements is lost: what was kept is dropped.
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1',
      [LISTENER_NAME],
    );
    await vi.waitFor(async () => expect(await ticketsStatus(second, agent)).toBe(403), { timeout: 2_000, interval: 50 });
    // Both processes listen again, and announcements reach them as before.
    await vi.waitFor(async () => expect(await listeners()).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 100 });
    expect(await ticketsStatus(second, agent)).toBe(403);
    const restored = await call(first, 'PUT', `/api/${company}/roles/${role.id}`, manager.token, {
      nome: role.nome,
      permissions: ['ticket'],
    });
    expect(restored.status).toBe(200);
    await vi.waitFor(async () => expect(await ticketsStatus(second, agent)).toBe(200), { timeout: 2_000, interval: 50 });
  });

  it('a logout through one process lets another show the person online at their next call', async () => {
    const agent = await addMember(h, 'Atendente', 'agente', company);
    expect(await ticketsStatus(second, agent)).toBe(200);
    expect((await call(first, 'POST', '/api/master/logout', agent.token)).status).toBe(204);
    const lastSeen = async () => (await h.db.select({ at: users.lastSeenAt }).from(users).where(eq(users.id, agent.id)))[0]!.at;
    expect(await lastSeen()).toBeNull();
    // Logged in again, the first call lands on the process that wrote their activity less than a minute ago.
    const again = { ...agent, token: await h.tokenFor(agent.email) };
    await vi.waitFor(
      async () => {
        expect(await ticketsStatus(second, again)).toBe(200);
        expect(await lastSeen()).not.toBeNull();
      },
      { timeout: 2_000, interval: 50 },
    );
  });
});
