import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { buildPage } from '../page';

/**
 * Handler factories for MSW 2. Every path is matched under any origin's `/api` and any identity
 * (`*` + `/api/:identity/...`), so the same handlers serve `/api/aurora/tickets` in Storybook and
 * `http://localhost/api/casabela/tickets` in node tests; resolvers can read `params.identity`.
 * The `/api` anchor matters in the browser: the service worker also sees the page's own module requests, and an
 * unanchored `/:identity/tickets/:id` under any prefix answered `/src/modules/tickets/messages.ts` with a ticket (a story file
 * importing it then failed to load).
 */
export const IDENTITY_PREFIX = '*/api/:identity';

export type WireMethod = 'get' | 'post' | 'put' | 'delete';
/** What the client sends as POST + `_method` (spec §7). */
export type SpoofedMethod = 'PUT' | 'DELETE';

export interface ResolverInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}
/** Computes the payload from the request (to echo input, or assert on it in tests). */
export type Resolver<T> = (info: ResolverInfo) => T | Promise<T>;

export interface HandlerOptions {
  /** Answer after this many milliseconds. */
  delayMs?: number;
  /** Answer only the first matching request. */
  once?: boolean;
}

/** A JSON answer. */
export function json(body: unknown, init: ResponseInit = {}): HttpResponse<string> {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  return new HttpResponse(JSON.stringify(body), { ...init, headers });
}

const ERROR_BODIES: Record<number, { error?: string; message: string; errors?: Record<string, string[]> }> = {
  401: { message: 'Unauthenticated.' },
  403: { error: 'forbidden', message: 'Você não tem permissão para esta ação.' },
  404: { error: 'not_found', message: 'Registro não encontrado.' },
  405: { message: 'Upgrade necessário: seu plano não inclui este recurso.' },
  409: { message: 'O registro foi alterado por outra pessoa.' },
  412: { message: 'Já existe uma automação deste brinde para este e-mail. Deseja continuar?' },
  413: { message: 'O conteúdo enviado é grande demais.' },
  422: { message: 'Os dados informados são inválidos.', errors: {} },
  429: { error: 'rate_limited', message: 'Muitas tentativas. Tente novamente em 30 s.' },
  500: { error: 'server_error', message: 'Erro interno do servidor.' },
};

/**
 * An error answer shaped as the server shapes it (architecture §3): a JSON body with `error` / `message`
 * (and `errors` for 422), `Retry-After` on 429. `body` replaces the default body.
 */
export function httpError(status: number, body?: unknown, headers: Record<string, string> = {}): HttpResponse<string> {
  const fallback = ERROR_BODIES[status] ?? (status >= 500 ? ERROR_BODIES[500] : { message: `HTTP ${status}` });
  const extra: Record<string, string> = status === 429 ? { 'Retry-After': '30', ...headers } : headers;
  return json(body ?? fallback, { status, headers: extra });
}

/** 422 with field → messages. */
export function validationError(errors: Record<string, string[]>, message = 'Os dados informados são inválidos.'): HttpResponse<string> {
  return httpError(422, { message, errors });
}

export const COMPANY_NOT_FOUND_BODY = { error: 'company.not_found', message: 'Empresa não encontrada.' } as const;

/** The `_method` of a spoofed POST, from its JSON or multipart body; null when absent or unreadable. */
export async function spoofedMethodOf(request: Request): Promise<string | null> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await request.clone().json();
      if (typeof body === 'object' && body !== null && '_method' in body && typeof body._method === 'string')
        return body._method.toUpperCase();
      return null;
    }
    if (type.includes('form')) {
      const value = (await request.clone().formData()).get('_method');
      return typeof value === 'string' ? value.toUpperCase() : null;
    }
  } catch {
    return null;
  }
  return null;
}

/** The page the request asks for, over `items`. */
export function pageFor<T>(items: readonly T[], request: Request) {
  const url = new URL(request.url);
  return buildPage(items, { page: Number(url.searchParams.get('page') ?? 1), per_page: Number(url.searchParams.get('per_page') ?? 25) });
}

interface Route {
  method: WireMethod;
  path: string;
  /** For POSTs that stand for PUT / DELETE: other verbs on the same path fall through to the next handler. */
  spoof?: SpoofedMethod;
  /** Query values the request must carry (two lists on one path, told apart by a parameter). */
  query?: Record<string, string>;
}

function matchesQuery(request: Request, query: Record<string, string> | undefined): boolean {
  if (!query) return true;
  const params = new URL(request.url).searchParams;
  return Object.entries(query).every(([key, value]) => params.get(key) === value);
}

/**
 * Requests the mocks are answering now, and how many of those are held on purpose (a loading state, a slow
 * answer) and so are not going to be answered soon.
 */
const inFlight = { answering: 0, held: 0 };

/**
 * Whether every request the mocks will answer at once has been answered. A story's screenshot waits for it: a
 * screen whose loading state is shown while its other calls answer must be pictured after they did, not before
 * on a fast machine and after on a busy one.
 */
export function mocksSettled(): boolean {
  return inFlight.answering === inFlight.held;
}

/** Waits for `ms` (or forever), counted as held so `mocksSettled` does not wait for it. */
async function hold(ms: number | 'infinite'): Promise<void> {
  inFlight.held += 1;
  try {
    await delay(ms);
  } finally {
    inFlight.held -= 1;
  }
}

