import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../index';
import {
  CompanyNotFoundError,
  ConfirmationRequiredError,
  ForbiddenError,
  UnauthenticatedError,
  ValidationError,
  isAbortError,
} from '../errors';
import { memoryTokens } from '../testing/fakeFetch';
import { buildMany, buildTicket, buildTicketDetail, httpError, mockHandlers, validationError } from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ticketInput = {
  origem_id: 1,
  tipo_duvida_id: 1,
  produto_id: 1,
  nome: 'A',
  email: 'a@b.com',
  ddi: '55',
  telefone: '11987654321',
  detalhamento: 'Quer o certificado.',
};

function client(options: { token?: string | null; identity?: () => string } = {}) {
  const tokens = memoryTokens(options.token === undefined ? 'token' : options.token);
  const onUnauthenticated = vi.fn();
  const api = createApiClient({
    apiUrl: 'http://localhost/api',
    getIdentity: options.identity ?? (() => 'aurora'),
    tokens,
    onUnauthenticated,
  });
  return { api, tokens, onUnauthenticated };
}

describe('mockHandlers with the real client (MSW in node)', () => {
  it('lists answer the page the client asks for', async () => {
    server.use(mockHandlers.tickets.list(buildMany(buildTicket, 30)));
    const page = await client().api.tickets.list({ page: 2, per_page: 10 });
    expect(page).toMatchObject({ current_page: 2, last_page: 3, total: 30, from: 11, to: 20 });
    expect(page.data.map((ticket) => ticket.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('empty(), forbidden(), companyNotFound() and error() give the states stories need', async () => {
    const { api } = client();
    server.use(mockHandlers.tickets.open.empty());
    await expect(api.tickets.open()).resolves.toMatchObject({ data: [], total: 0 });

    server.use(mockHandlers.tickets.get.forbidden());
    await expect(api.tickets.get(1)).rejects.toBeInstanceOf(ForbiddenError);

    server.use(mockHandlers.tickets.closed.companyNotFound());
    await expect(api.tickets.closed()).rejects.toBeInstanceOf(CompanyNotFoundError);

    server.use(mockHandlers.notifications.list.error(429));
    await expect(api.notifications.list()).rejects.toMatchObject({ name: 'RateLimitedError', retryAfter: 30 });
  });

  it('loading() never answers, so the screen stays loading (and a cancel still works)', async () => {
    server.use(mockHandlers.menus.list.loading());
    const controller = new AbortController();
    const pending = client().api.menus.list({ signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(isAbortError(await pending.catch((caught: unknown) => caught))).toBe(true);
  });

  it('a resolver sees the request (identity, params, body)', async () => {
    let identity = 'aurora';
    const { api } = client({ identity: () => identity });
    server.use(
      mockHandlers.tickets.get(({ params }) =>
        buildTicketDetail({ id: Number(params.id), detalhamento: `empresa ${String(params.identity)}` }),
      ),
      mockHandlers.tickets.attend(async ({ request }) => {
        const body: unknown = await request.json();
        const id = typeof body === 'object' && body !== null && 'id' in body ? Number(body.id) : 0;
        return id === 2 ? { status: 'jaatendendo', id: 9, msg: 'Você já está atendendo o ticket #9.' } : { status: 'ok', id };
      }),
    );
    await expect(api.tickets.get(4)).resolves.toMatchObject({ id: 4, detalhamento: 'empresa aurora' });
    identity = 'casabela';
    await expect(api.tickets.get(4)).resolves.toMatchObject({ detalhamento: 'empresa casabela' });
    await expect(api.tickets.attend(1)).resolves.toEqual({ status: 'ok', id: 1 });
    await expect(api.tickets.attend(2)).resolves.toMatchObject({ status: 'jaatendendo', id: 9 });
  });

  it('update and delete mocks share a path: each answers only its spoofed verb', async () => {
    const { api } = client();
    server.use(mockHandlers.tickets.remove(), mockHandlers.tickets.update(buildTicket({ id: 5, detalhamento: 'editado' })));
    await expect(api.tickets.update(5, { ...ticketInput, detalhamento: 'editado' })).resolves.toMatchObject({ detalhamento: 'editado' });
    await expect(api.tickets.remove(5)).resolves.toBeUndefined();
  });

  it('validationError() and 412 reach the caller typed', async () => {
    const { api } = client();
    server.use(
      mockHandlers.tickets.create(() => {
        throw validationError({ nome: ['Obrigatório.', 'Curto.'] });
      }),
    );
    const error = await api.tickets.create({ ...ticketInput, nome: '' }).catch((caught: unknown) => caught);
    expect(error instanceof ValidationError && error.fieldMessage('nome')).toBe('Obrigatório., Curto.');

    server.use(mockHandlers.tickets.create.error(412));
    await expect(api.tickets.create(ticketInput)).rejects.toBeInstanceOf(ConfirmationRequiredError);
  });

  it('slow() answers late', async () => {
    server.use(mockHandlers.menus.list.slow([], 30));
    const started = Date.now();
    await expect(client().api.menus.list()).resolves.toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});

describe('the session flows against MSW', () => {
  it('N concurrent 401s → one refresh, all N retried once and resolved', async () => {
    let refreshes = 0;
    const seen: string[] = [];
    server.use(
      mockHandlers.session.refresh(async ({ request }) => {
        refreshes += 1;
        expect(await request.json()).toEqual({ accessToken: 'expired' });
        return { access_token: 'renewed', token_type: 'Bearer', expires_in: 900 };
      }),
      mockHandlers.tickets.list(({ request }) => {
        const auth = request.headers.get('authorization') ?? '';
        seen.push(auth);
        if (auth !== 'Bearer renewed') throw HttpResponse.json({ message: 'Token has expired.' }, { status: 401 });
        return buildMany(buildTicket, 3);
      }),
    );
    const { api, tokens } = client({ token: 'expired' });
    const results = await Promise.all(Array.from({ length: 6 }, () => api.tickets.list()));
    expect(results.every((page) => page.total === 3)).toBe(true);
    expect(refreshes).toBe(1);
    expect(seen.filter((auth) => auth === 'Bearer expired')).toHaveLength(6);
    expect(seen.filter((auth) => auth === 'Bearer renewed')).toHaveLength(6);
    expect(tokens.get()).toBe('renewed');
  });

  it('refresh failure → one logout', async () => {
    server.use(
      mockHandlers.session.refresh.error(401, { message: 'Unauthenticated.' }),
      mockHandlers.tickets.list.error(401, { message: 'Token has expired.' }),
    );
    const { api, tokens, onUnauthenticated } = client({ token: 'expired' });
    const results = await Promise.allSettled([api.tickets.list(), api.tickets.list(), api.tickets.list()]);
    expect(results.every((result) => result.status === 'rejected' && result.reason instanceof UnauthenticatedError)).toBe(true);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(tokens.writes).toEqual([null]);
  });

  it("'Unauthenticated.' → logout without a refresh loop", async () => {
    const refresh = vi.fn();
    server.use(
      mswHttp.post('*/api/master/auth/refresh-token', () => {
        refresh();
        return HttpResponse.json({ access_token: 'x' });
      }),
      mockHandlers.tickets.list.error(401),
    );
    const { api, onUnauthenticated } = client();
    await expect(api.tickets.list()).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(refresh).not.toHaveBeenCalled();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('login stores the token: later calls carry it', async () => {
    server.use(
      mockHandlers.session.login({ access_token: 'abc', token_type: 'Bearer', expires_in: 900 }),
      mockHandlers.menus.list(({ request }) =>
        request.headers.get('authorization') === 'Bearer abc' ? [] : Promise.reject(new Error('no token')),
      ),
    );
    const { api, tokens } = client({ token: null });
    await api.session.login({ username: 'ana@retoma.dev', password: 'segredo123' });
    expect(tokens.get()).toBe('abc');
    await expect(api.menus.list()).resolves.toEqual([]);
  });

  it('httpError() builds the architecture’s error bodies', async () => {
    const response = httpError(429);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ error: 'rate_limited', message: 'Muitas tentativas. Tente novamente em 30 s.' });
    expect(await httpError(500).json()).toEqual({ error: 'server_error', message: 'Erro interno do servidor.' });
    expect(await httpError(404, { error: 'company.not_found', message: 'x' }).json()).toMatchObject({ error: 'company.not_found' });
  });
});
