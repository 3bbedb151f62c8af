import { loadConfig } from './config';
import { DEMO_USERS } from './db/seed';
import { startServer } from './server';

const config = loadConfig();
const server = await startServer(config);

console.log(`\nRetoma is running at ${server.url}  (database: ${server.database.driver}${server.seeded ? ', seeded with demo data' : ''})`);
console.log('Demo logins (password retoma123):');
for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(24)} ${user.role}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: closing connections and the database…`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