/** Runs a handler's answer, counted as in flight until it is done. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  inFlight.answering += 1;
  try {
    return await work();
  } finally {
    inFlight.answering -= 1;
  }
}

/** One route's handler from a response factory; the spoof check and delays live here. */
function route(r: Route, respond: (info: ResolverInfo) => Promise<Response | undefined>, options: HandlerOptions = {}): HttpHandler {
  return http[r.method](
    `${IDENTITY_PREFIX}/${r.path}`,
    async ({ request, params }) => {
      // Returning nothing lets MSW try the next handler: an update mock and a delete mock can share a path.
      if (!matchesQuery(request, r.query)) return undefined;
      return answering(async () => {
        if (r.spoof && (await spoofedMethodOf(request)) !== r.spoof) return undefined;
        if (options.delayMs) await hold(options.delayMs);
        return respond({ request, params });
      });
    },
    { once: options.once },
  );
}

/** The failure and timing states every endpoint offers (for Error, Forbidden, Loading stories). */
export interface EndpointStates {
  readonly method: WireMethod;
  readonly path: string;
  error(status: number, body?: unknown): HttpHandler;
  forbidden(): HttpHandler;
  companyNotFound(): HttpHandler;
  /** Never answers: the screen stays in its loading state. */
  loading(): HttpHandler;
}

function states(r: Route): EndpointStates {
  return {
    method: r.method,
    path: r.path,
    error: (status, body) => route(r, async () => httpError(status, body)),
    forbidden: () => route(r, async () => httpError(403)),
    companyNotFound: () => route(r, async () => httpError(404, COMPANY_NOT_FOUND_BODY)),
    loading: () =>
      route(r, async () => {
        await hold('infinite');
        return undefined;
      }),
  };
}

function isResolver<T>(value: T | Resolver<T>): value is Resolver<T> {
  return typeof value === 'function';
}

export interface EndpointMock<Input> extends EndpointStates {
  /** Answers with `input` (or what the resolver computes from the request). */
  (input: Input | Resolver<Input>, options?: HandlerOptions): HttpHandler;
  /** Answers with `input` after `delayMs` (default 1.5 s). */
  slow(input: Input, delayMs?: number): HttpHandler;
}

/** An endpoint whose answer body is computed from the input by `toBody`. */
export function endpoint<Input>(r: Route, toBody: (input: Input, request: Request) => unknown): EndpointMock<Input> {
  const make = (input: Input | Resolver<Input>, options?: HandlerOptions) =>
    route(
      r,
      async (info) => {
        const value = isResolver(input) ? await input(info) : input;
        return json(toBody(value, info.request));
      },
      options,
    );
  return Object.assign(make, states(r), { slow: (input: Input, delayMs = 1500) => make(input, { delayMs }) });
}

/** `{data: T}`. */
export const item = <T>(method: WireMethod, path: string) => endpoint<T>({ method, path }, (value) => ({ data: value }));
/** POST + `_method=PUT` answering `{data: T}`. */
export const put = <T>(path: string) => endpoint<T>({ method: 'post', path, spoof: 'PUT' }, (value) => ({ data: value }));
/** A body returned whole (session calls). */
export const raw = <T>(method: WireMethod, path: string) => endpoint<T>({ method, path }, (value) => value);

export interface ListMock<T> extends EndpointMock<T[]> {
  /** An empty first page ("Não existe registro por aqui"). */
  empty(): HttpHandler;
}

/**
 * A paginated list: answers the page the request asks for, `{data: paginator}` (plus `extra(items)` beside it);
 * with `query`, only requests carrying those parameters.
 */
export function list<T>(
  path: string,
  extra?: (items: readonly T[]) => Record<string, unknown>,
  query?: Record<string, string>,
): ListMock<T> {
  const mock = endpoint<T[]>({ method: 'get', path, query }, (items, request) => ({ data: pageFor(items, request), ...extra?.(items) }));
  return Object.assign(mock, { empty: () => mock([]) });
}

export interface ActionMock extends EndpointStates {
  /** Answers `{data: null}`. */
  (options?: HandlerOptions): HttpHandler;
}

/** POST + `_method=DELETE`, answering `{data: null}`. */
export function remove(path: string): ActionMock {
  const r: Route = { method: 'post', path, spoof: 'DELETE' };
  const make = (options?: HandlerOptions) => route(r, async () => json({ data: null }), options);
  return Object.assign(make, states(r));
}

/** A PDF answer. */
export function pdf(path: string): EndpointStates & ((options?: HandlerOptions) => HttpHandler) {
  const r: Route = { method: 'get', path };
  const make = (options?: HandlerOptions) =>
    route(r, async () => new HttpResponse('%PDF-1.4\n%mock\n', { headers: { 'Content-Type': 'application/pdf' } }), options);
  return Object.assign(make, states(r));
}

export interface NoContentMock extends EndpointStates {
  /** Answers 204 No Content, as the server does, after running `effect` (e.g. to drop the row from a story's data). */
  (effect?: Resolver<unknown>, options?: HandlerOptions): HttpHandler;
}

/** A real `DELETE` (the settings resources send the verb itself, not a spoofed POST) answering 204. */
function deleted(path: string): NoContentMock {
  const { method, error, forbidden, companyNotFound, loading } = endpoint<null>({ method: 'delete', path }, () => null);
  const make = (effect?: Resolver<unknown>, options: HandlerOptions = {}) =>
    http.delete(
      `${IDENTITY_PREFIX}/${path}`,
      ({ request, params }) =>
        answering(async () => {
          if (options.delayMs) await hold(options.delayMs);
          await effect?.({ request, params });
          return new HttpResponse(null, { status: 204 });
        }),
      { once: options.once },
    );
  return Object.assign(make, { method, path, error, forbidden, companyNotFound, loading });
}

/** The five calls of a settings resource (`crudResource`): list, get, create, update (PUT) and delete. */
export function crud<T>(route: string) {
  return {
    list: list<T>(route),
    get: item<T>('get', `${route}/:id`),
    create: item<T>('post', route),
    update: item<T>('put', `${route}/:id`),
    remove: deleted(`${route}/:id`),
  };
}
