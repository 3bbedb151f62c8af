import type { CompanyMember, DataEnvelope, ErrorBody, ListResponse, RoleListItem } from '@retoma/api-client';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { ADMIN, AGENT, EDITOR, getHarness, type Harness } from '../test/harness';

let h: Harness;
let admin: string;
let roleIds: Record<string, number>;
beforeAll(async () => {
  h = await getHarness();
  admin = await h.tokenFor(ADMIN);
  const roles = await h.call<DataEnvelope<RoleListItem[]>>('GET', '/api/aurora/roles', { token: admin });
  roleIds = Object.fromEntries(roles.body.data.map((r) => [r.nome, r.id]));
});

const unique = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemplo.com.br`;

describe('quick menu (PUT /users/{id})', () => {
  it('updates the caller’s own menu_rapido, from a list or from JSON text (as the predecessor sent it)', async () => {
    const token = await h.tokenFor(AGENT);
    const id = await h.userId(AGENT);
    const list = await h.call<DataEnvelope<{ menu_rapido: string[] }>>('POST', `/api/aurora/users/${id}`, {
      token,
      json: { _method: 'PUT', menu_rapido: ['agenda', 'perfil', 'agenda'] },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.menu_rapido).toEqual(['agenda', 'perfil']);
    const text = await h.call<DataEnvelope<{ menu_rapido: string[] }>>('POST', `/api/aurora/users/${id}`, {
      token,
      form: { _method: 'PUT', menu_rapido: JSON.stringify(['meus-links']) },
    });
    expect(text.body.data.menu_rapido).toEqual(['meus-links']);
    const me = await h.call<DataEnvelope<{ menu_rapido: string[] }>>('GET', '/api/aurora/user', { token });
    expect(me.body.data.menu_rapido).toEqual(['meus-links']);
  });

  it('refuses another user’s menu, even for an administrator', async () => {
    const res = await h.call<ErrorBody>('PUT', `/api/aurora/users/${await h.userId(AGENT)}`, { token: admin, json: { menu_rapido: [] } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('forbidden');
  });

  it('rejects a malformed menu with 422', async () => {
    const id = await h.userId(AGENT);
    const res = await h.call<ErrorBody>('PUT', `/api/aurora/users/${id}`, {
      token: await h.tokenFor(AGENT),
      json: { menu_rapido: '[oops' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.menu_rapido).toBeDefined();
  });
});

describe('GET /users and /users_companies', () => {
  it('lists the company’s people with role and status, paginated in the Laravel shape', async () => {
    // Other tests add people to aurora (on a shared PostgreSQL too): the widest page holds every demo member.
    const res = await h.call<ListResponse<CompanyMember>>('GET', '/api/aurora/users_companies?per_page=100', { token: admin });
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page).toMatchObject({ current_page: 1, per_page: 100, from: 1 });
    const emails = page.data.map((m) => m.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN, EDITOR, AGENT, 'diego@retoma.dev', 'fernanda.alves@retoma.dev']));
    expect(emails).not.toContain('helena@vitoria.dev');
    const fernanda = page.data.find((m) => m.email === 'fernanda.alves@retoma.dev');
    expect(fernanda).toMatchObject({ status: 'pending', role_name: 'Atendente' });
  });

  it('filters by status (1 = active) and by admin, searches and sorts', async () => {
    const active = await h.call<ListResponse<CompanyMember>>('GET', '/api/aurora/users?status=1', { token: admin });
    expect(active.body.data.data.every((m) => m.status === 'active')).toBe(true);
    const admins = await h.call<ListResponse<CompanyMember>>('GET', '/api/aurora/users?admin=1', { token: admin });
    expect(admins.body.data.data.map((m) => m.role_name)).toEqual(admins.body.data.data.map(() => 'Administrador'));
    const nonAdmins = await h.call<ListResponse<CompanyMember>>('GET', '/api/aurora/users?admin=0&status=active', { token: admin });
    expect(nonAdmins.body.data.data.some((m) => m.role_name === 'Administrador')).toBe(false);
    const search = await h.call<ListResponse<CompanyMember>>('GET', '/api/aurora/users?search=carla', { token: admin });
    expect(search.body.data.data.map((m) => m.email)).toEqual([AGENT]);
    // Compared with the ascending order, not with a JS sort: the database's collation decides.
    const asc = await h.call<ListResponse<CompanyMember>>('GET', '/api/aurora/users?sort=email&per_page=100', { token: admin });
    const desc = await h.call<ListResponse<CompanyMember>>('GET', '/api/aurora/users?sort=-email&per_page=100', { token: admin });
    expect(desc.body.data.data.map((m) => m.email)).toEqual(asc.body.data.data.map((m) => m.email).reverse());
  });

  it('rejects a page size outside 10/25/50/100 and an unknown sort column with 422', async () => {
    const size = await h.call<ErrorBody>('GET', '/api/aurora/users?per_page=30', { token: admin });
    expect(size.status).toBe(422);
    expect(size.body.errors?.per_page).toEqual(['Itens por página: use 10, 25, 50 ou 100.']);
    const sort = await h.call<ErrorBody>('GET', '/api/aurora/users?sort=password_hash', { token: admin });
    expect(sort.status).toBe(422);
    expect(sort.body.errors?.sort).toBeDefined();
  });

  it('shows one member, and 404 for someone of another company', async () => {
    const one = await h.call<DataEnvelope<CompanyMember>>('GET', `/api/aurora/users/${await h.userId(EDITOR)}`, { token: admin });
    expect(one.body.data).toMatchObject({ email: EDITOR, role_name: 'editor', status: 'active' });
    expect(JSON.stringify(one.body)).not.toMatch(/password/i);
    const other = await h.call<ErrorBody>('GET', `/api/aurora/users_companies/${await h.userId('helena@vitoria.dev')}`, { token: admin });
    expect(other.status).toBe(404);
  });
});

describe('invitations', () => {
  it('invites a new person: pending membership, an account without password, a "choose your password" e-mail', async () => {
    const email = unique('convite');
    const res = await h.call<DataEnvelope<CompanyMember>>('POST', '/api/aurora/users_companies', {
      token: admin,
      json: { email, role_id: roleIds.Atendente, name: 'Gabriela Rocha' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, name: 'Gabriela Rocha', status: 'pending', role_name: 'Atendente' });
    const [mail] = await h.db.select().from(outbox).where(eq(outbox.toEmail, email));
    expect(mail).toMatchObject({ kind: 'invite', subject: 'Convite para Loja Aurora — Retoma' });
    expect(mail!.body).toContain('Ana Souza convidou você');
    const token = mail!.body.match(/recuperar-a-senha\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();

    // The link sets the password; the administrator then activates the membership.
    const app = h.freshApp();
    const reset = await h.call(
      'POST',
      '/api/master/reset',
      { json: { token, email, password: 'minha-senha-1', password_confirmation: 'minha-senha-1' } },
      app,
    );
    expect(reset.status).toBe(200);
    const login = await h.call<{ access_token: string }>(
      'POST',
      '/api/master/login',
      { json: { username: email, password: 'minha-senha-1' } },
      app,
    );
    expect(login.status).toBe(200);
    expect((await h.call<ErrorBody>('GET', '/api/aurora/user', { token: login.body.access_token })).status).toBe(403);
    const activated = await h.call<DataEnvelope<CompanyMember>>('PUT', `/api/aurora/users_companies/${res.body.data.id}`, {
      token: admin,
      json: { status: 'active' },
    });
    expect(activated.body.data.status).toBe('active');
    expect((await h.call('GET', '/api/aurora/user', { token: login.body.access_token })).status).toBe(200);
  });

  it('invites an existing account without a password link, and refuses a second invitation', async () => {
    const res = await h.call<DataEnvelope<CompanyMember>>('POST', '/api/aurora/users_companies', {
      token: admin,
      json: { email: 'Helena@Vitoria.dev', role_id: roleIds.editor },
    });
    expect(res.status).toBe(201);
    const [mail] = await h.db.select().from(outbox).where(eq(outbox.toEmail, 'helena@vitoria.dev')).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.body).not.toContain('recuperar-a-senha');
    expect(mail!.body).toContain('/login');
    const again = await h.call<ErrorBody>('POST', '/api/aurora/users_companies', {
      token: admin,
      json: { email: 'helena@vitoria.dev', role_id: roleIds.editor },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors?.email).toEqual(['Este e-mail já faz parte da empresa.']);
    expect((await h.call('DELETE', `/api/aurora/users_companies/${res.body.data.id}`, { token: admin })).status).toBe(204);
  });

  it('resends a pending invitation only', async () => {
    const fernanda = await h.userId('fernanda.alves@retoma.dev');
    const res = await h.call<{ message: string }>('POST', `/api/aurora/users_companies/send_invite/${fernanda}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Convite enviado com sucesso.');
    const active = await h.call<ErrorBody>('POST', `/api/aurora/users_companies/send_invite/${await h.userId(EDITOR)}`, { token: admin });
    expect(active.status).toBe(422);
  });

  it('validates the invitation (e-mail, role of this company)', async () => {
    const res = await h.call<ErrorBody>('POST', '/api/aurora/users_companies', { token: admin, json: { email: 'x', role_id: 'abc' } });
    expect(res.status).toBe(422);
    expect(res.body.errors?.email).toEqual(['Por favor, insira o e-mail.']);
    expect(res.body.errors?.role_id).toEqual(['Selecione a permissão do usuário.']);
    const foreignRole = await h.call<ErrorBody>('POST', '/api/aurora/users_companies', {
      token: admin,
      json: { email: unique('x'), role_id: 999_999 },
    });
    expect(foreignRole.body.errors?.role_id).toEqual(['Função inválida.']);
  });

  it('changes a role, deactivates and removes; never the caller’s own access', async () => {
    const email = unique('ciclo');
    const created = await h.call<DataEnvelope<CompanyMember>>('POST', '/api/aurora/users_companies', {
      token: admin,
      json: { email, role_id: roleIds.Atendente },
    });
    const id = created.body.data.id;
    const role = await h.call<DataEnvelope<CompanyMember>>('POST', `/api/aurora/users_companies/${id}`, {
      token: admin,
      json: { _method: 'PUT', role_id: roleIds.editor },
    });
    expect(role.body.data.role_name).toBe('editor');
    const off = await h.call<DataEnvelope<CompanyMember>>('PUT', `/api/aurora/users_companies/${id}`, {
      token: admin,
      json: { status: 'inactive' },
    });
    expect(off.body.data.status).toBe('inactive');
    const back = await h.call<ErrorBody>('PUT', `/api/aurora/users_companies/${id}`, { token: admin, json: { status: 'pending' } });
    expect(back.status).toBe(422);
    expect((await h.call('DELETE', `/api/aurora/users_companies/${id}`, { token: admin })).status).toBe(204);
    expect((await h.call('GET', `/api/aurora/users_companies/${id}`, { token: admin })).status).toBe(404);
    const self = await h.call<ErrorBody>('PUT', `/api/aurora/users_companies/${await h.userId(ADMIN)}`, {
      token: admin,
      json: { status: 'inactive' },
    });
    expect(self.status).toBe(403);
  });

  it('only an administrator grants or touches the Administrador role', async () => {
    // A company role that may manage users, held by a non-admin.
    const role = await h.call<DataEnvelope<{ id: number }>>('POST', '/api/aurora/roles', {
      token: admin,
      json: {
        nome: `Gestor de equipe ${Date.now()}`,
        permissions: ['configuracao_usuario', 'configuracao_usuario_incluir', 'configuracao_usuario_editar'],
      },
    });
    const email = unique('gestor');
    const invited = await h.call<DataEnvelope<CompanyMember>>('POST', '/api/aurora/users_companies', {
      token: admin,
      json: { email, role_id: role.body.data.id },
    });
    await h.call('PUT', `/api/aurora/users_companies/${invited.body.data.id}`, { token: admin, json: { status: 'active' } });
    const manager = await h.tokenFor(email);
    const grant = await h.call<ErrorBody>('POST', '/api/aurora/users_companies', {
      token: manager,
      json: { email: unique('x'), role_id: roleIds.Administrador },
    });
    expect(grant.status).toBe(403);
    const demote = await h.call<ErrorBody>('PUT', `/api/aurora/users_companies/${await h.userId(ADMIN)}`, {
      token: manager,
      json: { role_id: roleIds.Atendente },
    });
    expect(demote.status).toBe(403);
    const ok = await h.call('POST', '/api/aurora/users_companies', {
      token: manager,
      json: { email: unique('ok'), role_id: roleIds.Atendente },
    });
    expect(ok.status).toBe(201);
  });

  it('counts pending and active people against the plan’s user limit', async () => {
    // casabela's plan allows 5; it has 4 active members.
    const eduardo = await h.tokenFor('eduardo@casabela.dev');
    const roles = await h.call<DataEnvelope<RoleListItem[]>>('GET', '/api/casabela/roles', { token: eduardo });
    const atendente = roles.body.data.find((r) => r.nome === 'Atendente')!.id;
    const fifth = await h.call<DataEnvelope<CompanyMember>>('POST', '/api/casabela/users_companies', {
      token: eduardo,
      json: { email: unique('quinto'), role_id: atendente },
    });
    expect(fifth.status).toBe(201);
    const sixth = await h.call<ErrorBody>('POST', '/api/casabela/users_companies', {
      token: eduardo,
      json: { email: unique('sexto'), role_id: atendente },
    });
    expect(sixth.status).toBe(422);
    expect(sixth.body.errors?.email?.[0]).toContain('até 5 usuários');
    await h.call('DELETE', `/api/casabela/users_companies/${fifth.body.data.id}`, { token: eduardo });
  });
});
