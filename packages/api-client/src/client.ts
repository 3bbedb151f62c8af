import {
  ApiError,
  CompanyNotFoundError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  SessionChangedError,
  TimeoutError,
  UnauthenticatedError,
  isAbortError,
  toApiError,
} from './errors';

/** Where the access token lives; the app backs it with its session atom (`accessToken`). */
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
  /**
   * Sees every typed failure before the caller does (global toasts, /404-company, /nao-autorizado).
   * Not called for the caller's own cancellations nor for answers of an older session.
   */
  onError?: (error: ApiError) => void;
  /**
   * The user's language (`pt`, `en`...), sent as `Accept-Language` with every call to our API so the server
   * answers validation messages in it; null or absent sends none (the server then speaks pt). Never sent to
   * third parties.
   */
  getLocale?: () => string | null;
  /** Per-call time-out in milliseconds (default 30 s). */
  timeoutMs?: number;
  /**
   * The public postal-code service: `{cepServiceUrl}/{cep}` answering BrasilAPI's CEP v2 shape (default
   * BrasilAPI v2, `DEFAULT_CEP_SERVICE_URL`). A third party: it never receives the token nor the company.
   */
  cepServiceUrl?: string;
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
   * Send PUT / PATCH / DELETE the Laravel way: POST with `_method`, as the spec's calls do.
   * The server honours both forms.
   */
  spoofMethod?: boolean;
  /** Session calls (login, register, logout) must not trigger a refresh and are not tied to a session. */
  skipAuthRefresh?: boolean;
  /** Overrides the client's time-out for this call (uploads, PDF generation). */
  timeoutMs?: number;
  /** `blob` for files (PDF orders, labels); error answers are still parsed as JSON. */
  responseType?: 'json' | 'blob';
}

/** A GET to a third party's public service: only what such a call can carry. */
export type ExternalRequestOptions = Pick<RequestOptions, 'query' | 'signal' | 'timeoutMs'>;

export const MASTER_IDENTITY = 'master';
export const REFRESH_PATH = 'auth/refresh-token';
/** The server's word for "this token is not valid at all": no refresh is attempted. */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const DEFAULT_TIMEOUT_MS = 30_000;

export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    // Laravel reads `ids[]=1&ids[]=2` as an array; a bare repeated key would keep only the last value.
    if (Array.isArray(value)) for (const item of value as ReadonlyArray<string | number>) params.append(`${key}[]`, String(item));
    // Booleans travel as 1 / 0: a server-side `z.coerce.boolean()` would read the text "false" as true.
    else if (typeof value === 'boolean') params.append(key, value ? '1' : '0');
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);
}

function withMethodOverride(body: unknown, method: HttpMethod): unknown {
  if (body instanceof FormData) {
    // A copy: the caller's FormData stays untouched and can be reused.
    const copy = new FormData();
    for (const [key, value] of body.entries()) copy.append(key, value);
    copy.set('_method', method);
    return copy;
  }
  if (body === undefined || body === null) return { _method: method };
  if (isPlainObject(body)) return { ...body, _method: method };
  throw new TypeError(`_method spoofing needs an object or FormData body, got ${Array.isArray(body) ? 'an array' : typeof body}`);
}

function messageOf(body: unknown): string | undefined {
  return isPlainObject(body) && typeof body.message === 'string' ? body.message : undefined;
}

/** One HTTP exchange, fully read: the time-out and the caller's signal cover the body too, not just the headers. */
interface Answer {
  status: number;
  ok: boolean;
  headers: Headers;
  body: unknown;
}

async function readBody(response: Response, responseType: 'json' | 'blob'): Promise<unknown> {
  if (response.ok && responseType === 'blob') return response.blob();
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // The contract promises JSON; a success that is not JSON must not reach a screen as if it were data.
    if (response.ok) throw new ApiError('Resposta inválida do servidor.', response.status, text);
    return text; // e.g. a proxy's HTML 502: kept for diagnosis, the message falls back to a generic one
  }
}

/** Resolves with `promise` unless `signal` aborts first (a waiting call can still be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * A third party's refusal, typed like ours except where our types mean something about the user here: its 401 /
 * 403 say nothing about our session or permissions, and no third-party 404 is "this company does not exist".
 */
