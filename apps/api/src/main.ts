import { DEMO_USERS } from '@retoma/api-client/fixtures';
import { loadConfig } from './config';
import { consoleLogger as log } from './log';
import { startServer } from './server';

const config = loadConfig();
const server = await startServer(config, log);

log.info('server started', { url: server.url, database: server.database.driver, seeded: server.seeded });
// The banner is for the person who ran `pnpm start`: where to go and how to log in.
process.stdout.write(
  [
    '',
    `Retoma is running at ${server.url}  (database: ${server.database.driver}${server.seeded ? ', seeded with demo data' : ''})`,
    'Demo logins (password retoma123):',
    ...DEMO_USERS.map((user) => `  ${user.email.padEnd(24)} ${user.role}`),
    '',
  ].join('\n'),
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal });
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
