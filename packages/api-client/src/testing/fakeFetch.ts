/**
 * A scripted `fetch` for unit tests: records every call (URL, method, headers, parsed body) and answers from a
 * handler. It honours the AbortSignal like the real one, so cancellation and time-outs are exercised for real.
 */
export interface RecordedCall {
  url: URL;
  method: string;
  headers: Headers;
  /** Parsed JSON, the FormData itself, or undefined. */
  body: unknown;
  rawBody: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
}

export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A promise plus its resolver: to hold an answer until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body ?? undefined;
}

export function fakeFetch(handler: FakeHandler) {
  const calls: RecordedCall[] = [];
  const fetchImpl = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: parseBody(init.body),
      rawBody: init.body,
      signal: init.signal,
    };
    calls.push(call);
    const signal = init.signal;
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      Promise.resolve()
        .then(() => handler(call))
        .then(resolve, reject);
    });
  };
  return {
    fetch: fetchImpl as typeof fetch,
    calls,
    /** Calls to one path (ignoring the base and query). */
    callsTo: (pathEnd: string) => calls.filter((call) => call.url.pathname.endsWith(pathEnd)),
  };
}

/** An in-memory token store that counts writes. */
export function memoryTokens(initial: string | null) {
  let token = initial;
  const writes: Array<string | null> = [];
  return {
    get: () => token,
    set: (next: string | null) => {
      token = next;
      writes.push(next);
    },
    writes,
  };
}
