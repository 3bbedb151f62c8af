import { describe, expect, it } from 'vitest';
import { createApiClient, ENDPOINT_PERMISSIONS, loadResponseSchemas, RESOURCES, type ApiClient } from './index';
import { fakeFetch, jsonResponse, memoryTokens, type RecordedCall } from './testing/fakeFetch';

/** What one resource function must put on the wire (path relative to `/api/aurora/`). */
interface Wire {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

function setup() {
  const fake = fakeFetch((call) => jsonResponse(200, { data: { echo: call.url.pathname } }));
  const client = createApiClient({ apiUrl: '/api', getIdentity: () => 'aurora', tokens: memoryTokens('token'), fetch: fake.fetch });
  return { client, fake };
}

function queryOf(call: RecordedCall): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(call.url.searchParams.keys())) {
    query[key] = key.endsWith('[]') ? call.url.searchParams.getAll(key) : (call.url.searchParams.get(key) ?? '');
  }
  return query;
}

const cases: Array<[string, (client: ApiClient) => Promise<unknown>, Wire]> = [
  // Tickets
  [
    'tickets.list',
    (c) => c.tickets.list({ page: 2, per_page: 50, search: 'ana', produto_id: 3 }),
    { method: 'GET', path: 'tickets', query: { page: '2', per_page: '50', search: 'ana', produto_id: '3' } },
  ],
  ['tickets.open', (c) => c.tickets.open(), { method: 'GET', path: 'ticketsAbertos' }],
  ['tickets.closed', (c) => c.tickets.closed(), { method: 'GET', path: 'ticketsFechados' }],
  ['tickets.counts', (c) => c.tickets.counts({ produto_id: 2 }), { method: 'GET', path: 'ticketsNum', query: { produto_id: '2' } }],
  [
    'tickets.checkProduct',
    (c) => c.tickets.checkProduct({ email: 'a@b.com', produto_id: 2 }),
    { method: 'GET', path: 'verificaTicketProduto', query: { email: 'a@b.com', produto_id: '2' } },
  ],
  ['tickets.get', (c) => c.tickets.get(5), { method: 'GET', path: 'tickets/5' }],
  [
    'tickets.create',
    (c) =>
      c.tickets.create({
        origem_id: 1,
        tipo_duvida_id: 1,
        produto_id: 1,
        nome: 'A',
        email: 'a@b.com',
        ddi: '55',
        telefone: '11987654321',
        detalhamento: 'x',
      }),
    {
      method: 'POST',
      path: 'tickets',
      body: {
        origem_id: 1,
        tipo_duvida_id: 1,
        produto_id: 1,
        nome: 'A',
        email: 'a@b.com',
        ddi: '55',
        telefone: '11987654321',
        detalhamento: 'x',
      },
    },
  ],
  [
    'tickets.update',
    (c) =>
      c.tickets.update(5, {
        origem_id: 1,
        tipo_duvida_id: 1,
        produto_id: 1,
        nome: 'A',
        email: 'a@b.com',
        ddi: '55',
        telefone: '11987654321',
        detalhamento: 'x',
      }),
    {
      method: 'POST',
      path: 'tickets/5',
      body: {
        origem_id: 1,
        tipo_duvida_id: 1,
        produto_id: 1,
        nome: 'A',
        email: 'a@b.com',
        ddi: '55',
        telefone: '11987654321',
        detalhamento: 'x',
        _method: 'PUT',
      },
    },
  ],
  ['tickets.remove', (c) => c.tickets.remove(5), { method: 'POST', path: 'tickets/5', body: { id: 5, _method: 'DELETE' } }],
  ['tickets.attend', (c) => c.tickets.attend(5), { method: 'POST', path: 'atender-ticket', body: { id: 5 } }],
  [
    'tickets.cancelAttendance',
    (c) => c.tickets.cancelAttendance(5),
    { method: 'POST', path: 'cancelar-atendimento-ticket', body: { id: 5 } },
  ],
  [
    'tickets.finish',
    (c) =>
      c.tickets.finish({
        ticket_id: 5,
        lead_id: 1,
        lead_produto_id: 2,
        produto_id: 3,
        tipo: 'perdeu',
        follow_up: 'Sem interesse.',
        status_atendimento_id: 9,
      }),
    {
      method: 'POST',
      path: 'atendimentos',
      body: {
        ticket_id: 5,
        lead_id: 1,
        lead_produto_id: 2,
        produto_id: 3,
        tipo: 'perdeu',
        follow_up: 'Sem interesse.',
        status_atendimento_id: 9,
      },
    },
  ],
  [
    'tickets.transfer',
    (c) => c.tickets.transfer({ ticket_id: 5, user_id: 2 }),
    { method: 'POST', path: 'ticketsTransferir', body: { ticket_id: 5, user_id: 2 } },
  ],
  ['tickets.reopen', (c) => c.tickets.reopen(5), { method: 'POST', path: 'ticketsReabrir', body: { ticket_id: 5 } }],
  [
    'tickets.sendWhatsapp',
    (c) => c.tickets.sendWhatsapp({ id: 5, mensagem: 'Olá [NOME_LEAD]' }),
    { method: 'POST', path: 'ticket-send-whatsapp', body: { id: 5, mensagem: 'Olá [NOME_LEAD]' } },
  ],
  [
    'tickets.sendEmail',
    (c) => c.tickets.sendEmail({ id: 5, assunto: 'Oi', mensagem: '<p>Oi</p>' }),
    { method: 'POST', path: 'ticket-send-email', body: { id: 5, assunto: 'Oi', mensagem: '<p>Oi</p>' } },
  ],
  [
    'tickets.calls.register',
    (c) => c.tickets.calls.register({ ticket_id: 5, lead_id: 1, chamada_id: 'abc' }),
    { method: 'POST', path: 'chamadas', body: { ticket_id: 5, lead_id: 1, chamada_id: 'abc' } },
  ],
  ['tickets.calls.get (encoded)', (c) => c.tickets.calls.get('a/b'), { method: 'GET', path: 'chamadas/a%2Fb' }],
  ['tickets.calls.hangUp', (c) => c.tickets.calls.hangUp('77'), { method: 'POST', path: 'desligarchamada/77' }],
  [
    'tickets.agenda.list meus',
    (c) => c.tickets.agenda.list('meus', { dt_inicio: '2025-03-01' }),
    { method: 'GET', path: 'agendamentos', query: { dt_inicio: '2025-03-01' } },
  ],
  ['tickets.agenda.list natendimento', (c) => c.tickets.agenda.list('natendimento'), { method: 'GET', path: 'agendamentos_natendimento' }],
  ['tickets.agenda.list todos', (c) => c.tickets.agenda.list('todos'), { method: 'GET', path: 'agendamentos_todos' }],
  [
    'tickets.agenda.reschedule',
    (c) => c.tickets.agenda.reschedule(8, '2025-03-20 14:00'),
    { method: 'POST', path: 'agendamentos/8', body: { id: 8, data_agendamento: '2025-03-20 14:00', _method: 'PUT' } },
  ],
  // Settings
  [
    'settings.conquistas.list',
    (c) => c.settings.conquistas.list({ global: 1, search: 'vendas' }),
    { method: 'GET', path: 'conquistas', query: { global: '1', search: 'vendas' } },
  ],
  // Dashboard, menus, notifications, generic
  [
    'dashboard.get',
    (c) => c.dashboard.get('meus_tickets', { type: 'inseridos', dt_inicio: '2025-03-07', dt_fim: '2025-03-14' }),
    { method: 'GET', path: 'dashboard/meus_tickets', query: { type: 'inseridos', dt_inicio: '2025-03-07', dt_fim: '2025-03-14' } },
  ],
  ['menus.list', (c) => c.menus.list(), { method: 'GET', path: 'menus' }],
  ['notifications.list', (c) => c.notifications.list({ page: 2 }), { method: 'GET', path: 'notifications/todas', query: { page: '2' } }],
  ['notifications.markAllRead', (c) => c.notifications.markAllRead(), { method: 'POST', path: 'notifications/setlidas' }],
  ['notifications.unread', (c) => c.notifications.unread(), { method: 'GET', path: 'notifications/nlidas' }],
  ['notifications.preferences', (c) => c.notifications.preferences(), { method: 'GET', path: 'notifications/1' }],
  [
    'notifications.savePreferences',
    (c) => c.notifications.savePreferences({ ticket_atrasados: ['database', 'mail'] }),
    { method: 'POST', path: 'confignotifications/1', body: { ticket_atrasados: ['database', 'mail'], _method: 'PUT' } },
  ],
  [
    'identity.updateProfile',
    (c) =>
      c.identity.updateProfile(7, {
        name: 'Ana Souza',
        current_password: 'antiga123',
        password: 'nova12345',
        password_confirmation: 'nova12345',
      }),
    {
      method: 'POST',
      path: 'users/7',
      body: { name: 'Ana Souza', current_password: 'antiga123', password: 'nova12345', password_confirmation: 'nova12345', _method: 'PUT' },
    },
  ],
  ['generic.list', (c) => c.generic.list('origems', { status: 1 }), { method: 'GET', path: 'origems', query: { status: '1' } }],
  ['generic.create', (c) => c.generic.create('origems', { nome: 'Feira' }), { method: 'POST', path: 'origems', body: { nome: 'Feira' } }],
  [
    'generic.update (a real PUT)',
    (c) => c.generic.update('origems', 3, { nome: 'Feira' }),
    { method: 'PUT', path: 'origems/3', body: { nome: 'Feira' } },
  ],
  ['generic.remove', (c) => c.generic.remove('origems', 3), { method: 'POST', path: 'origems/3', body: { id: 3, _method: 'DELETE' } }],
];

