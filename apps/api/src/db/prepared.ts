import type { Database } from './client';

/**
 * A statement the busy paths run on every request (the company check, a list page's rows and names), prepared once
 * per database or transaction: drizzle builds its SQL once, and node-postgres sends it by name, so each connection
 * has the database parse and plan it once and later answers skip describing their columns again. Measured on the
 * tickets list's 25 rows, the driver's work for one statement fell to about a third. Only statements whose text never
 * changes: every value is a placeholder, a list of ids one array (`= any(…)`). The name is the statement's, unique.
 */
export function preparedStatement<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) byDatabase.set(db, (statement = build(db)));
    return statement;
  };
}
