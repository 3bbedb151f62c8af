/**
 * The order a SortableList shows while the app saves a new one. The list is controlled (`items`), but a save takes
 * a round trip: the new order is shown at once ("optimistic") and stays until the app hands over new `items`, or
 * is dropped when the save is refused, so the list falls back to the app's order (the rollback).
 */
export interface OrderState<T> {
  /** The order being saved or just saved; `null` when the list shows `items` as they are. */
  pending: readonly T[] | null;
  /** The `items` the pending order was made from: once the app replaces them, its order wins again. */
  base: readonly T[] | null;
  /** A save is under way; the list takes no new move until it settles. */
  committing: boolean;
  /** The last save was refused (cleared by the next move). */
  failed: boolean;
}

export type OrderEvent<T> = { type: 'commit'; next: readonly T[]; base: readonly T[] } | { type: 'resolved' } | { type: 'rejected' };

export function initialOrderState<T>(): OrderState<T> {
  return { pending: null, base: null, committing: false, failed: false };
}

export function orderReducer<T>(state: OrderState<T>, event: OrderEvent<T>): OrderState<T> {
  switch (event.type) {
    case 'commit':
      return { pending: event.next, base: event.base, committing: true, failed: false };
    case 'resolved':
      return { ...state, committing: false };
    case 'rejected':
      return { pending: null, base: null, committing: false, failed: true };
  }
}

/**
 * What the list shows: the pending order while it is being saved, and after a successful save until the app's
 * `items` change (so an app that refetches does not flash the old order in between); the app's `items` otherwise.
 */
export function shownOrder<T>(state: OrderState<T>, items: readonly T[]): readonly T[] {
  if (state.pending && (state.committing || items === state.base)) return state.pending;
  return items;
}

/** `items` with the element at `from` moved to `to` (both indexes in `items`); the input is left untouched. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
