import { describe, expect, it, vi } from 'vitest';
import { buildQuery, createHttpClient, type ApiClientOptions } from './client';
import {
  ApiError,
  CompanyNotFoundError,
  ConfirmationRequiredError,
  ConflictError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ServerError,
  SessionChangedError,
  TimeoutError,
  UnauthenticatedError,
  UpgradeRequiredError,
  ValidationError,
  isAbortError,
} from './errors';
import { deferred, fakeFetch, jsonResponse, memoryTokens, type FakeHandler, type RecordedCall } from './testing/fakeFetch';

const API = 'https://api.retoma.test/api';

function setup(handler: FakeHandler, overrides: Partial<ApiClientOptions> & { token?: string | null; identity?: string | null } = {}) {
  const fake = fakeFetch(handler);
  const tokens = memoryTokens(overrides.token === undefined ? 'old' : overrides.token);
  const onUnauthenticated = vi.fn();
  const onError = vi.fn();
  let identity: string | null = overrides.identity === undefined ? 'aurora' : overrides.identity;
  const http = createHttpClient({
    apiUrl: API,
    getIdentity: () => identity,
    tokens,
    onUnauthenticated,
    onError,
    fetch: fake.fetch,
    ...overrides,
  });
  return {
    http,
    fake,
    tokens,
    onUnauthenticated,
    onError,
    setIdentity: (next: string | null) => {
      identity = next;
    },
  };
}

const ok = (data: unknown = { ok: true }) => jsonResponse(200, { data });
const isRefresh = (call: RecordedCall) => call.url.pathname === '/api/master/auth/refresh-token';

describe('URL building', () => {
  it('routes to {apiUrl}/{identity}/{path} with the current company', async () => {
    const { http, fake } = setup(() => ok());
    await http.request('tickets/5');
    expect(fake.calls[0]?.url.href).toBe('https://api.retoma.test/api/aurora/tickets/5');
  });

  it('uses master when there is no company, and an explicit identity over the current one', async () => {
    const { http, fake } = setup(() => ok(), { identity: null });
    await http.request('user');
    await http.request('login', { method: 'POST', identity: 'master', body: {} });
    expect(fake.calls.map((call) => call.url.pathname)).toEqual(['/api/master/user', '/api/master/login']);
  });

  it('tolerates slashes on both sides and encodes the identity', async () => {
    const { http, fake } = setup(() => ok(), { apiUrl: 'https://api.retoma.test/api///', identity: 'casa bela' });
    await http.request('/tickets');
    expect(fake.calls[0]?.url.href).toBe('https://api.retoma.test/api/casa%20bela/tickets');
  });

  it('follows the company when the user switches between companies', async () => {
    const { http, fake, setIdentity } = setup(() => ok());
    await http.request('tickets');
    setIdentity('casabela');
    await http.request('tickets');
    expect(fake.calls.map((call) => call.url.pathname)).toEqual(['/api/aurora/tickets', '/api/casabela/tickets']);
  });

  it('sends arrays as key[], booleans as 1/0 and leaves empty values out', async () => {
    const { http, fake } = setup(() => ok());
    await http.request('pre_comissaos/aprovar', {
      query: { ids: [3, 4], page: 2, search: '', status: undefined, sort: null, comissao: true, todos: false, email: 'a+b@x.com' },
    });
    const params = fake.calls[0]?.url.searchParams;
    expect(params?.getAll('ids[]')).toEqual(['3', '4']);
    expect(params?.get('page')).toBe('2');
    expect(params?.get('comissao')).toBe('1');
    expect(params?.get('todos')).toBe('0');
    expect(params?.get('email')).toBe('a+b@x.com');
    expect(params?.has('search')).toBe(false);
    expect(params?.has('status')).toBe(false);
    expect(params?.has('sort')).toBe(false);
  });

  it('builds no query string at all when nothing is left', () => {
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({ a: undefined, b: '' })).toBe('');
    expect(buildQuery({ ids: [] })).toBe('');
  });
});

