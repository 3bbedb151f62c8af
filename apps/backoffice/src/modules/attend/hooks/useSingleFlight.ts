import { useState } from 'react';

/** Runs a task unless one is already under way, then hands back that one. */
export type SingleFlight = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * One request per press: while a task runs, running it again (a double click, Enter held down, a press that lands
 * before the button shows its pending state) returns the task already under way instead of starting another.
 * `onPending` hears when one starts and ends; the guard itself does not wait for a render.
 */
export function createSingleFlight(onPending: (pending: boolean) => void = () => {}): SingleFlight {
  let current: Promise<unknown> | null = null;
  return <T>(task: () => Promise<T>): Promise<T> => {
    if (current) return current as Promise<T>;
    onPending(true);
    const running = (async () => {
      try {
        return await task();
      } finally {
        current = null;
        onPending(false);
      }
    })();
    current = running;
    return running;
  };
}

/** `createSingleFlight` for a component: `run` is stable, `pending` drives the button's busy state. */
export function useSingleFlight() {
  const [pending, setPending] = useState(false);
  const [run] = useState(() => createSingleFlight(setPending));
  return { run, pending };
}
