import * as drizzleOrm from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { preparedStatement, rowMapper, type SelectedField } from './prepared';
import { catalogos, tickets, users } from './schema';

/**
 * The prepared statements' rows are mapped by `rowMapper`, decided once per statement, instead of drizzle's
 * `mapResultRow` for every row: the two must give the same rows, keys in the same order, nested objects of left joins
 * nulled by drizzle's own rule.
 */

/** drizzle's own mapping of a row (exported, but left out of its types). */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: SelectedField[], row: unknown[], joinsNotNullableMap: Record<string, boolean>) => Record<string, unknown>;
};

const db = drizzle.mock();
const attendant = alias(users, 'attendant');
const origem = alias(catalogos, 'origem');

/** A select with a flat column, an inner join, two left joins (one through an alias), an SQL value and a mixed object. */
const statement = db
  .select({
    id: tickets.id,
    created_at: tickets.createdAt,
    total: sql<number>`count(*) over ()`.mapWith(Number),
    atendente: { id: attendant.id, name: attendant.name, avatar: attendant.avatar },
    origem: { id: origem.id, nome: origem.nome },
    mixed: { ticket: tickets.detalhamento, origem: origem.nome },
    updated_at: tickets.updatedAt,
  })
  .from(tickets)
  .leftJoin(attendant, eq(attendant.id, tickets.atendenteId))
  .leftJoin(origem, eq(origem.id, tickets.origemId))
  .prepare('prepared_test') as unknown as { fields: SelectedField[]; joinsNotNullableMap: Record<string, boolean> };

const at = '2026-11-27 05:00:00.123+00';
const rows: unknown[][] = [
  // Everything present.
  [1, at, '3', 7, 'Ana', null, 2, 'Site', 'texto', 'Site', at],
  // Nothing joined: both left-joined objects null, the mixed one kept.
  [2, at, '3', null, null, null, null, null, null, null, at],
  // A joined row whose first column is null (drizzle's rule reads the first column).
  [3, at, '3', null, 'Ana', 'a.png', 2, null, 'texto', null, at],
];

describe('rowMapper', () => {
  it('gives the rows drizzle gives, in the same order of keys', () => {
    const { fields, joinsNotNullableMap } = statement;
    const expected = rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap));
    const mapped = rowMapper(fields, joinsNotNullableMap)(rows);
    expect(mapped).toEqual(expected);
    expect(JSON.stringify(mapped)).toBe(JSON.stringify(expected));
    expect(mapped[1]!.atendente).toBeNull();
    expect(mapped[1]!.mixed).toEqual({ ticket: null, origem: null });
    expect(mapped[2]!.atendente).toBeNull();
    expect(mapped[2]!.origem).toEqual({ id: 2, nome: null });
    expect(mapped[0]!.created_at).toBeInstanceOf(Date);
    expect(mapped[0]!.total).toBe(3);
  });

  it('maps the rows of every prepared statement', () => {
    const prepared = preparedStatement(() => db.select({ id: tickets.id }).from(tickets).prepare('prepared_test_ids'));
    const run = prepared(db as unknown as Database) as unknown as { customResultMapper?: (rows: unknown[][]) => unknown };
    expect(run.customResultMapper?.([[5]])).toEqual([{ id: 5 }]);
  });
});
