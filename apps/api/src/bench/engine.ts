/**
 * The recovery engine's numbers (issue 15's budgets): webhook intake (events/s and p95 per process, ≥ 500/s and
 * ≤ 50 ms), sends one worker hands to the outbox per second (≥ 200/s), and the delay between a send's due time
 * and its sending with 10 000 sends coming due (p95 ≤ 2 s). Through the real app and the real worker, no network.
 * PGlite in memory by default; BENCH_DATABASE_URL=postgres://... for PostgreSQL (the database is wiped first).
 *
 *   pnpm --filter @retoma/api bench:engine
 *   BENCH_EVENTS=4000 BENCH_DUE=10000 BENCH_DUE_WINDOW_S=60 BENCH_DATABASE_URL=postgres://… pnpm --filter @retoma/api bench:engine
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { and, count, eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { campanhaContatos, campanhaPassos, companies, envios, leads, recuperacaoConfig } from '../db/schema';
import { seed } from '../db/seed';
import { applyPendingEvents } from '../engine/eventQueue';
import { createScenario } from '../engine/testScenario';
import { trackingKeys } from '../engine/tracking';
import { runDue, startEngineWorker, type WorkerOptions } from '../engine/worker';
import { memoryRateLimits } from '../http/rateLimit';
import { abandonedCheckout } from '../platforms/hotmartSamples';
import { benchApp, benchConfig, percentile, silentLog } from './harness';

// The budgets are PostgreSQL's; on the embedded PGlite (one connection, one query at a time) a smaller sample.
const POSTGRES = Boolean(process.env.BENCH_DATABASE_URL);
const EVENTS = Number(process.env.BENCH_EVENTS ?? (POSTGRES ? 2_000 : 300));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DUE = Number(process.env.BENCH_DUE ?? (POSTGRES ? 10_000 : 300));
const DUE_WINDOW_S = Number(process.env.BENCH_DUE_WINDOW_S ?? 60);
const BUDGETS = { intakePerSecond: 500, intakeP95Ms: 50, sendsPerSecond: 200, dueP95Ms: 2_000 };

async function open(): Promise<DatabaseHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return openDatabase({ memory: true });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;');
  await admin.end();
  return openDatabase({ url });
}

/** CPU time (ms) of the PostgreSQL server processes on this machine, from /proc; null when none is visible. */
function postgresCpuMs(): number | null {
  const ticksPerSecond = 100; // USER_HZ on Linux
  let ticks = 0;
  let found = false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
      found = true;
    } catch {
      // The process ended while we looked.
    }
  }
  return found ? (ticks * 1000) / ticksPerSecond : null;
}

const verdict = (ok: boolean, budget: string) => `${ok ? 'within' : 'OVER'} the ${budget} budget`;

const handle = await open();
const { db } = handle;
await seed(db);
// The intake's rate limit kept in memory: the bench measures the engine, not the limit's table.
const { app } = benchApp(db, { rateLimits: memoryRateLimits() });
const [aurora] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'aurora'));
const companyId = aurora!.id;
const scenario = await createScenario(db, companyId);
// The cart campaign sends one e-mail a minute after the abandonment; no quiet hours, no daily cap in the way.
await db
  .delete(campanhaPassos)
  .where(and(eq(campanhaPassos.campanhaId, scenario.carrinhoId), sql`${campanhaPassos.id} <> ${scenario.passos.email1}`));
await db.update(campanhaPassos).set({ periodo: 1, unidadeTempo: 1 }).where(eq(campanhaPassos.id, scenario.passos.email1));
await db.update(recuperacaoConfig).set({ maxMensagensDia: 1_000_000 }).where(eq(recuperacaoConfig.companyId, companyId));
const lines = [`${handle.driver}: engine bench`];