describe('headers and bodies', () => {
  it('sends the bearer token when there is one, and JSON accept', async () => {
    const { http, fake } = setup(() => ok());
    await http.request('tickets');
    expect(fake.calls[0]?.headers.get('authorization')).toBe('Bearer old');
    expect(fake.calls[0]?.headers.get('accept')).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const { http, fake } = setup(() => ok(), { token: null });
    await http.request('tickets');
    expect(fake.calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends the user’s language to our API, calls and token refresh alike, and never to a third party', async () => {
    let locale: string | null = 'en';
    // `old` has expired: the first call goes through a refresh and a retry.
    const server = (call: RecordedCall) => {
      if (isRefresh(call)) return jsonResponse(200, { access_token: 'new' });
      return call.headers.get('authorization') === 'Bearer old' ? jsonResponse(401, {}) : ok();
    };
    const { http, fake } = setup(server, { getLocale: () => locale });
    await http.request('tickets');
    await http.requestExternal('https://brasilapi.com.br/api/cep/v2/01310100');
    locale = null;
    await http.request('user');
    expect(fake.calls.map((call) => [call.url.pathname, call.headers.get('accept-language')])).toEqual([
      ['/api/aurora/tickets', 'en'],
      ['/api/master/auth/refresh-token', 'en'],
      ['/api/aurora/tickets', 'en'],
      ['/api/cep/v2/01310100', null],
      ['/api/aurora/user', null],
    ]);
  });

  it('serialises JSON bodies with their content type', async () => {
    const { http, fake } = setup(() => ok());
    await http.request('tickets', { method: 'POST', body: { nome: 'Ana' } });
    expect(fake.calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(fake.calls[0]?.body).toEqual({ nome: 'Ana' });
  });

  it('passes FormData through untouched, letting fetch set the multipart boundary', async () => {
    const { http, fake } = setup(() => ok());
    const form = new FormData();
    form.append('arquivo', new Blob(['png']), 'prova.png');
    await http.request('pre_comissaos/setAnexo', { method: 'POST', body: form });
    expect(fake.calls[0]?.rawBody).toBe(form);
    expect(fake.calls[0]?.headers.has('content-type')).toBe(false);
  });

  it('answers null for 204 and for an empty body', async () => {
    const { http } = setup((call) =>
      call.url.pathname.endsWith('a') ? new Response(null, { status: 204 }) : new Response('', { status: 200 }),
    );
    await expect(http.request('a')).resolves.toBeNull();
    await expect(http.request('b')).resolves.toBeNull();
  });

  it('returns files as Blob, and still parses a JSON error on a file request', async () => {
    const { http } = setup((call) =>
      call.url.pathname.endsWith('imprimir')
        ? new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } })
        : jsonResponse(404, { error: 'not_found', message: 'Ordem não encontrada.' }),
    );
    const pdf = await http.request<Blob>('ordems/imprimir', { responseType: 'blob' });
    expect(pdf).toBeInstanceOf(Blob);
    expect(await pdf.text()).toBe('%PDF-1.4');
    await expect(http.request('ordems/x', { responseType: 'blob' })).rejects.toMatchObject({
      name: 'NotFoundError',
      message: 'Ordem não encontrada.',
    });
  });

  it('refuses a success whose body is not JSON instead of handing text to a screen', async () => {
    const { http } = setup(() => new Response('<html>oops</html>', { status: 200 }));
    const error = await http.request('tickets').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, body: '<html>oops</html>' });
  });
});

