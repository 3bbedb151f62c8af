/**
 * `pnpm --filter @retoma/api worker`: the recovery engine's worker as its own process, next to any number of API
 * processes and other workers on one PostgreSQL (DATABASE_URL): sends are claimed with FOR UPDATE SKIP LOCKED, so
 * none is made twice or lost. It also drains the e-mail outbox when an SMTP server is configured. The embedded
 * PGlite belongs to the one server process that opened it: a separate worker needs PostgreSQL.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { engineWorkerOptions, startEngineWorker } from '../engine/worker';
import { consoleLogger as log } from '../log';
import { smtpTransport, startDeliveryWorker } from '../mail/delivery';

const config = loadConfig();
if (!config.databaseUrl) {
  log.error('the worker process needs DATABASE_URL (a PostgreSQL shared with the server); with PGlite the server runs the worker itself');
  process.exit(1);
}
const database = await openDatabase({ url: config.databaseUrl });
const engine = startEngineWorker(database.db, engineWorkerOptions(config, log));
const delivery = config.smtpUrl
  ? startDeliveryWorker(database.db, smtpTransport(config.smtpUrl), { from: config.mailFrom, log })
  : undefined;
log.info('engine worker started', { sms: config.zenviaToken ? 'zenvia' : 'outbox', smtp: Boolean(config.smtpUrl) });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('engine worker stopping', { signal });
  // The batch in progress finishes; a send held by a killed worker is retaken by another once its lease ends.
  await engine.stop();
  await delivery?.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
