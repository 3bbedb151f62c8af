import { PAGE_SIZES, type PageSize } from '@retoma/api-client';
import type { DataTableSort } from '@retoma/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** What every server-paged list keeps in the URL: `page`, `per_page` and `sort` (`col` ascending, `-col` descending). */
export interface ListPaging {
  page: number;
  perPage: PageSize;
  /** null: the server's default order. */
  sort: DataTableSort | null;
}

/** What a list accepts in its URL: its sortable columns and its page size when the URL names none. */
export interface ListPagingRules {
  sorts: readonly string[];
  defaultPerPage: PageSize;
}

/** A positive whole number, or undefined for anything else (`0`, `-2`, `abc`, `1.5`). */
export function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** `value` if it is one of `values`. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The API's `sort` of a table sort: `col` or `-col`. */
export const sortParam = (sort: DataTableSort | null) => (sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.column}` : undefined);

/** The search of the query string, trimmed; undefined when empty. */
export const parseSearch = (params: URLSearchParams) => params.get('search')?.trim() || undefined;

/**
 * Reads page, page size and sort from the query string. A hand-edited or outdated link never breaks the page:
 * values the API would refuse fall back to their defaults instead of being sent.
 */
export function parseListPaging(params: URLSearchParams, rules: ListPagingRules): ListPaging {
  const perPage = Number(params.get('per_page'));
  const sort = params.get('sort') ?? '';
  const column = oneOf(rules.sorts, sort.replace(/^-/, ''));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? (perPage as PageSize) : rules.defaultPerPage,
    sort: column ? { column, direction: sort.startsWith('-') ? 'desc' : 'asc' } : null,
  };
}

/** Writes page, page size and sort into `params`, leaving defaults out so links stay short. */
export function writeListPaging(params: URLSearchParams, paging: ListPaging, rules: Pick<ListPagingRules, 'defaultPerPage'>) {
  if (paging.page > 1) params.set('page', String(paging.page));
  if (paging.perPage !== rules.defaultPerPage) params.set('per_page', String(paging.perPage));
  const sort = sortParam(paging.sort);
  if (sort) params.set('sort', sort);
}

/** How one list reads its state from the query string and writes it back (a stable object: a constant or memoised). */
export interface ListStateCodec<S extends ListPaging> {
  parse: (params: URLSearchParams) => S;
  serialize: (state: S) => URLSearchParams;
}

/**
 * A list's state kept in the URL, so a reload, a shared link or "back" reopens the same view. Any change other
 * than the page itself (sort, page size, search, a filter, a tab) starts again at page 1.
 */
export function useListState<S extends ListPaging>(codec: ListStateCodec<S>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => codec.parse(params), [codec, params]);

  const update = useCallback(
    (next: Partial<S>) => {
      const resetsPage = Object.keys(next).some((key) => key !== 'page');
      // Read from the URL as it is now: an update made after an await (a delete) must not restore an older view.
      setParams(
        (current) => {
          const now = codec.parse(current);
          return codec.serialize({ ...now, ...next, page: next.page ?? (resetsPage ? 1 : now.page) });
        },
        // Replace, not push: typing a search or paging would otherwise fill "back" with every step.
        { replace: true },
      );
    },
    [codec, setParams],
  );

  return { state, update, queryString: params.toString() };
}

/** Pause in typing after which a search is applied. */
export const SEARCH_PAUSE_MS = 400;

/**
 * The text of a list's search box: searches once the person pauses typing (Enter searches at once). The text
 * follows the URL when the search changes elsewhere (clear filters, back), without clobbering what is being typed.
 * Spread the result on the kit's TextField.
 */
export function useSearchText(value: string | undefined = '', onSearch: (search: string | undefined) => void) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (applied !== value) {
    setApplied(value);
    if (text.trim() !== value) setText(value);
  }
  // A search changed elsewhere (or the screen leaving) cancels the one still waiting for the pause.
  useEffect(() => () => clearTimeout(timer.current), [value]);

  const apply = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onSearch(next.trim() || undefined);
  };

  return {
    value: text,
    onChange: (next: string) => {
      setText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => apply(next), SEARCH_PAUSE_MS);
    },
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Enter') apply(text);
    },
  };
}
