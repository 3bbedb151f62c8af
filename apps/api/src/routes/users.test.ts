import type { AuditEntry, CompanyMember, CurrentUser, DataEnvelope, ErrorBody, ListResponse, RoleListItem } from '@retoma/api-client';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_PASSWORD } from '../auth/password';
import { agendamentos, memberships, outbox, users } from '../db/schema';
import { ADMIN, AGENT, EDITOR, getHarness, type Harness } from '../test/harness';
import { addMember, inDays, newTicket, ticketTestCompany } from '../test/tickets';

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
    // The role's name matches too, and the page's total counts the same people.
    const byRole = await h.call<ListResponse<CompanyMember>>('GET', '/api/aurora/users?search=atendent&per_page=100', { token: admin });
    expect(byRole.body.data.data.length).toBeGreaterThan(0);
    expect(byRole.body.data.data.every((m) => m.role_name === 'Atendente')).toBe(true);
    expect(byRole.body.data.data.map((m) => m.email)).toContain('fernanda.alves@retoma.dev');
    expect(byRole.body.data.total).toBe(byRole.body.data.data.length);
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
    // The inviter's app speaks pt (other tests call as the same administrator in other languages).
    const res = await h.call<DataEnvelope<CompanyMember>>('POST', '/api/aurora/users_companies', {
      token: admin,
      json: { email, role_id: roleIds.Atendente, name: 'Gabriela Rocha' },
      headers: { 'accept-language': 'pt' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, name: 'Gabriela Rocha', status: 'pending', role_name: 'Atendente' });
    const [mail] = await h.db.select().from(outbox).where(eq(outbox.toEmail, email));
    expect(mail).toMatchObject({ kind: 'invite', subject: 'Convite para Loja Aurora — Retoma' });
    expect(mail!.body).toContain('Ana Souza convidou você');
    const token = mail!.body.match(/recuperar-a-senha\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();

    // The link sets the password and accepts the invitation: the person logs in straight into the company.
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
    const me = await h.call<DataEnvelope<CurrentUser>>('GET', '/api/aurora/user', { token: login.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ role_name: 'Atendente' });
    expect(me.body.data.permissions).toContain('ticket_atender');
    const member = await h.call<DataEnvelope<CompanyMember>>('GET', `/api/aurora/users_companies/${res.body.data.id}`, { token: admin });
    expect(member.body.data.status).toBe('active');
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
    expect(self.status).toBe(409);
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
    // Bringing back someone inactive needs a seat too: the refusal is on the status.
    const [inactive] = await h.db
      .insert(users)
      .values({ name: 'Inativo Casa Bela', email: unique('inativo'), passwordHash: NO_PASSWORD })
      .returning({ id: users.id });
    await h.db
      .insert(memberships)
      .values({ companyId: await h.companyId('casabela'), userId: inactive!.id, roleId: atendente, status: 'inactive' });
    const back = await h.call<ErrorBody>('PUT', `/api/casabela/users_companies/${inactive!.id}`, {
      token: eduardo,
      json: { status: 'active' },
    });
    expect(back.status).toBe(422);
    expect(back.body.errors?.status?.[0]).toContain('até 5 usuários');
    await h.call('DELETE', `/api/casabela/users_companies/${inactive!.id}`, { token: eduardo });
    await h.call('DELETE', `/api/casabela/users_companies/${fifth.body.data.id}`, { token: eduardo });
  });
});

