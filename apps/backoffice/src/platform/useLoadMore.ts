import type { Paginator } from '@retoma/api-client';
import useSWRInfinite from 'swr/infinite';

/** The SWR key of page `index + 1` of a list; its last element is the page number. */
export type PageKey = (index: number) => readonly [...unknown[], number];

/**
 * A list read page after page ("Carregar mais", as the predecessor's feeds): the items loaded so far, whether the
 * server has more, and the call that asks for the next page.
 */
export function useLoadMore<T>(pageKey: PageKey, fetchPage: (page: number) => Promise<Paginator<T>>) {
  const pages = useSWRInfinite<Paginator<T>>(pageKey, (key: ReturnType<PageKey>) => fetchPage(key[key.length - 1] as number));
  const loaded = pages.data ?? [];
  const last = loaded.at(-1);
  return {
    ...pages,
    items: loaded.flatMap((page) => page.data),
    hasMore: last !== undefined && last.current_page < last.last_page,
    loadingMore: pages.size > loaded.length && pages.error === undefined,
    loadMore: () => pages.setSize(pages.size + 1),
  };
}
