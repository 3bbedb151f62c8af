import path from 'node:path';
import { serve } from '@hono/node-server';
import { tokenService } from './auth/tokens';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedIfEmpty } from './db/seed';
import { createApp } from './http/app';
import { hasBuiltSite, siteFetch } from './http/site';
import { consoleLogger, type Logger } from './log';
import { smtpTransport, startDeliveryWorker } from './mail/delivery';
import { outboxMailer } from './mail/mailer';
import { engineWorkerOptions, startEngineWorker } from './engine/worker';

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  seeded: boolean;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig, log: Logger = consoleLogger): Promise<RunningServer> {
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
  const seeded = await seedIfEmpty(database.db);
  const tokens = tokenService(database.db, {
    secret: config.jwtSecret,
    ttlSeconds: config.accessTokenTtl,
    refreshWindowSeconds: config.refreshWindow,
  });
  const mailer = outboxMailer(log, { logBodies: config.mailLog });
  const api = createApp(
    { db: database.db, tokens, config, log, mailer },
    { log: config.logRequests ? (entry) => log.info('request', { ...entry }) : undefined },
  );
  const fetch = hasBuiltSite(config.staticDir) ? siteFetch(api, config.staticDir) : api.fetch;

  const delivery = config.smtpUrl
    ? startDeliveryWorker(database.db, smtpTransport(config.smtpUrl), { from: config.mailFrom, log })
    : undefined;
  const engine = config.engineWorker ? startEngineWorker(database.db, engineWorkerOptions(config, log)) : undefined;

  const server = serve({ fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://${config.host}:${port}`,
    database,
    seeded,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await engine?.stop();
      await delivery?.stop();
      await database.close();
    },
  };
}
