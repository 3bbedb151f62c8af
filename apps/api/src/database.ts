import path from 'node:path';
import type { ServerConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';

/** The configured database: DATABASE_URL's PostgreSQL, else PGlite in the data folder. */
export const openConfigured = (config: ServerConfig, migrate = true) =>
  openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') }, { migrate });

/**
 * Migrates and seeds the configured database, then closes it: what the primary of several processes does alone
 * (`main.ts`). A module of its own, so the primary, which only watches the others, never loads the app.
 */
export async function prepareDatabase(config: ServerConfig): Promise<{ seeded: boolean }> {
  const database = await openConfigured(config);
  try {
    return { seeded: await seedIfEmpty(database.db) };
  } finally {
    await database.close();
  }
}