describe('every resource function puts the spec’s call on the wire', () => {
  it.each(cases)('%s', async (_name, invoke, wire) => {
    const { client, fake } = setup();
    await invoke(client);
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0];
    if (!call) throw new Error('no call');
    expect(call.method).toBe(wire.method);
    expect(call.url.pathname).toBe(`/api/aurora/${wire.path}`);
    expect(call.headers.get('authorization')).toBe('Bearer token');
    if (wire.query) expect(queryOf(call)).toEqual(wire.query);
    if ('body' in wire) expect(call.body).toEqual(wire.body);
    else if (call.method !== 'GET') expect(call.body === undefined || typeof call.body === 'object').toBe(true);
  });
});

describe('answers', () => {
  it('resources unwrap {data}', async () => {
    const { client } = setup();
    await expect(client.tickets.attend(5)).resolves.toEqual({ echo: '/api/aurora/atender-ticket' });
  });

  it('deletes resolve with nothing', async () => {
    const { client } = setup();
    await expect(client.tickets.remove(1)).resolves.toBeUndefined();
  });

  it('the generic calls refuse routes that could climb into another one', () => {
    const { client, fake } = setup();
    expect(() => client.generic.list('../master/user')).toThrow(TypeError);
    expect(() => client.generic.remove('origems?x=1', 1)).toThrow(TypeError);
    expect(fake.calls).toHaveLength(0);
  });

  it('a cancelled resource call rejects with its AbortError', async () => {
    const { client } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(client.tickets.list({}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the list of resources', () => {
  it('gives every endpoint of the permission table to exactly one resource', () => {
    const keys = Object.values(RESOURCES).flatMap((resource) => Object.keys(resource.endpoints));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(Object.keys(ENDPOINT_PERMISSIONS).sort()).toEqual(keys.sort());
  });

  it('loads the response schemas on demand, groups by dotted name, the dashboard’s by the called route', async () => {
    const { byFunction, bodySchemaFor } = await loadResponseSchemas();
    const dashboard = (route: string) => new URL(`http://api.test/api/aurora/dashboard/${route}`);
    expect(Object.keys(byFunction)).toEqual(expect.arrayContaining(['session.login', 'tickets.calls.hangUp', 'settings.contas.remove']));
    expect(bodySchemaFor('dashboard.get', dashboard('tickets_atrasados')).safeParse({ data: { total: 3 } }).success).toBe(true);
    expect(bodySchemaFor('dashboard.get', dashboard('inseridos')).safeParse({ data: { total: 3 } }).success).toBe(false);
    expect(() => bodySchemaFor('dashboard.get', dashboard('nope'))).toThrow('no dashboard route nope');
    expect(bodySchemaFor('settings.contas.remove', new URL('http://api.test/api/aurora/contas/1')).safeParse(null).success).toBe(true);
  });
});