function externalError(answer: Answer): ApiError {
  const error = toApiError(answer.status, answer.body, answer.headers);
  if (error instanceof UnauthenticatedError || error instanceof ForbiddenError)
    return new ApiError(error.message, error.status, error.body);
  if (error instanceof CompanyNotFoundError) return new NotFoundError(error.message, error.status, error.body);
  return error;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * GET of a third party's public service (the postal-code lookup) at an absolute URL, used as is: neither the
   * bearer token, the company identity nor the user's language leaves the app, and it is outside any session (no
   * refresh, never dropped on a session change, not reported to `onError`, whose redirects are about our API).
   * Time-out, cancellation and typed errors as for the API's calls.
   */
  requestExternal<T>(url: string, options?: ExternalRequestOptions): Promise<T>;
  /** Stores a new token after login (or null after logout); a new session starts. */
  setToken(token: string | null): void;
}

/**
 * The one choke point of every call. Handles identity, bearer token, JSON / FormData, time-out, typed errors
 * and a single-flight token refresh: any number of concurrent 401s cause ONE refresh, then each failed call is
 * retried once with the new token.
 *
 * Sessions: a session is one token and its renewals. It changes on `setToken` (login / logout / session end)
 * or when the token in the store changes behind the client's back (the app wrote its atom directly). Answers
 * to a call of an older session are dropped with `SessionChangedError`: they must neither clear the newer
 * session nor feed it the previous user's data.
 */
