/**
 * Throughput under load (issue 20): the real server (src/main.ts) in a process of its own on loopback, run as
 * `pnpm start` runs it (tsx; the built SPA beside the API when apps/backoffice/dist holds one, so answers are
 * gzipped as a browser gets them; a log line per request, to /dev/null here), logged in
 * as the demo administrator, then BENCH_LOAD_CONNECTIONS connections (20) for BENCH_LOAD_SECONDS seconds (20) on
 * each endpoint in turn, with autocannon in this process. Prints requests per second, p50 and p99 against the
 * budget (on PostgreSQL: the tickets list ≥ 1 000 req/s with p99 ≤ 100 ms), the machine's load average (the
 * figures mean little on a busy machine), the CPU time per answer of the server and (PostgreSQL on this machine) of
 * the database, and the server's resident memory. Reports; it does not fail. BENCH_LOAD_PROCESSES sets the server's
 * RETOMA_PROCESSES (unset: the server's default, a process per core on PostgreSQL); the server's CPU and memory are
 * then those of all its processes.
 *
 * The database: BENCH_DATABASE_URL=postgres://… as it is (seeded with the demo data if empty; after the list
 * bench, src/bench/lists.ts, on the same database it holds 100 000 tickets), else PGlite in a fresh folder with
 * the demo data.
 *
 *   pnpm --filter @retoma/api exec tsx --conditions=@retoma/source src/bench/load.ts
 *   BENCH_DATABASE_URL=postgres://retoma:retoma@127.0.0.1:5432/retoma_bench pnpm --filter @retoma/api exec tsx --conditions=@retoma/source src/bench/load.ts
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 20);
const SECONDS = Math.min(Number(process.env.BENCH_LOAD_SECONDS ?? 20), 120);
const BUDGET = { reqPerSecond: 1000, p99Ms: 100 };
/** Loopback only: the load never leaves this machine. */
const HOST = '127.0.0.1';

const ENDPOINTS = [
  { name: 'tickets list, page 1 of 25', path: '/api/aurora/tickets?per_page=25', budget: true },
  { name: 'dashboard: my tickets’ activity', path: '/api/aurora/dashboard/meus_tickets_atividades?per_page=25', budget: false },
  // What the box allows at all, for reading the lines above: a company call with the least work after the caller's
  // check (the tabs' kept counters, one small statement), and an answer that reads no database.
  { name: 'tab counters (sign-in check + 1)', path: '/api/aurora/ticketsNum', budget: false },
  { name: 'health (no database)', path: '/api/health', budget: false },
];

/** A line of the report (the bench writes to its output, not to a log). */
const print = (...parts: string[]) => process.stdout.write(`${parts.join(' ')}\n`);

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const databaseUrl = process.env.BENCH_DATABASE_URL || '';
/** `pnpm start` builds the SPA and serves it beside the API; the bench uses the build that is there, if any. */
const siteDir = path.resolve(apiDir, '../backoffice/dist');
const hasSite = existsSync(path.join(siteDir, 'index.html'));
const driver = databaseUrl ? 'PostgreSQL' : 'PGlite';

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, HOST, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

