import type { PageSize, Paginator } from '@retoma/api-client';
import { asc, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

export interface PageRequest {
  page: number;
  per_page: PageSize;
  search?: string | undefined;
  sort?: string | undefined;
}

export const offsetOf = (q: PageRequest) => (q.page - 1) * q.per_page;

/** The Laravel length-aware paginator every list returns (architecture §3). */
export function pageOf<T>(rows: T[], total: number, q: PageRequest): Paginator<T> {
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

/**
 * ORDER BY for `col` / `-col` (already whitelisted by the list's schema), always ending with the id so pages
 * are stable when values tie.
 */
export function orderOf(sort: string | undefined, columns: Record<string, AnyColumn | SQL>, fallback: string, id: AnyColumn): SQL[] {
  const wanted = sort ?? fallback;
  const descending = wanted.startsWith('-');
  const column = columns[descending ? wanted.slice(1) : wanted] ?? columns[fallback.replace(/^-/, '')];
  const order: SQL[] = [];
  if (column && column !== id) order.push(descending ? desc(column) : asc(column));
  // Ties follow the same direction, so an index on (company_id, col, id) serves the order either way.
  order.push(descending ? desc(id) : asc(id));
  return order;
}

/** Text search: every column ILIKE %term%, with the LIKE wildcards of the term taken literally. */
export function searchOf(term: string | undefined, columns: Array<AnyColumn | SQL>): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** `status` 0/1 on the wire, a boolean in the database. */
export const activeStatus = (value: boolean): 0 | 1 => (value ? 1 : 0);

export const iso = (value: Date) => value.toISOString();