// 1. Intake: abandoned checkouts of distinct buyers, CONCURRENCY at a time, each through routing and token check,
// then applied at once (idempotency log, lead/product upsert, enrolment with its scheduled send) while the process
// has a free slot, else kept for the worker (one insert).
const latencies: number[] = [];
const outcomes = { processed: 0, queued: 0 };
let next = 0;
const cpuBefore = { node: process.cpuUsage(), postgres: postgresCpuMs() };
const intakeStarted = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let i = next++; i < EVENTS; i = next++) {
      const body = abandonedCheckout({
        id: randomUUID(),
        at: Date.now(),
        productId: scenario.productCode,
        buyer: { name: `Comprador ${i}`, email: `comprador${i}@bench.test`, phone: `55119${String(i).padStart(8, '0')}` },
      });
      const t0 = performance.now();
      const res = await app.fetch(
        new Request(`http://bench/api/webhooks/hotmart/${scenario.webhookKey}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hotmart-hottok': scenario.token },
          body: JSON.stringify(body),
        }),
      );
      const { outcome } = (await res.json()) as { outcome: keyof typeof outcomes };
      if (res.status !== 200) throw new Error(`webhook → ${res.status}`);
      latencies.push(performance.now() - t0);
      outcomes[outcome] += 1;
    }
  }),
);
const intakeSeconds = (performance.now() - intakeStarted) / 1000;
const nodeCpu = process.cpuUsage(cpuBefore.node);
const nodeMsPerEvent = (nodeCpu.user + nodeCpu.system) / 1000 / EVENTS;
const postgresMs = postgresCpuMs();
latencies.sort((a, b) => a - b);
const perSecond = EVENTS / intakeSeconds;
const intakeP95 = percentile(latencies, 95);
lines.push(
  `  intake: ${EVENTS} events, ${CONCURRENCY} at a time: ${perSecond.toFixed(0)} events/s (${verdict(perSecond >= BUDGETS.intakePerSecond, `${BUDGETS.intakePerSecond}/s`)}), p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${intakeP95.toFixed(1)} ms (${verdict(intakeP95 <= BUDGETS.intakeP95Ms, `${BUDGETS.intakeP95Ms} ms`)}); ${outcomes.processed} applied at once, ${outcomes.queued} kept for the worker`,
);

// What one event costs in CPU, which a busy machine does not change: this process's, and (when PostgreSQL runs on
// this machine) its server processes'. With C cores to share, a process can take at most C × 1000 / (sum) events/s.
const postgresMsPerEvent = postgresMs !== null && cpuBefore.postgres !== null ? (postgresMs - cpuBefore.postgres) / EVENTS : null;
lines.push(
  `  intake CPU per event: ${nodeMsPerEvent.toFixed(2)} ms in this process${postgresMsPerEvent === null ? '' : `, ${postgresMsPerEvent.toFixed(2)} ms in PostgreSQL → at most ${((availableParallelism() * 1000) / (nodeMsPerEvent + postgresMsPerEvent)).toFixed(0)} events/s on ${availableParallelism()} cores`}`,
);

// 1b. The events the burst left waiting, applied by one worker, CONCURRENCY at a time (each in its own transaction).
const drainStarted = performance.now();
const drained = await applyPendingEvents(db, { log: silentLog, companyId, limit: EVENTS, concurrency: CONCURRENCY });
const drainSeconds = (performance.now() - drainStarted) / 1000;
lines.push(
  `  kept events applied by one worker (${CONCURRENCY} at a time): ${drained} at ${drained === 0 ? 0 : (drained / drainSeconds).toFixed(0)} events/s`,
);

// 2. Sends per second of one worker: every send the intake scheduled, due at once, rendered and queued in the outbox.
const options: WorkerOptions = {
  keys: trackingKeys(benchConfig.publicUrl, benchConfig.jwtSecret),
  sms: null,
  log: silentLog,
  companyId,
  batchSize: 100,
};
const sendStarted = performance.now();
const report = await runDue(db, { ...options, now: () => new Date(Date.now() + 10 * 60_000) });
const sendsPerSecond = report.sent / ((performance.now() - sendStarted) / 1000);
lines.push(
  `  one worker: ${report.sent} sends to the outbox at ${sendsPerSecond.toFixed(0)} sends/s (${verdict(sendsPerSecond >= BUDGETS.sendsPerSecond, `${BUDGETS.sendsPerSecond}/s`)})`,
);

// 3. Due → sent: DUE sends of as many contacts coming due evenly over DUE_WINDOW_S seconds, one worker running as
// in the server (every 200 ms); the delay of each between its due time and its sending.
await db.execute(sql`
  insert into leads (company_id, nome, email, ddi, ddd, telefone)
  select ${companyId}, 'Lead ' || i, 'due' || i || '@bench.test', '55', '11', (900000000 + i)::text from generate_series(1, ${DUE}) as i`);
await db.execute(sql`
  insert into campanha_contatos (company_id, campanha_id, lead_id)
  select ${companyId}, ${scenario.carrinhoId}, id from leads where company_id = ${companyId} and email like 'due%@bench.test'`);
const firstDue = Date.now() + 2_000;
await db.execute(sql`
  insert into envios (company_id, campanha_id, contato_id, passo_id, canal, previsto_para)
  select ${companyId}, ${scenario.carrinhoId}, c.id, ${scenario.passos.email1}, 'email',
         ${new Date(firstDue)}::timestamptz + ((row_number() over (order by c.id) - 1) * ${(DUE_WINDOW_S * 1000) / DUE} || ' milliseconds')::interval
  from campanha_contatos c join leads l on l.id = c.lead_id where l.email like 'due%@bench.test'`);
const worker = startEngineWorker(db, { ...options, intervalMs: 200 });
for (;;) {
  const [pending] = await db
    .select({ left: count() })
    .from(envios)
    .where(and(eq(envios.campanhaId, scenario.carrinhoId), eq(envios.situacao, 'agendado')));
  if ((pending?.left ?? 0) === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
await worker.stop();
const delayMs = sql<number>`extract(epoch from ${envios.enviadoEm} - ${envios.previstoPara}) * 1000`;
const [delays] = await db
  .select({
    p50: sql<number>`percentile_cont(0.5) within group (order by ${delayMs})`,
    p95: sql<number>`percentile_cont(0.95) within group (order by ${delayMs})`,
  })
  .from(envios)
  .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
  .innerJoin(leads, eq(leads.id, campanhaContatos.leadId))
  .where(and(like(leads.email, 'due%@bench.test'), eq(envios.situacao, 'enviado')));
lines.push(
  `  due → sent: ${DUE} sends due over ${DUE_WINDOW_S} s: p50 ${Number(delays!.p50).toFixed(0)} ms, p95 ${Number(delays!.p95).toFixed(0)} ms (${verdict(Number(delays!.p95) <= BUDGETS.dueP95Ms, `${BUDGETS.dueP95Ms} ms`)})`,
);

process.stdout.write(`${lines.join('\n')}\n`);
await handle.close();
