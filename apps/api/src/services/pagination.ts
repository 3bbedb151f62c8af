import type { PageSize, Paginator } from '@retoma/api-client';
import { asc, Column, desc, eq, ilike, is, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

export interface PageRequest {
  page: number;
  per_page: PageSize;
  search?: string | undefined;
  sort?: string | undefined;
}

const offsetOf = (q: PageRequest) => (q.page - 1) * q.per_page;

/** The Laravel length-aware paginator every list returns (architecture §3). */
function pageOf<T>(rows: T[], total: number, q: PageRequest): Paginator<T> {
  const from = rows.length > 0 ? offsetOf(q) + 1 : null;
  return {
    data: rows,
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    per_page: q.per_page,
    total,
    from,
    to: from === null ? null : from + rows.length - 1,
  };
}

/** Which rows of the list one page is. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * One page of a list and its total, fetched side by side: `page` reads the rows of the window, `counted` is the
 * count of the same filter, `toItems` shapes the rows for the wire. Every list endpoint answers through here.
 */
export async function paginate<Row, Item>(
  q: PageRequest,
  page: (window: PageWindow) => PromiseLike<Row[]>,
  counted: PromiseLike<Array<{ n: number }>>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Paginator<Item>> {
  const [rows, [total]] = await Promise.all([page({ limit: q.per_page, offset: offsetOf(q) }), counted]);
  return pageOf(await toItems(rows), total?.n ?? 0, q);
}

/** A select already filtered and ordered: the page's window is taken from it with LIMIT and OFFSET. */
export interface WindowedSelect<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** The plain list: one select's rows in the page's window, beside the count of the same filter. */
export function paginateSelect<Row, Item>(
  q: PageRequest,
  rows: WindowedSelect<Row>,
  counted: PromiseLike<Array<{ n: number }>>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Paginator<Item>> {
  return paginate(q, (window) => rows.limit(window.limit).offset(window.offset), counted, toItems);
}

/**
 * ORDER BY for `col` / `-col` (already whitelisted by the list's schema), always ending with the id so pages
 * are stable when values tie.
 */
export function orderOf(
  sort: string | undefined,
  columns: Record<string, AnyColumn | SQL>,
  fallback: string,
  id: AnyColumn,
  { filterFirst = false }: { filterFirst?: boolean } = {},
): SQL[] {
  const wanted = sort ?? fallback;
  const descending = wanted.startsWith('-');
  const column = columns[descending ? wanted.slice(1) : wanted] ?? columns[fallback.replace(/^-/, '')];
  const key = (value: AnyColumn | SQL) => (filterFirst ? unindexed(value) : value);
  const order: SQL[] = [];
  if (column && column !== id) order.push(descending ? desc(key(column)) : asc(key(column)));
  // Ties follow the same direction, so an index on (company_id, col, id) serves the order either way.
  order.push(descending ? desc(key(id)) : asc(key(id)));
  return order;
}

/**
 * The same ordering through an expression no btree matches. With a selective search the planner otherwise
 * likes to walk the (company_id, nome) index in order and filter row by row through most of the table; this
 * way it finds the matches first (trigram index) and sorts the few it found.
 */
function unindexed(value: AnyColumn | SQL): AnyColumn | SQL {
  if (!is(value, Column)) return value;
  if (value.dataType === 'string') return sql`(${value} || '')`;
  if (value.dataType === 'number') return sql`(${value} + 0)`;
  if (value.dataType === 'date') return sql`(${value} + interval '0 seconds')`;
  return value;
}

/** Text search: every column ILIKE %term%, with the LIKE wildcards of the term taken literally. */
export function searchOf(term: string | undefined, columns: Array<AnyColumn | SQL>): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A list's filter on one column (`?status=1`, `?tipo=email`): that value, or no filter when the query has none. */
export const whenGiven = <V>(column: AnyColumn, value: V | undefined): SQL | undefined =>
  value === undefined ? undefined : eq(column, value);

/** `status` 0/1 on the wire, a boolean in the database. */
export const activeStatus = (value: boolean): 0 | 1 => (value ? 1 : 0);

export const iso = (value: Date) => value.toISOString();
