import cluster, { type Worker } from 'node:cluster';
import { DEMO_USERS } from '@retoma/api-client/fixtures';
import { loadConfig } from './config';
import { consoleLogger as log } from './log';
import { prepareDatabase } from './database';

/**
 * `pnpm start`: one process on PGlite; on PostgreSQL RETOMA_PROCESSES of them (node:cluster, a process per core by
 * default), sharing the port. The first process (the primary) migrates and seeds, then only watches the others: it
 * starts them, starts again one that dies, and stops them all on SIGTERM or SIGINT. The recovery engine's worker
 * and the outbox's delivery run in one of them (slot 0), as in a single process; every process answers requests.
 */

/** Which of the processes this is, from the primary (RETOMA_PROCESS_SLOT); absent in a single process. */
const SLOT_VARIABLE = 'RETOMA_PROCESS_SLOT';
/** How long a stopping process may take to finish its requests before it is killed. */
const STOP_TIMEOUT_MS = 10_000;
/** A process that died is started again after this, so one that fails at start does not spin the CPU. */
const RESTART_DELAY_MS = 1_000;

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  log.error('configuration refused', { reason: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

/** The banner is for the person who ran `pnpm start`: where to go and how to log in. */
function printBanner(url: string, database: string, seeded: boolean, processes: number) {
  process.stdout.write(
    [
      '',
      `Retoma is running at ${url}  (database: ${database}${processes > 1 ? `, ${processes} server processes` : ''}${seeded ? ', seeded with demo data' : ''})`,
      'Demo logins (password retoma123):',
      ...DEMO_USERS.map((user) => `  ${user.email.padEnd(24)} ${user.role}`),
      '',
    ].join('\n'),
  );
}

/** One server: the whole of it, or one of several (`slot`: 0 runs the background work). */
async function serveHere(slot: number | undefined) {
  // Imported here: the primary of several never loads the app.
  const { startServer } = await import('./server');
  const server = await startServer(config, log, {
    prepare: slot === undefined,
    background: slot === undefined || slot === 0,
  });
  if (slot === undefined) {
    log.info('server started', { url: server.url, database: server.database.driver, seeded: server.seeded, processes: 1 });
    printBanner(server.url, server.database.driver, server.seeded, 1);
  } else {
    log.info('server process started', { slot, pid: process.pid });
  }
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal, ...(slot !== undefined && { slot }) });
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** The primary of several: prepares the database once, then keeps `config.processes` servers running. */
async function superviseProcesses() {
  const { seeded } = await prepareDatabase(config);
  const processes = config.processes;
  const running = new Map<number, Worker>();
  let stopping = false;
  let announced = false;

  const start = (slot: number) => {
    const worker = cluster.fork({ [SLOT_VARIABLE]: String(slot) });
    running.set(slot, worker);
    worker.once('exit', (code, signal) => {
      running.delete(slot);
      if (stopping) return;
      log.error('server process exited; starting it again', { slot, pid: worker.process.pid, code, signal });
      setTimeout(() => start(slot), RESTART_DELAY_MS);
    });
  };

  const listening = new Set<number>();
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (announced || listening.size < processes) return;
    announced = true;
    const url = `http://${config.host}:${address.port}`;
    log.info('server started', { url, database: 'postgres', seeded, processes });
    printBanner(url, 'postgres', seeded, processes);
  });

  for (let slot = 0; slot < processes; slot++) start(slot);

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal, processes: running.size });
    const exits = [...running.values()].map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of running.values()) worker.process.kill('SIGTERM');
    const late = setTimeout(() => {
      for (const worker of running.values()) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await Promise.all(exits);
    clearTimeout(late);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

if (config.processes > 1 && cluster.isPrimary) await superviseProcesses();
else await serveHere(cluster.isWorker ? Number(process.env[SLOT_VARIABLE]) : undefined);
