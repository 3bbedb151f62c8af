import { serve } from '@hono/node-server';
import { tokenService } from './auth/tokens';
import type { ServerConfig } from './config';
import { listenForChanges, type ChangeListener } from './db/changes';
import { openConfigured } from './database';
import type { DatabaseHandle } from './db/client';
import { seedIfEmpty } from './db/seed';
import { createApp } from './http/app';
import { hasBuiltSite, siteFetch } from './http/site';
import { consoleLogger, type Logger } from './log';
import { smtpTransport, startDeliveryWorker } from './mail/delivery';
import { outboxMailer } from './mail/mailer';
import { engineWorkerOptions, startEngineWorker } from './engine/worker';
import { forgetPermissionRules, permissionChangesAnnounced } from './services/identity';
import { presenceRecorder } from './services/presence';

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  seeded: boolean;
  close(): Promise<void>;
}

/** What one process of the server does besides answering requests (`main.ts` shares the work among several). */
export interface ServerDuties {
  /** Migrate the database and seed it when empty; false where another process already did. */
  prepare: boolean;
  /** Run the recovery engine's worker and the outbox's delivery (one process is enough: they poll the database). */
  background: boolean;
}

const SINGLE_PROCESS: ServerDuties = { prepare: true, background: true };

export async function startServer(
  config: ServerConfig,
  log: Logger = consoleLogger,
  duties: ServerDuties = SINGLE_PROCESS,
): Promise<RunningServer> {
  const database = await openConfigured(config, duties.prepare);
  const seeded = duties.prepare && (await seedIfEmpty(database.db));
  const tokens = tokenService(database.db, {
    secret: config.jwtSecret,
    ttlSeconds: config.accessTokenTtl,
    refreshWindowSeconds: config.refreshWindow,
  });
  const presence = presenceRecorder(database.db);
  // On PostgreSQL other processes may share the database (this server's, or other machines'): they announce role
  // changes and logouts, and until this one listens it keeps no permission rules (services/identity.ts).
  let listener: ChangeListener | undefined;
  if (config.databaseUrl) {
    permissionChangesAnnounced(database.db, false);
    listener = listenForChanges(
      config.databaseUrl,
      {
        changed: (change) =>
          change.kind === 'permissions' ? forgetPermissionRules(database.db, change.companyId) : presence.forget(change.userId),
        listening: (live) => {
          permissionChangesAnnounced(database.db, live);
          presence.forget();
        },
      },
      log,
    );
    await listener.ready;
  }
  const mailer = outboxMailer(log, { logBodies: config.mailLog });
  const api = createApp(
    { db: database.db, tokens, config, log, mailer },
    { log: config.logRequests ? (entry) => log.info('request', { ...entry }) : undefined, presence },
  );
  const fetch = hasBuiltSite(config.staticDir) ? siteFetch(api, config.staticDir) : api.fetch;

  const delivery =
    duties.background && config.smtpUrl
      ? startDeliveryWorker(database.db, smtpTransport(config.smtpUrl), { from: config.mailFrom, log })
      : undefined;
  const engine = duties.background && config.engineWorker ? startEngineWorker(database.db, engineWorkerOptions(config, log)) : undefined;

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
      await listener?.stop();
      await database.close();
    },
  };
}
