import { NetworkError, TimeoutError, UnauthenticatedError, toApiError } from './errors';

/** Where the access token lives; the app backs it with local storage (`accessToken`). */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

export interface ApiClientOptions {
  /** Base address of the API, e.g. `/api` (same origin) or `https://api.example.com/api`. */
  apiUrl: string;
  /** The current company slug; calls outside a company use `master`. */
  getIdentity: () => string | null;
  tokens: TokenStore;
  /** Called once when the session cannot be kept (the app goes to /login). */
  onUnauthenticated?: () => void;
  /** Per-call time-out in milliseconds (default 30 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** JSON-serialisable data, or FormData for uploads. */
  body?: unknown;
  /** `master` for session calls; the current company otherwise. */
  identity?: string;
  signal?: AbortSignal;
  /**
   * Send PUT / DELETE the Laravel way: POST with `_method`, as the predecessor's calls did.
   * The server honours both forms.
   */
  spoofMethod?: boolean;
  /** Session calls (login, refresh) must not trigger a refresh themselves. */
  skipAuthRefresh?: boolean;
}

export const MASTER_IDENTITY = 'master';
export const REFRESH_PATH = 'auth/refresh-token';
/** The server's word for "this token is not valid at all": no refresh is attempted. */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function withMethodOverride(body: unknown, method: HttpMethod): unknown {
  if (body instanceof FormData) {
    body.set('_method', method);
    return body;
  }
  return { ...(body as object | undefined), _method: method };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Stores a new token after login; a new session starts. */
  setToken(token: string | null): void;
}

/**
 * The one choke point of every call. Handles identity, bearer token, JSON / FormData, time-out, typed errors
 * and a single-flight token refresh: any number of concurrent 401s cause ONE refresh, then each failed call is
 * retried once with the new token.
 */
export function createHttpClient(options: ApiClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const base = options.apiUrl.replace(/\/+$/, '');
  let refreshing: Promise<string | null> | null = null;
  /** Bumped whenever the session changes, so answers to an older session can be told apart. */
  let sessionEpoch = 0;

  function setToken(token: string | null) {
    sessionEpoch += 1;
    options.tokens.set(token);
  }

  function endSession(epoch: number) {
    // Only the session the failure belongs to is cleared, and only once.
    if (epoch !== sessionEpoch) return;
    setToken(null);
    options.onUnauthenticated?.();
  }

  async function send(path: string, opts: RequestOptions, token: string | null): Promise<Response> {
    const identity = opts.identity ?? options.getIdentity() ?? MASTER_IDENTITY;
    let method: HttpMethod = opts.method ?? 'GET';
    let body = opts.body;
    if (opts.spoofMethod && (method === 'PUT' || method === 'PATCH' || method === 'DELETE')) {
      body = withMethodOverride(body, method);
      method = 'POST';
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const url = `${base}/${identity}/${path.replace(/^\/+/, '')}${buildQuery(opts.query)}`;
    try {
      return await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (opts.signal?.aborted) throw error; // the caller cancelled: let it see its own AbortError
      if (timeout.aborted) throw new TimeoutError(`No answer after ${timeoutMs} ms`);
      throw new NetworkError('The server could not be reached', error);
    }
  }

  async function refreshToken(expired: string): Promise<string | null> {
    refreshing ??= (async () => {
      try {
        const response = await send(REFRESH_PATH, { method: 'POST', identity: MASTER_IDENTITY, body: { accessToken: expired } }, null);
        if (!response.ok) return null;
        const body = (await readBody(response)) as { access_token?: string; accessToken?: string } | null;
        return body?.access_token ?? body?.accessToken ?? null;
      } catch {
        return null;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const epoch = sessionEpoch;
    const token = options.tokens.get();
    let response = await send(path, opts, token);

    if (response.status === 401 && !opts.skipAuthRefresh && token) {
      const body = await readBody(response);
      if (epoch !== sessionEpoch) {
        // The session changed while this call was in flight: its 401 says nothing about the new session.
        const current = options.tokens.get();
        if (!current) throw toApiError(401, body);
        response = await send(path, opts, current);
      } else if ((body as { message?: string } | null)?.message === UNAUTHENTICATED_MESSAGE) {
        endSession(epoch);
        throw new UnauthenticatedError(UNAUTHENTICATED_MESSAGE, 401, body);
      } else {
        const renewed = await refreshToken(token);
        if (!renewed) {
          endSession(epoch);
          throw new UnauthenticatedError(UNAUTHENTICATED_MESSAGE, 401, body);
        }
        if (epoch === sessionEpoch && options.tokens.get() === token) setTokenKeepingEpoch(renewed);
        response = await send(path, opts, options.tokens.get());
        if (response.status === 401) {
          const retryBody = await readBody(response);
          endSession(sessionEpoch);
          throw new UnauthenticatedError(UNAUTHENTICATED_MESSAGE, 401, retryBody);
        }
      }
    }

    const body = await readBody(response);
    if (!response.ok) throw toApiError(response.status, body, response.headers);
    return body as T;
  }

  /** A renewed token continues the same session: in-flight calls of this session stay valid. */
  function setTokenKeepingEpoch(token: string) {
    options.tokens.set(token);
  }

  return { request, setToken };
}
