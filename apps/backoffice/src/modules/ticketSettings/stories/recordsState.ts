import type { ResolverInfo } from '@retoma/api-client/mock';

interface Shape<T, Input> {
  /** The text a search looks in. */
  nameOf: (row: T) => string;
  /** The row the server would store from an input (`previous` on update). */
  fromInput: (input: Input, id: number, previous?: T) => T;
}

/**
 * A tiny in-memory table for stories that save: the list answers what was created, changed or deleted, so a
 * play function sees the screen refresh as it would against the server. Search filters by name.
 */
export function recordsState<T extends { id: number }, Input>(initial: readonly T[], { nameOf, fromInput }: Shape<T, Input>) {
  let rows = [...initial];
  const idOf = ({ params }: ResolverInfo) => Number(params.id);
  return {
    list: ({ request }: ResolverInfo) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase();
      return search ? rows.filter((row) => nameOf(row).toLowerCase().includes(search)) : rows;
    },
    create: async ({ request }: ResolverInfo) => {
      const created = fromInput((await request.json()) as Input, Math.max(0, ...rows.map((row) => row.id)) + 1);
      rows = [...rows, created].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
      return created;
    },
    update: async (info: ResolverInfo) => {
      const id = idOf(info);
      const input = (await info.request.json()) as Input;
      rows = rows.map((row) => (row.id === id ? fromInput(input, id, row) : row));
      return rows.find((row) => row.id === id)!;
    },
    remove: (info: ResolverInfo) => {
      rows = rows.filter((row) => row.id !== idOf(info));
    },
  };
}
