import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute` statement, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/**
 * Opens and migrates the database: a Postgres URL, or the embedded PGlite in a folder or in memory. `migrate: false`
 * for a Postgres that another process has just migrated (the server's processes after the first, `main.ts`): two
 * processes migrating at once could both try to apply the same migration.
 */
export async function openDatabase(target: DatabaseTarget, { migrate = true }: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    if (migrate) await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
  }
  // pg_trgm serves the lists' substring search; PostgreSQL ships it in contrib (a trusted extension).
  const extensions = { pg_trgm };
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(path.dirname(target.dataDir), { recursive: true });
    client = new PGlite(target.dataDir, { extensions });
  } else {
    client = new PGlite({ extensions });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, driver: 'pglite', close: () => client.close() };
}