describe('_method spoofing', () => {
  it.each(['PUT', 'PATCH', 'DELETE'] as const)('sends %s as POST with _method in the JSON body', async (method) => {
    const { http, fake } = setup(() => ok());
    await http.request('tickets/5', { method, body: { id: 5 }, spoofMethod: true });
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.body).toEqual({ id: 5, _method: method });
  });

  it('spoofs a body-less DELETE', async () => {
    const { http, fake } = setup(() => ok());
    await http.request('tickets/5', { method: 'DELETE', spoofMethod: true });
    expect(fake.calls[0]?.body).toEqual({ _method: 'DELETE' });
  });

  it('adds _method to a copy of a FormData body, leaving the caller’s one unchanged', async () => {
    const { http, fake } = setup(() => ok());
    const form = new FormData();
    form.append('nome', 'Contrato');
    await http.request('correios/1', { method: 'PUT', body: form, spoofMethod: true });
    const sent = fake.calls[0]?.rawBody;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent instanceof FormData && sent.get('_method')).toBe('PUT');
    expect(sent instanceof FormData && sent.get('nome')).toBe('Contrato');
    expect(form.has('_method')).toBe(false);
  });

  it('sends the real verb when spoofing is off, and never spoofs GET or POST', async () => {
    const { http, fake } = setup(() => ok());
    await http.request('tickets/5', { method: 'PUT', body: { a: 1 } });
    await http.request('tickets', { method: 'POST', body: { a: 1 }, spoofMethod: true });
    expect(fake.calls.map((call) => call.method)).toEqual(['PUT', 'POST']);
    expect(fake.calls[1]?.body).toEqual({ a: 1 });
  });

  it('rejects a body that cannot carry _method', async () => {
    const { http, fake } = setup(() => ok());
    await expect(http.request('x/1', { method: 'PUT', body: [1, 2], spoofMethod: true })).rejects.toBeInstanceOf(TypeError);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('cancellation, time-out and network failure', () => {
  it('does not even send when the signal is already aborted', async () => {
    const { http, fake } = setup(() => ok());
    const controller = new AbortController();
    controller.abort();
    const error = await http.request('tickets', { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    expect(fake.calls).toHaveLength(0);
  });

  it('rejects with the caller’s AbortError (not a NetworkError) when cancelled in flight', async () => {
    const { http, onError } = setup(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = http.request('tickets', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('turns a silent server into TimeoutError', async () => {
    const { http, onError } = setup(() => new Promise<Response>(() => undefined), { timeoutMs: 20 });
    const error = await http.request('tickets').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ status: 0, body: null, timeoutMs: 20 });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('lets one call wait longer than the default', async () => {
    const { http } = setup(() => new Promise<Response>((resolve) => setTimeout(() => resolve(ok('late')), 40)), { timeoutMs: 10 });
    await expect(http.request('ordems/imprimir', { timeoutMs: 500 })).resolves.toEqual({ data: 'late' });
  });

  it('turns a transport failure into NetworkError carrying the cause', async () => {
    const cause = new TypeError('fetch failed');
    const { http } = setup(() => Promise.reject(cause));
    const error = await http.request('tickets').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 0, body: null, cause });
  });
});

describe('HTTP errors are typed and carry status and body', () => {
  const cases: Array<[number, unknown, new (...args: never[]) => ApiError, Record<string, string>?]> = [
    [400, { message: 'Requisição inválida.' }, ApiError],
    [403, { error: 'not.access.in.company', message: 'Você não tem acesso a esta empresa.' }, ForbiddenError],
    [404, { error: 'not_found', message: 'Registro não encontrado.' }, NotFoundError],
    [404, { error: 'company.not_found', message: 'Empresa não encontrada.' }, CompanyNotFoundError],
    [405, { message: 'Upgrade necessário.' }, UpgradeRequiredError],
    [409, { message: 'Outro agente já está atendendo.' }, ConflictError],
    [412, { message: 'Confirme a duplicidade.' }, ConfirmationRequiredError],
    [413, { message: 'O conteúdo enviado é grande demais.' }, PayloadTooLargeError],
    [422, { message: 'Dados inválidos.', errors: { email: ['Obrigatório.'] } }, ValidationError],
    [429, { error: 'rate_limited', message: 'Muitas tentativas.' }, RateLimitedError, { 'Retry-After': '30' }],
    [500, { error: 'server_error', message: 'Erro interno do servidor.' }, ServerError],
    [502, { message: 'Bad gateway' }, ServerError],
    [503, { error: 'server_error', message: 'Indisponível.' }, ServerError],
  ];

  it.each(cases)('%i → its typed error', async (status, body, type, headers) => {
    const { http, onError } = setup(() => jsonResponse(status, body, headers));
    const error = await http.request('tickets').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, body, message: (body as { message: string }).message });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('422 maps field → messages and joins them with commas', async () => {
    const body = {
      message: 'Os dados informados são inválidos.',
      errors: { email: ['Obrigatório.', 'Formato inválido.'], nome: ['Curto demais.'] },
    };
    const { http } = setup(() => jsonResponse(422, body));
    const error = await http.request('tickets', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    if (!(error instanceof ValidationError)) throw new Error('expected a ValidationError');
    expect(error.errors).toEqual(body.errors);
    expect(error.fieldMessage('email')).toBe('Obrigatório., Formato inválido.');
    expect(error.fieldMessage('telefone')).toBeUndefined();
    expect(error.fieldMessages()).toEqual({ email: 'Obrigatório., Formato inválido.', nome: 'Curto demais.' });
  });

  it('429 reads Retry-After in seconds', async () => {
    const { http } = setup(() => jsonResponse(429, { message: 'Calma.' }, { 'Retry-After': '12' }));
    await expect(http.request('login', { method: 'POST', skipAuthRefresh: true })).rejects.toMatchObject({ retryAfter: 12 });
  });

  it('keeps an HTML error body for diagnosis and shows a generic message', async () => {
    const { http } = setup(() => new Response('<h1>502 Bad Gateway</h1>', { status: 502 }));
    const error = await http.request('tickets').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ body: '<h1>502 Bad Gateway</h1>', message: 'Erro interno do servidor.' });
  });
});

describe('token refresh', () => {
  /** The server: `old` is expired, `new` works; the refresh endpoint answers when `gate` opens. */
  function expiringServer(
    gate: Promise<void> = Promise.resolve(),
    refreshAnswer: () => Response = () => jsonResponse(200, { access_token: 'new', token_type: 'Bearer', expires_in: 900 }),
  ) {
    return async (call: RecordedCall) => {
      if (isRefresh(call)) {
        await gate;
        return refreshAnswer();
      }
      const auth = call.headers.get('authorization');
      if (auth === 'Bearer new') return ok({ path: call.url.pathname });
      return jsonResponse(401, { message: 'Token has expired.' });
    };
  }

  it('N concurrent 401s cause exactly ONE refresh, then each call is retried once with the new token', async () => {
    const gate = deferred<void>();
    const { http, fake, tokens, onUnauthenticated } = setup(expiringServer(gate.promise));
    const paths = ['tickets', 'ticketsNum', 'leads', 'planos', 'menus'];
    const pending = Promise.all(paths.map((path) => http.request<{ data: { path: string } }>(path)));
    await vi.waitFor(() => expect(fake.calls.filter(isRefresh)).toHaveLength(1));
    gate.resolve();
    const results = await pending;

    expect(results.map((result) => result.data.path)).toEqual(paths.map((path) => `/api/aurora/${path}`));
    const refreshes = fake.calls.filter(isRefresh);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.url.href).toBe(`${API}/master/auth/refresh-token`);
    expect(refreshes[0]?.method).toBe('POST');
    expect(refreshes[0]?.body).toEqual({ accessToken: 'old' });
    expect(refreshes[0]?.headers.has('authorization')).toBe(false);
    for (const path of paths) {
      const attempts = fake.callsTo(`/aurora/${path}`);
      expect(attempts.map((call) => call.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer new']);
    }
    expect(tokens.get()).toBe('new');
    expect(tokens.writes).toEqual(['new']);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('a 401 arriving after the refresh finished reuses the new token instead of refreshing again', async () => {
    const late = deferred<Response>();
    const { http, fake } = setup(async (call) => {
      if (call.url.pathname.endsWith('/slow') && call.headers.get('authorization') === 'Bearer old') return late.promise;
      return expiringServer()(call);
    });
    const slow = http.request('slow');
    await http.request('fast');
    late.resolve(jsonResponse(401, { message: 'Token has expired.' }));
    await expect(slow).resolves.toEqual({ data: { path: '/api/aurora/slow' } });
    expect(fake.calls.filter(isRefresh)).toHaveLength(1);
  });

  it('a failed refresh clears the session once and tells the app once, however many calls failed', async () => {
    const gate = deferred<void>();
    const { http, fake, tokens, onUnauthenticated } = setup(
      expiringServer(gate.promise, () => jsonResponse(401, { message: 'Unauthenticated.' })),
    );
    const pending = Promise.allSettled([http.request('a'), http.request('b'), http.request('c')]);
    await vi.waitFor(() => expect(fake.calls.filter(isRefresh)).toHaveLength(1));
    gate.resolve();
    const results = await pending;
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(UnauthenticatedError);
    }
    expect(fake.calls.filter(isRefresh)).toHaveLength(1);
    expect(tokens.writes).toEqual([null]);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('a refresh answered without a token counts as refused', async () => {
    const { http, onUnauthenticated } = setup(expiringServer(Promise.resolve(), () => jsonResponse(200, { token_type: 'Bearer' })));
    await expect(http.request('a')).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it("'Unauthenticated.' ends the session without any refresh, once for concurrent calls", async () => {
    const { http, fake, tokens, onUnauthenticated } = setup(() => jsonResponse(401, { message: 'Unauthenticated.' }));
    const results = await Promise.allSettled([http.request('a'), http.request('b'), http.request('c'), http.request('d')]);
    expect(results.every((result) => result.status === 'rejected' && result.reason instanceof UnauthenticatedError)).toBe(true);
    expect(fake.calls.filter(isRefresh)).toHaveLength(0);
    expect(fake.calls).toHaveLength(4);
    expect(tokens.writes).toEqual([null]);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a 401 on the retry ends the session without a refresh loop', async () => {
    const { http, fake, onUnauthenticated } = setup((call) =>
      isRefresh(call) ? jsonResponse(200, { access_token: 'new' }) : jsonResponse(401, { message: 'Token has expired.' }),
    );
    await expect(http.request('a')).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(fake.calls.filter(isRefresh)).toHaveLength(1);
    expect(fake.callsTo('/aurora/a')).toHaveLength(2);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), NetworkError],
    ['a 500', () => jsonResponse(500, { error: 'server_error', message: 'Erro interno do servidor.' }), ServerError],
    ['a 429', () => jsonResponse(429, { message: 'Muitas tentativas.' }, { 'Retry-After': '5' }), RateLimitedError],
  ] as const)('keeps the session when the refresh meets %s (transient), surfacing that error', async (_label, answer, type) => {
    const { http, tokens, onUnauthenticated } = setup((call) =>
      isRefresh(call) ? answer() : jsonResponse(401, { message: 'Token has expired.' }),
    );
    await expect(http.request('a')).rejects.toBeInstanceOf(type);
    expect(tokens.get()).toBe('old');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('does not refresh session calls (login) nor calls made without a token', async () => {
    const { http, fake, onUnauthenticated } = setup(() => jsonResponse(401, { message: 'E-mail ou senha incorretos.' }));
    await expect(http.request('login', { method: 'POST', identity: 'master', skipAuthRefresh: true })).rejects.toMatchObject({
      name: 'UnauthenticatedError',
      message: 'E-mail ou senha incorretos.',
    });
    const anonymous = setup(() => jsonResponse(401, { message: 'Token has expired.' }), { token: null });
    await expect(anonymous.http.request('tickets')).rejects.toBeInstanceOf(UnauthenticatedError);
    expect([...fake.calls, ...anonymous.fake.calls].filter(isRefresh)).toHaveLength(0);
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(anonymous.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('a call cancelled while waiting for the refresh rejects with its AbortError', async () => {
    const gate = deferred<void>();
    const { http, fake } = setup(expiringServer(gate.promise));
    const controller = new AbortController();
    const waiting = http.request('a', { signal: controller.signal });
    await vi.waitFor(() => expect(fake.calls.filter(isRefresh)).toHaveLength(1));
    controller.abort();
    expect(isAbortError(await waiting.catch((caught: unknown) => caught))).toBe(true);
    gate.resolve();
  });
});

describe('answers of an older session', () => {
  it('a 401 answered to an older session does not clear the newer one', async () => {
    const held = deferred<Response>();
    const { http, fake, tokens, onUnauthenticated } = setup(() => held.promise);
    const stale = http.request('tickets');
    http.setToken('fresh'); // another user logged in meanwhile
    held.resolve(jsonResponse(401, { message: 'Unauthenticated.' }));
    await expect(stale).rejects.toBeInstanceOf(SessionChangedError);
    expect(tokens.get()).toBe('fresh');
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(fake.calls.filter(isRefresh)).toHaveLength(0);
  });

  it('drops a successful answer of an older session, so it cannot feed the new one', async () => {
    const held = deferred<Response>();
    const { http, onError } = setup(() => held.promise);
    const stale = http.request('tickets');
    http.setToken(null); // logout
    held.resolve(ok({ secret: 'previous user data' }));
    await expect(stale).rejects.toBeInstanceOf(SessionChangedError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('notices a token changed behind the client’s back (the app wrote its store) as a new session', async () => {
    const held = deferred<Response>();
    const { http, tokens, onUnauthenticated } = setup(() => held.promise);
    const stale = http.request('tickets');
    tokens.set('other-user');
    held.resolve(jsonResponse(401, { message: 'Unauthenticated.' }));
    await expect(stale).rejects.toBeInstanceOf(SessionChangedError);
    expect(tokens.get()).toBe('other-user');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('a refresh that lands after the session changed neither stores its token nor retries', async () => {
    const gate = deferred<void>();
    const { http, fake, tokens } = setup(async (call) => {
      if (isRefresh(call)) {
        await gate.promise;
        return jsonResponse(200, { access_token: 'renewed-old-session' });
      }
      return jsonResponse(401, { message: 'Token has expired.' });
    });
    const waiting = http.request('a');
    await vi.waitFor(() => expect(fake.calls.filter(isRefresh)).toHaveLength(1));
    http.setToken('fresh');
    gate.resolve();
    await expect(waiting).rejects.toBeInstanceOf(SessionChangedError);
    expect(tokens.get()).toBe('fresh');
    expect(fake.callsTo('/aurora/a')).toHaveLength(1);
  });

  it('calls made after login belong to the new session and work normally', async () => {
    const { http, fake } = setup((call) =>
      call.headers.get('authorization') === 'Bearer fresh' ? ok('fine') : jsonResponse(401, { message: 'Unauthenticated.' }),
    );
    http.setToken('fresh');
    await expect(http.request('tickets')).resolves.toEqual({ data: 'fine' });
    expect(fake.calls).toHaveLength(1);
  });
});
