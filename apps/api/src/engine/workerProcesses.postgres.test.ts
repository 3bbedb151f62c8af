import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { campanhaContatos, companies, envios, leads, outbox, recuperacaoConfig } from '../db/schema';
import { seed } from '../db/seed';
import { createScenario } from './testScenario';

/**
 * The engine's promise on several machines, as CI can show it: two worker *processes* (the documented
 * `pnpm --filter @retoma/api worker`) on one PostgreSQL send every due send exactly once between them. Only the
 * PostgreSQL run of the server layer holds this file (vitest.config.ts): PGlite belongs to the one process that
 * opened it. The workers get a database of their own, so they never take another test file's sends.
 */

const SENDS = 240;
const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const url = new URL(process.env.TEST_DATABASE_URL!);
const database = `retoma_workers_${process.pid}`;
const workerUrl = Object.assign(new URL(url), { pathname: `/${database}` }).toString();

let handle: DatabaseHandle;
let admin: pg.Client;
let emails: string[];
let campanhaId: number;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${database}`);
  await admin.query(`create database ${database}`);
  handle = await openDatabase({ url: workerUrl });
  await seed(handle.db);
  const [company] = await handle.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'aurora'));
  const companyId = company!.id;
  const scenario = await createScenario(handle.db, companyId);
  campanhaId = scenario.carrinhoId;
  // No quiet hours and no daily cap: whatever the hour of the run, every send is due now.
  await handle.db
    .insert(recuperacaoConfig)
    .values({ companyId, silencioInicio: '00:00', silencioFim: '00:00', maxMensagensDia: 1000 })
    .onConflictDoUpdate({
      target: recuperacaoConfig.companyId,
      set: { silencioInicio: '00:00', silencioFim: '00:00', maxMensagensDia: 1000 },
    });
  emails = Array.from({ length: SENDS }, (_, i) => `comprador-${i}-${process.pid}@exemplo.com.br`);
  const leadRows = await handle.db
    .insert(leads)
    .values(emails.map((email, i) => ({ companyId, nome: `Comprador ${i}`, email })))
    .returning({ id: leads.id });
  const contatos = await handle.db
    .insert(campanhaContatos)
    .values(leadRows.map((lead) => ({ companyId, campanhaId: scenario.carrinhoId, leadId: lead.id })))
    .returning({ id: campanhaContatos.id });
  // The demo data's scheduled sends are not this test's: out of the queue, so the workers' reports count ours only.
  await handle.db.update(envios).set({ situacao: 'cancelado' }).where(eq(envios.situacao, 'agendado'));
  const due = new Date(Date.now() - 1000);
  await handle.db.insert(envios).values(
    contatos.map((contato) => ({
      companyId,
      campanhaId: scenario.carrinhoId,
      contatoId: contato.id,
      passoId: scenario.passos.email1,
      canal: 'email' as const,
      previstoPara: due,
    })),
  );
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await admin.query(`drop database if exists ${database}`).catch(() => undefined);
  await admin.end();
});

/** One worker process; resolves with how many sends its batches reported, once it has stopped. */
function startWorker(): { process: ChildProcess; sent: Promise<number> } {
  const child = spawn(path.join(api, 'node_modules/.bin/tsx'), ['--conditions=@retoma/source', 'src/scripts/worker.ts'], {
    cwd: api,
    env: {
      ...process.env,
      DATABASE_URL: workerUrl,
      RETOMA_JWT_SECRET: 'workers-test-secret',
      RETOMA_SMTP_URL: '',
      RETOMA_ZENVIA_TOKEN: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const sent = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () =>
      resolve(
        output
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { msg: string; sent?: number })
          .filter((line) => line.msg === 'campaign sends')
          .reduce((sum, line) => sum + (line.sent ?? 0), 0),
      ),
    );
  });
  return { process: child, sent };
}

/** The test's sends that went out (the demo data's own history is in the database too). */
async function sentCount(): Promise<number> {
  const [row] = await handle.db
    .select({ n: count() })
    .from(envios)
    .where(and(eq(envios.campanhaId, campanhaId), eq(envios.situacao, 'enviado')));
  return row?.n ?? 0;
}

describe('two worker processes on one PostgreSQL', () => {
  it('send every due send exactly once between them, both taking part', async () => {
    const workers = [startWorker(), startWorker()];
    const deadline = Date.now() + 90_000;
    while ((await sentCount()) < SENDS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    for (const worker of workers) worker.process.kill('SIGTERM');
    const [first, second] = await Promise.all(workers.map((worker) => worker.sent));

    expect(await sentCount()).toBe(SENDS);
    const mails = await handle.db
      .select({ to: outbox.toEmail })
      .from(outbox)
      .where(and(eq(outbox.kind, 'campanha_email'), inArray(outbox.toEmail, emails)));
    expect(mails).toHaveLength(SENDS);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(SENDS);
    expect(first! + second!).toBe(SENDS);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
  }, 150_000);
});