describe('nobody locks the company out', () => {
  it('keeps the last active Administrador: no demotion, deactivation or removal, with a message that says why', async () => {
    const { co, manager } = await ticketTestCompany(h);
    const roles = (await h.call<DataEnvelope<RoleListItem[]>>('GET', `/api/${co}/roles`, { token: manager.token })).body.data;
    const agentRole = roles.find((r) => r.nome === 'Atendente')!.id;
    for (const json of [{ status: 'inactive' }, { role_id: agentRole }]) {
      const res = await h.call<ErrorBody>('PUT', `/api/${co}/users_companies/${manager.id}`, { token: manager.token, json });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        `A empresa precisa de um administrador ativo, e ${manager.name} é o último. Torne outra pessoa administradora antes.`,
      );
    }
    const leave = await h.call<ErrorBody>('DELETE', `/api/${co}/users_companies/${manager.id}`, { token: manager.token });
    expect(leave.status).toBe(409);

    // With a second administrator the rule no longer applies, but one still cannot change one's own access.
    const second = await addMember(h, 'Administrador', 'segundo', co);
    const self = await h.call<ErrorBody>('PUT', `/api/${co}/users_companies/${manager.id}`, {
      token: manager.token,
      json: { status: 'inactive' },
    });
    expect(self.status).toBe(409);
    expect(self.body.message).toContain('Peça a outro administrador');
    const ownRamal = await h.call<DataEnvelope<CompanyMember>>('PUT', `/api/${co}/users_companies/${manager.id}`, {
      token: manager.token,
      json: { ramal: '210' },
    });
    expect(ownRamal.body.data.ramal).toBe('210');
    const demoted = await h.call<DataEnvelope<CompanyMember>>('PUT', `/api/${co}/users_companies/${manager.id}`, {
      token: second.token,
      json: { role_id: agentRole },
    });
    expect(demoted.status).toBe(200);
    expect(demoted.body.data.role_name).toBe('Atendente');
    const last = await h.call<ErrorBody>('PUT', `/api/${co}/users_companies/${second.id}`, {
      token: second.token,
      json: { status: 'inactive' },
    });
    expect(last.status).toBe(409);
  });

  it('validates the extension', async () => {
    const { co, manager } = await ticketTestCompany(h);
    const agent = await addMember(h, 'Atendente', 'ramal', co);
    const bad = await h.call<ErrorBody>('PUT', `/api/${co}/users_companies/${agent.id}`, { token: manager.token, json: { ramal: '12a' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.ramal).toEqual(['Ramal: use somente números (até 8).']);
    const ok = await h.call<DataEnvelope<CompanyMember>>('PUT', `/api/${co}/users_companies/${agent.id}`, {
      token: manager.token,
      json: { ramal: '305' },
    });
    expect(ok.body.data).toMatchObject({ ramal: '305', status: 'active', role_name: 'Atendente' });
  });
});

describe('deactivating someone', () => {
  it('releases the ticket they held, lists their returns and hands them to another person', async () => {
    const { co, manager, options } = await ticketTestCompany(h);
    const leaving = await addMember(h, 'Atendente', 'saindo', co);
    const staying = await addMember(h, 'Atendente', 'ficando', co);
    const held = await newTicket(h, manager.token, options, {}, co);
    expect((await h.call('POST', `/api/${co}/atender-ticket`, { token: leaving.token, json: { id: held.id } })).status).toBe(200);
    const scheduled = await newTicket(h, manager.token, options, {}, co);
    const [ret] = await h.db
      .insert(agendamentos)
      .values({
        companyId: await h.companyId(co),
        ticketId: scheduled.id,
        leadId: scheduled.lead_id,
        responsavelId: leaving.id,
        dataAgendamento: new Date(inDays(2)),
      })
      .returning({ id: agendamentos.id });

    const off = await h.call<DataEnvelope<CompanyMember>>('PUT', `/api/${co}/users_companies/${leaving.id}`, {
      token: manager.token,
      json: { status: 'inactive' },
    });
    expect(off.body.data.status).toBe('inactive');
    const ticket = await h.call<DataEnvelope<{ atendente: unknown }>>('GET', `/api/${co}/tickets/${held.id}`, { token: manager.token });
    expect(ticket.body.data.atendente).toBeNull();

    const returns = await h.call<DataEnvelope<Array<{ id: number; ticket_id: number; lead_nome: string }>>>(
      'GET',
      `/api/${co}/users_companies/${leaving.id}/retornos`,
      { token: manager.token },
    );
    expect(returns.body.data).toEqual([expect.objectContaining({ id: ret!.id, ticket_id: scheduled.id, lead_nome: 'Lead de Teste' })]);

    const toSelf = await h.call<ErrorBody>('POST', `/api/${co}/users_companies/${leaving.id}/transferir`, {
      token: manager.token,
      json: { user_id: leaving.id },
    });
    expect(toSelf.status).toBe(422);
    expect(toSelf.body.errors?.user_id).toEqual(['Selecione outra pessoa ativa da empresa.']);
    const moved = await h.call<DataEnvelope<{ agendamentos: number; tickets: number }>>(
      'POST',
      `/api/${co}/users_companies/${leaving.id}/transferir`,
      { token: manager.token, json: { user_id: staying.id } },
    );
    expect(moved.body.data.agendamentos).toBe(1);
    const after = await h.call<DataEnvelope<unknown[]>>('GET', `/api/${co}/users_companies/${leaving.id}/retornos`, {
      token: manager.token,
    });
    expect(after.body.data).toEqual([]);
    const theirs = await h.call<DataEnvelope<unknown[]>>('GET', `/api/${co}/users_companies/${staying.id}/retornos`, {
      token: manager.token,
    });
    expect(theirs.body.data).toHaveLength(1);
  });

  it('is refused to someone without the permission, and invisible across companies', async () => {
    const { co, manager } = await ticketTestCompany(h);
    const agent = await addMember(h, 'Atendente', 'sem-permissao', co);
    expect((await h.call('GET', `/api/${co}/users_companies/${manager.id}/retornos`, { token: agent.token })).status).toBe(403);
    expect(
      (await h.call('POST', `/api/${co}/users_companies/${manager.id}/transferir`, { token: agent.token, json: { user_id: agent.id } }))
        .status,
    ).toBe(403);
    expect((await h.call('GET', `/api/aurora/users_companies/${agent.id}/retornos`, { token: admin })).status).toBe(404);
  });
});

describe('an existing account invited to another company', () => {
  it('accepts the invitation by logging in, as its e-mail says', async () => {
    const { co, manager } = await ticketTestCompany(h);
    const roles = (await h.call<DataEnvelope<RoleListItem[]>>('GET', `/api/${co}/roles`, { token: manager.token })).body.data;
    const invited = await h.call<DataEnvelope<CompanyMember>>('POST', `/api/${co}/users_companies`, {
      token: manager.token,
      json: { email: EDITOR, role_id: roles.find((r) => r.nome === 'editor')!.id },
    });
    expect(invited.body.data.status).toBe('pending');
    const login = await h.call<{ access_token: string }>('POST', '/api/master/login', {
      json: { username: EDITOR, password: 'retoma123' },
    });
    expect((await h.call('GET', `/api/${co}/user`, { token: login.body.access_token })).status).toBe(200);
  });
});

describe('the audit trail of members', () => {
  it('records the invitation, the change and the removal with who did it and what changed', async () => {
    const { co, manager } = await ticketTestCompany(h);
    const roles = (await h.call<DataEnvelope<RoleListItem[]>>('GET', `/api/${co}/roles`, { token: manager.token })).body.data;
    const email = unique('auditado');
    const invited = await h.call<DataEnvelope<CompanyMember>>('POST', `/api/${co}/users_companies`, {
      token: manager.token,
      json: { email, name: 'Pessoa Auditada', role_id: roles.find((r) => r.nome === 'Atendente')!.id },
    });
    await h.call('PUT', `/api/${co}/users_companies/${invited.body.data.id}`, {
      token: manager.token,
      json: { role_id: roles.find((r) => r.nome === 'editor')!.id },
    });
    await h.call('DELETE', `/api/${co}/users_companies/${invited.body.data.id}`, { token: manager.token });
    const trail = await h.call<ListResponse<AuditEntry>>('GET', `/api/${co}/auditoria?area=members`, { token: manager.token });
    const entries = trail.body.data.data;
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(entries.every((e) => e.actor?.id === manager.id && e.label === 'Pessoa Auditada')).toBe(true);
    expect(entries[1]!.changes).toEqual([{ field: 'role_name', before: 'Atendente', after: 'editor' }]);
  });
});
