import { PAGE_SIZES, type PageSize, type Paginator } from '../types';

export interface PageOptions {
  page?: number;
  per_page?: number;
}

function isPageSize(value: number | undefined): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value ?? 0);
}

/**
 * Laravel's paginator over an in-memory list, shaped as the server shapes it: a page past the end is empty
 * with `from`/`to` null; an unknown page size falls back to 25.
 */
export function buildPage<T>(items: readonly T[], { page = 1, per_page }: PageOptions = {}): Paginator<T> {
  const size = isPageSize(per_page) ? per_page : 25;
  const lastPage = Math.max(1, Math.ceil(items.length / size));
  const current = Math.max(1, Math.floor(page));
  const start = (current - 1) * size;
  const data = items.slice(start, start + size);
  return {
    data,
    current_page: current,
    last_page: lastPage,
    per_page: size,
    total: items.length,
    from: data.length > 0 ? start + 1 : null,
    to: data.length > 0 ? start + data.length : null,
  };
}

/** `count` fixtures with ids 1..count (or from `firstId`): each is the same as `build({id})` alone. */
export function buildMany<T>(build: (overrides: { id: number }) => T, count: number, firstId = 1): T[] {
  return Array.from({ length: count }, (_, index) => build({ id: firstId + index }));
}