export function createHttpClient(options: ApiClientOptions): HttpClient {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = options.apiUrl.replace(/\/+$/, '');

  let epoch = 0;
  /** The token the client last saw or wrote; `undefined` until the first call adopts the stored one. */
  let seenToken: string | null | undefined;
  let refreshing: { epoch: number; promise: Promise<string | null> } | null = null;
  /** The last session the server ended (refused token): its other calls fail as unauthenticated too. */
  let unauthenticatedEpoch = -1;

  function currentEpoch(): number {
    const stored = options.tokens.get();
    if (seenToken === undefined) seenToken = stored;
    else if (stored !== seenToken) {
      seenToken = stored;
      epoch += 1;
    }
    return epoch;
  }

  function setToken(token: string | null) {
    options.tokens.set(token);
    seenToken = token;
    epoch += 1;
  }

  /** Only the session the failure belongs to is cleared, and only once however many calls failed. */
  function endSession(sessionEpoch: number) {
    if (currentEpoch() !== sessionEpoch) return;
    unauthenticatedEpoch = sessionEpoch;
    setToken(null);
    options.onUnauthenticated?.();
  }

  /** Why an answer of an older session is dropped: its session ended as unauthenticated, or was replaced. */
  function staleError(sessionEpoch: number): ApiError {
    return sessionEpoch === unauthenticatedEpoch ? new UnauthenticatedError(UNAUTHENTICATED_MESSAGE, 401, null) : new SessionChangedError();
  }

  function fail(error: ApiError): never {
    options.onError?.(error);
    throw error;
  }

  function buildUrl(path: string, opts: RequestOptions): string {
    const identity = opts.identity ?? options.getIdentity() ?? MASTER_IDENTITY;
    return `${base}/${encodeURIComponent(identity)}/${path.replace(/^\/+/, '')}${buildQuery(opts.query)}`;
  }

  /** What a call to our API carries beyond the call itself: the session's token and the user's language. */
  function apiHeaders(token: string | null): Record<string, string> {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    const locale = options.getLocale?.();
    if (locale) headers['Accept-Language'] = locale;
    return headers;
  }

  function buildInit(opts: RequestOptions, extraHeaders: Record<string, string>, signal: AbortSignal): RequestInit {
    let method: HttpMethod = opts.method ?? 'GET';
    let body = opts.body;
    if (opts.spoofMethod && (method === 'PUT' || method === 'PATCH' || method === 'DELETE')) {
      body = withMethodOverride(body, method);
      method = 'POST';
    }
    const headers: Record<string, string> = { Accept: opts.responseType === 'blob' ? '*/*' : 'application/json', ...extraHeaders };
    const payload = body;
    // FormData sets its own multipart boundary; a hand-written Content-Type would break it.
    if (payload instanceof FormData) return { method, headers, body: payload, signal };
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    return { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload), signal };
  }

  /** One exchange; `extraHeaders` are `apiHeaders(...)` for our API, nothing for a third party. */
  async function exchange(url: string, opts: RequestOptions, extraHeaders: Record<string, string>): Promise<Answer> {
    opts.signal?.throwIfAborted();
    const timeoutMs = opts.timeoutMs ?? defaultTimeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const init = buildInit(opts, extraHeaders, signal);
    try {
      const response = await doFetch(url, init);
      const body = await readBody(response, opts.responseType ?? 'json');
      return { status: response.status, ok: response.ok, headers: response.headers, body };
    } catch (error) {
      // The caller cancelled: let it see its own AbortError (SWR and React ignore those).
      if (opts.signal?.aborted) throw isAbortError(error) ? error : opts.signal.reason;
      if (timeout.aborted) throw new TimeoutError(`O servidor não respondeu em ${timeoutMs / 1000} s.`, timeoutMs);
      if (error instanceof ApiError) throw error;
      throw new NetworkError('Não foi possível conectar ao servidor.', error);
    }
  }

  /**
   * ONE refresh per session however many calls are waiting. Resolves with the new token, or null when the
   * server refused it (the session is over). Transport failures, 429 and 5xx reject: the session is kept, since a
   * flaky network is no reason to throw the user out and lose their unsaved form.
   */
  function refreshToken(expired: string, sessionEpoch: number): Promise<string | null> {
    if (refreshing && refreshing.epoch === sessionEpoch) return refreshing.promise;
    const promise = (async () => {
      const refresh: RequestOptions = { method: 'POST', identity: MASTER_IDENTITY, body: { accessToken: expired } };
      const answer = await exchange(buildUrl(REFRESH_PATH, refresh), refresh, apiHeaders(null));
      // Busy or broken server: transient, like a network failure. Any other refusal ends the session.
      if (answer.status >= 500 || answer.status === 429) throw toApiError(answer.status, answer.body, answer.headers);
      if (!answer.ok || !isPlainObject(answer.body)) return null;
      const renewed = answer.body.access_token ?? answer.body.accessToken;
      if (typeof renewed !== 'string' || renewed === '') return null;
      if (currentEpoch() === sessionEpoch) {
        // A renewal continues the same session: calls in flight with the old token stay valid.
        options.tokens.set(renewed);
        seenToken = renewed;
      }
      return renewed;
    })();
    const entry = { epoch: sessionEpoch, promise };
    refreshing = entry;
    const clear = () => {
      if (refreshing === entry) refreshing = null;
    };
    promise.then(clear, clear);
    return promise;
  }

  /** A 401 of the current session: refresh once (or reuse a token another call already renewed), retry once. */
  async function recover(path: string, opts: RequestOptions, token: string, sessionEpoch: number, failed: Answer): Promise<Answer> {
    if (messageOf(failed.body) === UNAUTHENTICATED_MESSAGE) {
      endSession(sessionEpoch);
      fail(new UnauthenticatedError(UNAUTHENTICATED_MESSAGE, 401, failed.body));
    }
    const stored = options.tokens.get();
    const next = stored && stored !== token ? stored : await untilAborted(refreshToken(token, sessionEpoch), opts.signal);
    if (currentEpoch() !== sessionEpoch) throw staleError(sessionEpoch);
    if (!next) {
      endSession(sessionEpoch);
      fail(new UnauthenticatedError(messageOf(failed.body) ?? UNAUTHENTICATED_MESSAGE, 401, failed.body));
    }
    const retried = await exchange(buildUrl(path, opts), opts, apiHeaders(next));
    if (currentEpoch() !== sessionEpoch) throw staleError(sessionEpoch);
    if (retried.status === 401) {
      // Retried once already: a second 401 means the renewed session is not accepted either.
      endSession(sessionEpoch);
      fail(toApiError(401, retried.body, retried.headers));
    }
    return retried;
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const sessionEpoch = currentEpoch();
    const token = options.tokens.get();
    const sessionBound = token !== null && !opts.skipAuthRefresh;
    let answer: Answer;
    try {
      answer = await exchange(buildUrl(path, opts), opts, apiHeaders(token));
      if (sessionBound && currentEpoch() !== sessionEpoch) throw staleError(sessionEpoch);
      if (answer.status === 401 && sessionBound && token) answer = await recover(path, opts, token, sessionEpoch, answer);
    } catch (error) {
      if (error instanceof ApiError && !(error instanceof SessionChangedError) && !(error instanceof UnauthenticatedError)) {
        options.onError?.(error);
      }
      throw error;
    }
    if (!answer.ok) fail(toApiError(answer.status, answer.body, answer.headers));
    return answer.body as T;
  }

  async function requestExternal<T>(url: string, opts: ExternalRequestOptions = {}): Promise<T> {
    const answer = await exchange(`${url}${buildQuery(opts.query)}`, opts, {});
    if (!answer.ok) throw externalError(answer);
    return answer.body as T;
  }

  return { request, requestExternal, setToken };
}
