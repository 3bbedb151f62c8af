/** `pnpm --filter @retoma/api seed`: migrates the configured database and seeds it when it has no users yet. */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { consoleLogger as log } from '../log';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
const seeded = await seedIfEmpty(database.db);
log.info(seeded ? 'database seeded with demo data' : 'database already has users: left as it is', { driver: database.driver });
await database.close();
