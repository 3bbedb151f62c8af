import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** What a page asked the server on arrival, as it shows it: nothing yet, the answer, or why it failed. */
export interface PageRequest<T> {
  /** The answer; undefined while it is on its way and after a failure. */
  data: T | undefined;
  /** Why the last attempt failed. Kept while a retry is on its way, so the page does not fall back to its loading look. */
  error: unknown;
  /** Asks again (a failed answer's retry button). */
  retry: () => void;
}

type Outcome<T> = { key: string; data: T; error?: undefined } | { key: string; data?: undefined; error: unknown };

/**
 * The one request a page makes on arrival, outside the answers cache (platform/DataCache.tsx): a public page that
 * asks the server one thing (is the reset link still valid, who is locked out) does not download swr for it.
 * `key` names what is asked: another key asks again and hides the previous answer; null asks nothing. Only the latest
 * key and attempt are shown, whatever order the answers come in. StrictMode's second run of the effect takes the
 * first run's promise, so a development build asks once too.
 */
export function usePageRequest<T>(key: string | null, request: () => Promise<T>): PageRequest<T> {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T>>();
  const ask = useEffectEvent(request);
  const asked = useRef<{ id: string; answer: Promise<T> }>(undefined);

  useEffect(() => {
    if (key === null) return;
    const id = `${attempt} ${key}`;
    if (asked.current?.id !== id) asked.current = { id, answer: ask() };
    let current = true;
    asked.current.answer.then(
      (data) => {
        if (current) setOutcome({ key, data });
      },
      (error: unknown) => {
        if (current) setOutcome({ key, error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const own = outcome?.key === key ? outcome : undefined;
  return { data: own?.data, error: own?.error, retry: () => setAttempt((count) => count + 1) };
}