const port = await freePort();
const base = `http://${HOST}:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'retoma-load-'));
const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=@retoma/source', 'src/main.ts'], {
  cwd: apiDir,
  stdio: ['ignore', 'ignore', 'pipe'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST,
    DATABASE_URL: databaseUrl,
    RETOMA_DATA_DIR: dataDir,
    RETOMA_STATIC_DIR: hasSite ? siteDir : '',
    // A log line per request, as `pnpm start` writes; not the recovery engine's passes: the requests alone are measured.
    RETOMA_LOG: '1',
    RETOMA_ENGINE_WORKER: '0',
    ...(process.env.BENCH_LOAD_PROCESSES && { RETOMA_PROCESSES: process.env.BENCH_LOAD_PROCESSES }),
  },
});
// The server's errors are shown while it starts and serves; not those of requests cut short by its own shutdown.
let measuring = true;
server.stderr!.on('data', (chunk: Buffer) => measuring && process.stderr.write(chunk));
const stop = () => {
  measuring = false;
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

/** The server's processes: the one started, and the ones it started (node:cluster), from /proc (Linux). */
function serverPids(): number[] {
  try {
    const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim();
    return [server.pid!, ...(children ? children.split(' ').map(Number) : [])];
  } catch {
    return [];
  }
}

/** The CPU time a process has used so far, in ms (user + system, from /proc on Linux; clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The CPU time the server's processes have used so far, in ms: divided by the requests served it tells what one
 * request costs the server whatever else the machine is doing.
 */
function serverCpuMs(): number | undefined {
  try {
    const pids = serverPids();
    return pids.length > 0 ? pids.reduce((total, pid) => total + cpuMsOf(pid), 0) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's resident memory, all its processes, from /proc (Linux); undefined elsewhere. */
function residentMb(): number | undefined {
  try {
    const kb = serverPids().reduce(
      (total, pid) => total + Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN),
      0,
    );
    return Number.isFinite(kb) && kb > 0 ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The CPU time the database's server processes serving this database have used so far, in ms: on PostgreSQL on this
 * machine, the backends of the server's pool (from /proc, as above). Undefined on PGlite (its work is the server's
 * own CPU) or when PostgreSQL runs elsewhere.
 */
async function databaseCpuMs(): Promise<number | undefined> {
  if (!databaseUrl) return undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.reduce((total, { pid }) => total + cpuMsOf(pid), 0);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function waitForServer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start within 3 minutes');
}

try {
  await waitForServer();
  const login = await fetch(`${base}/api/master/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@retoma.dev', password: 'retoma123' }),
  });
  if (!login.ok) throw new Error(`login → ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  // The primary of several only watches them: the ones answering are its children.
  const processes = Math.max(1, serverPids().length - 1);
  const rows = ((await (await fetch(`${base}${ENDPOINTS[0]!.path}`, { headers })).json()) as { data: { total: number } }).data.total;

  print(
    `\nLoad on ${driver} (${rows.toLocaleString('en')} tickets in aurora): ${CONNECTIONS} connections for ${SECONDS} s per endpoint, ` +
      `loopback, ${processes === 1 ? 'one server process' : `${processes} server processes`} ${hasSite ? 'serving the built SPA too (answers gzipped)' : 'without the SPA (not built: answers not compressed)'} — budget on PostgreSQL: the tickets list ≥ ${BUDGET.reqPerSecond} req/s and p99 ≤ ${BUDGET.p99Ms} ms`,
  );
  print(
    `${'endpoint'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'errors'.padStart(7)}  load avg     CPU/request: server, database, generator`,
  );
  for (const endpoint of ENDPOINTS) {
    const before = loadavg()[0]!;
    const cpuBefore = serverCpuMs();
    const generatorBefore = process.cpuUsage();
    const databaseBefore = await databaseCpuMs();
    const result = await autocannon({ url: `${base}${endpoint.path}`, connections: CONNECTIONS, duration: SECONDS, headers });
    const cpuAfter = serverCpuMs();
    const generator = process.cpuUsage(generatorBefore);
    // The pool's backends opened during the run count whole (they did nothing before it).
    const databaseAfter = await databaseCpuMs();
    const perRequest = (before: number | undefined, after: number | undefined) =>
      before === undefined || after === undefined ? undefined : `${((after - before) / result.requests.total).toFixed(1)} ms`;
    const cpuPerRequest = perRequest(cpuBefore, cpuAfter);
    const databasePerRequest = perRequest(databaseBefore, databaseAfter);
    const generatorPerRequest = `${((generator.user + generator.system) / 1000 / result.requests.total).toFixed(1)} ms`;
    const failed = result.errors + result.timeouts + result.non2xx;
    const over =
      endpoint.budget && driver === 'PostgreSQL' && (result.requests.average < BUDGET.reqPerSecond || result.latency.p99 > BUDGET.p99Ms);
    print(
      `${endpoint.name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} ${`${result.latency.p50} ms`.padStart(7)} ` +
        `${`${result.latency.p99} ms`.padStart(7)} ${String(failed).padStart(7)}  ${before.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}` +
        `  ${cpuPerRequest ?? '?'}, ${databasePerRequest ?? '–'}, ${generatorPerRequest}` +
        `${over ? '  OVER BUDGET' : ''}`,
    );
  }
  print(
    `(CPU/request: the server processes' own CPU time per answer — one core serves at most 1 000 ÷ that many per ` +
      `second —, then on PostgreSQL on this machine its backends' for this database; on PGlite the database's work is ` +
      `the server's own (–); last the load generator's (autocannon, in this process), which shares the machine; ` +
      `server resident memory after the runs: ${residentMb() ?? '?'} MB; the machine has ${cpus().length} cores)`,
  );
} finally {
  stop();
}
