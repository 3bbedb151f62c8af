import { type AnyColumn, Column, getTableName, is, sql, SQL, Subquery } from 'drizzle-orm';
import type { Database } from './client';

/**
 * A statement the busy paths run on every request (the company check, a list page's rows and names), prepared once
 * per database or transaction: drizzle builds its SQL once, and node-postgres sends it by name, so each connection
 * has the database parse and plan it once and later answers skip describing their columns again. Measured on the
 * tickets list's 25 rows, the driver's work for one statement fell to about a third. Only statements whose text never
 * changes: every value is a placeholder, a list of ids one array (`= any(…)`). The name is the statement's, unique.
 * Its rows are mapped by `rowMapper`, decided once for the statement.
 */
export function preparedStatement<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) byDatabase.set(db, (statement = withRowMapper(build(db))));
    return statement;
  };
}

/** An array of values as one parameter (`= any($1)`): the statement's text stays the same whatever the array. */
export const anyOf = (column: AnyColumn, name: string) => sql`${column} = any(${sql.placeholder(name)})`;

/** A selected field as drizzle lists them for a select: where it goes in the row object, and what it is. */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
/** An SQL value's decoder (`.mapWith()`): drizzle keeps it on the SQL, out of its types. */
const decoderOfSql = (value: SQL) => (value as unknown as { decoder: Decoder }).decoder;

/** What turns a field's value from the driver into the row's (drizzle's `mapResultRow` picks it the same way). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql as SQL);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/**
 * drizzle's `mapResultRow` (drizzle-orm/utils.js), with everything that depends only on the statement decided once:
 * drizzle asks every field of every row what kind of field it is and which table it is from, walks its path with an
 * iterator, and (a left join's nested object) looks its table's name up again. For the tickets list's 25 rows of 42
 * columns that was half of the statement's cost in the server. The rows come out the same, keys in the same order.
 *
 * drizzle's rule for a nested object of a table that may be missing (a left join, `joinsNotNullableMap[table]` false):
 * the object is null when its first column is, provided every column of the object is of that one table.
 */
export function rowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => Array<Record<string, unknown>> {
  const columns = fields.map(({ path, field }) => ({ path, last: path[path.length - 1]!, decoder: decoderOf(field) }));
  const objects = new Map<string, { key: string; table: string; oneTable: boolean }>();
  if (joinsNotNullableMap) {
    for (const { path, field } of fields) {
      if (!is(field, Column) || path.length !== 2) continue;
      const table = getTableName(field.table);
      const seen = objects.get(path[0]!);
      if (!seen) objects.set(path[0]!, { key: path[1]!, table, oneTable: true });
      else if (seen.table !== table) seen.oneTable = false;
    }
  }
  const nullable = [...objects]
    .filter(([, { table, oneTable }]) => oneTable && !joinsNotNullableMap?.[table])
    .map(([name, { key }]) => ({ name, key }));

  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < columns.length; index++) {
      const { path, last, decoder } = columns[index]!;
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth++) {
        const chunk = path[depth]!;
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[index];
      node[last] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    for (const { name, key } of nullable) if ((result[name] as Record<string, unknown>)[key] === null) result[name] = null;
    return result;
  };
  return (rows) => rows.map(mapRow);
}

/** A prepared select as drizzle keeps it (pg-core/session.js): its fields, and the mapper it uses when one is given. */
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** Gives a prepared select (both drivers' `execute` use `customResultMapper` when it is set) the mapper decided once. */
function withRowMapper<T>(statement: T): T {
  const select = statement as PreparedSelect;
  if (select.fields && !select.customResultMapper) select.customResultMapper = rowMapper(select.fields, select.joinsNotNullableMap);
  return statement;
}
