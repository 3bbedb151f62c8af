import type {
  AuditEntry,
  CurrentUser,
  DataEnvelope,
  ErrorBody,
  ListResponse,
  PermissionRecord,
  RoleDetail,
  RoleListItem,
} from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, EDITOR, getHarness, type Harness } from '../test/harness';
import { addMember, ticketTestCompany } from '../test/tickets';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await getHarness();
  admin = await h.tokenFor(ADMIN);
});

const roleName = (prefix: string) => `${prefix} ${Date.now()}${Math.random().toString(36).slice(2, 5)}`;
const listRoles = async (token = admin, company = 'aurora') =>
  (await h.call<DataEnvelope<RoleListItem[]>>('GET', `/api/${company}/roles`, { token })).body.data;

describe('GET /user, /permissions, /roles', () => {
  it('returns the user with the role and permissions held in this company', async () => {
    const res = await h.call<DataEnvelope<CurrentUser>>('GET', '/api/aurora/user', { token: await h.tokenFor(AGENT) });
    expect(res.body.data).toMatchObject({ email: AGENT, role_name: 'Atendente', ramal: '203' });
    expect(res.body.data.permissions).toEqual(expect.arrayContaining(['ticket_atender', 'public']));
    expect(res.body.data.permissions).not.toContain('configuracao_produto');
    // The reports are the managers' (the editor's role and the Administrador), not every member's.
    expect(res.body.data.permissions).not.toContain('relatorios');
    const inCasabela = await h.call<DataEnvelope<CurrentUser>>('GET', '/api/casabela/user', { token: admin });
    expect(inCasabela.body.data.role_name).toBe('Atendente');
  });

  it('lists permissions with the roles that hold them, and the roles with their use', async () => {
    const perms = await h.call<DataEnvelope<PermissionRecord[]>>('GET', '/api/aurora/permissions', { token: await h.tokenFor(EDITOR) });
    const atender = perms.body.data.find((p) => p.name === 'ticket_atender');
    expect(atender?.permission_role.map((r) => r.role.nome)).toEqual(['Atendente']);
    const roles = await listRoles();
    const admin_ = roles.find((r) => r.nome === 'Administrador');
    expect(admin_).toMatchObject({ editable: false, company_id: null });
    expect(admin_!.users_count).toBeGreaterThanOrEqual(1);
  });
});

describe('roles CRUD ("funções")', () => {
  it('creates a company role with permissions and products, which then governs its members', async () => {
    const produtos = await h.call<DataEnvelope<Array<{ id: number; label: string }>>>('GET', '/api/aurora/selects/produtos', {
      token: admin,
    });
    const confeitaria = produtos.body.data.find((p) => p.label === 'Curso de Confeitaria Profissional')!;
    const nome = roleName('Supervisão');
    const created = await h.call<DataEnvelope<RoleDetail>>('POST', '/api/aurora/roles', {
      token: admin,
      json: {
        nome,
        full_products: 0,
        produtos: [confeitaria.id],
        permissions: ['configuracao', 'configuracao_origem', 'configuracao_origem_incluir'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      nome,
      editable: true,
      full_products: false,
      produtos: [{ id: confeitaria.id, nome: confeitaria.label }],
    });
    expect(created.body.data.permissions).toEqual(['configuracao', 'configuracao_origem', 'configuracao_origem_incluir']);

    // Give the role to an agent: from now on the agent may add origins and sees only the allowed product.
    const member = await h.userId('diego@retoma.dev');
    await h.call('PUT', `/api/aurora/users_companies/${member}`, {
      token: admin,
      json: { role_id: created.body.data.id, status: 'active' },
    });
    const diego = await h.tokenFor('diego@retoma.dev');
    expect((await h.call('POST', '/api/aurora/origems', { token: diego, json: { nome: 'Origem do supervisor' } })).status).toBe(201);
    expect((await h.call('DELETE', '/api/aurora/origems/999999', { token: diego })).status).toBe(403);
    const visible = await h.call<DataEnvelope<Array<{ id: number }>>>('GET', '/api/aurora/selects/produtos', { token: diego });
    expect(visible.body.data.map((p) => p.id)).toEqual([confeitaria.id]);

    // Editing the role changes what its members may do, immediately.
    const edited = await h.call<DataEnvelope<RoleDetail>>('POST', `/api/aurora/roles/${created.body.data.id}`, {
      token: admin,
      json: { _method: 'PUT', nome, full_products: true, permissions: ['configuracao'] },
    });
    expect(edited.body.data.permissions).toEqual(['configuracao']);
    expect((await h.call('POST', '/api/aurora/origems', { token: diego, json: { nome: 'Outra' } })).status).toBe(403);

    // A role in use cannot go; once free, it can.
    const inUse = await h.call<ErrorBody>('POST', `/api/aurora/roles/${created.body.data.id}`, {
      token: admin,
      json: { _method: 'DELETE' },
    });
    expect(inUse.status).toBe(409);
    const agentRole = (await listRoles()).find((r) => r.nome === 'Atendente')!.id;
    await h.call('PUT', `/api/aurora/users_companies/${member}`, { token: admin, json: { role_id: agentRole, status: 'inactive' } });
    expect((await h.call('DELETE', `/api/aurora/roles/${created.body.data.id}`, { token: admin })).status).toBe(204);
  });

  it('never lets Administrador or public change; a shared role changed in one company becomes that company’s own', async () => {
    const roles = await listRoles();
    for (const nome of ['Administrador', 'public']) {
      const id = roles.find((r) => r.nome === nome)!.id;
      const put = await h.call<ErrorBody>('PUT', `/api/aurora/roles/${id}`, { token: admin, json: { nome, permissions: [] } });
      expect(put.status).toBe(403);
      expect(put.body.message).toBe(`A função ${nome} é do sistema e não pode ser alterada nem removida.`);
      expect((await h.call('DELETE', `/api/aurora/roles/${id}`, { token: admin })).status).toBe(403);
    }
    expect(roles.find((r) => r.nome === 'Administrador')).toMatchObject({ editable: false });
    expect(roles.find((r) => r.nome === 'Atendente')).toMatchObject({ editable: true, company_id: null });

    // In a company of the test's own: its Atendente loses the agenda; aurora's Atendente keeps it.
    const { co, manager } = await ticketTestCompany(h);
    const agent = await addMember(h, 'Atendente', 'agenda', co);
    const shared = (await listRoles(manager.token, co)).find((r) => r.nome === 'Atendente')!;
    expect((await h.call('GET', `/api/${co}/agendamentos`, { token: agent.token })).status).toBe(200);
    const detail = await h.call<DataEnvelope<RoleDetail>>('GET', `/api/${co}/roles/${shared.id}`, { token: manager.token });
    const without = detail.body.data.permissions.filter((name) => name !== 'ticket_agenda');
    const copy = await h.call<DataEnvelope<RoleDetail>>('PUT', `/api/${co}/roles/${shared.id}`, {
      token: manager.token,
      json: { nome: 'Atendente', permissions: without },
    });
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({ nome: 'Atendente', editable: true, users_count: 1 });
    expect(copy.body.data.id).not.toBe(shared.id);
    expect(copy.body.data.company_id).toBe(await h.companyId(co));
    expect((await h.call('GET', `/api/${co}/agendamentos`, { token: agent.token })).status).toBe(403);
    const me = await h.call<DataEnvelope<CurrentUser>>('GET', `/api/${co}/user`, { token: agent.token });
    expect(me.body.data.permissions).not.toContain('ticket_agenda');
    const inCo = await listRoles(manager.token, co);
    expect(inCo.filter((r) => r.nome === 'Atendente').map((r) => r.id)).toEqual([copy.body.data.id]);
    const auroraAgent = await h.call<DataEnvelope<CurrentUser>>('GET', '/api/aurora/user', { token: await h.tokenFor(AGENT) });
    expect(auroraAgent.body.data.permissions).toContain('ticket_agenda');
    // A shared role cannot be removed; the company's own copy can, once nobody holds it.
    expect(
      (
        await h.call('DELETE', `/api/${co}/roles/${(await listRoles(manager.token, co)).find((r) => r.nome === 'editor')!.id}`, {
          token: manager.token,
        })
      ).status,
    ).toBe(403);
  });

  it('refuses to delete a role in use, naming who holds it', async () => {
    const { co, manager } = await ticketTestCompany(h);
    const role = await h.call<DataEnvelope<RoleDetail>>('POST', `/api/${co}/roles`, {
      token: manager.token,
      json: { nome: 'Supervisão', permissions: ['ticket'] },
    });
    const first = await addMember(h, 'Atendente', 'bruna', co);
    const second = await addMember(h, 'Atendente', 'caio', co);
    for (const person of [first, second]) {
      await h.call('PUT', `/api/${co}/users_companies/${person.id}`, { token: manager.token, json: { role_id: role.body.data.id } });
    }
    const refused = await h.call<ErrorBody>('DELETE', `/api/${co}/roles/${role.body.data.id}`, { token: manager.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `A função Supervisão está em uso por ${[first.name, second.name].sort().join(', ')}. Troque a função dessas pessoas antes de removê-la.`,
    );
  });

  it('records each change to a role in the audit trail, with the permissions before and after', async () => {
    const { co, manager } = await ticketTestCompany(h);
    const role = await h.call<DataEnvelope<RoleDetail>>('POST', `/api/${co}/roles`, {
      token: manager.token,
      json: { nome: 'Financeiro', permissions: ['comissao'] },
    });
    await h.call('PUT', `/api/${co}/roles/${role.body.data.id}`, {
      token: manager.token,
      json: { nome: 'Financeiro', permissions: ['comissao', 'comissao_pagamento'] },
    });
    await h.call('DELETE', `/api/${co}/roles/${role.body.data.id}`, { token: manager.token });
    const trail = await h.call<ListResponse<AuditEntry>>('GET', `/api/${co}/auditoria?area=roles`, { token: manager.token });
    const [removed, changed, created] = trail.body.data.data;
    expect([removed!.action, changed!.action, created!.action]).toEqual(['delete', 'update', 'create']);
    expect(changed!.changes).toEqual([{ field: 'permissions', before: ['comissao'], after: ['comissao', 'comissao_pagamento'] }]);
    expect(changed!.actor?.id).toBe(manager.id);
    expect(created!.label).toBe('Financeiro');
  });

  it('refuses a name that poses as an existing role, in any case', async () => {
    for (const nome of ['administrador', 'EDITOR']) {
      const res = await h.call<ErrorBody>('POST', '/api/aurora/roles', { token: admin, json: { nome } });
      expect(res.status).toBe(422);
      expect(res.body.errors?.nome).toEqual(['Já existe uma função com este nome.']);
    }
  });

  it('validates permissions and products', async () => {
    const res = await h.call<ErrorBody>('POST', '/api/aurora/roles', {
      token: admin,
      json: { nome: roleName('X'), permissions: ['voar'] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.['permissions.0']).toEqual(['Permissão desconhecida.']);
    const vitoriaProduct = await h.call<ErrorBody>('POST', '/api/aurora/roles', {
      token: admin,
      json: { nome: roleName('Y'), produtos: [999_999] },
    });
    expect(vitoriaProduct.body.errors?.produtos).toEqual(['Produto inválido.']);
  });

  it('only an Administrador creates, changes or deletes roles, even with the roles permissions', async () => {
    const delegate = await h.call<DataEnvelope<RoleDetail>>('POST', '/api/aurora/roles', {
      token: admin,
      json: { nome: roleName('RH'), permissions: ['configuracao_funcao', 'configuracao_funcao_incluir', 'configuracao_funcao_editar'] },
    });
    const email = `rh.${Date.now()}@exemplo.com.br`;
    const invited = await h.call<DataEnvelope<{ id: number }>>('POST', '/api/aurora/users_companies', {
      token: admin,
      json: { email, role_id: delegate.body.data.id },
    });
    await h.call('PUT', `/api/aurora/users_companies/${invited.body.data.id}`, { token: admin, json: { status: 'active' } });
    const rh = await h.tokenFor(email);
    const create = await h.call<ErrorBody>('POST', '/api/aurora/roles', {
      token: rh,
      json: { nome: roleName('Z'), permissions: ['ticket'] },
    });
    expect(create.status).toBe(403);
    expect(create.body.message).toBe('Somente um administrador pode criar, alterar ou remover funções.');
    const own = delegate.body.data;
    expect((await h.call('PUT', `/api/aurora/roles/${own.id}`, { token: rh, json: { nome: own.nome, permissions: [] } })).status).toBe(403);
    expect((await h.call('DELETE', `/api/aurora/roles/${own.id}`, { token: rh })).status).toBe(403);
    // Reading stays open to them.
    expect((await h.call('GET', `/api/aurora/roles/${own.id}`, { token: rh })).status).toBe(200);
    await h.call('DELETE', `/api/aurora/users_companies/${invited.body.data.id}`, { token: admin });
    await h.call('DELETE', `/api/aurora/roles/${own.id}`, { token: admin });
  });

  it('roles of another company are invisible', async () => {
    const helena = await h.tokenFor('helena@vitoria.dev');
    const theirs = await h.call<DataEnvelope<RoleDetail>>('POST', '/api/vitoria/roles', {
      token: helena,
      json: { nome: roleName('Só Vitória') },
    });
    expect(theirs.status).toBe(201);
    expect((await listRoles()).some((r) => r.id === theirs.body.data.id)).toBe(false);
    expect((await h.call('GET', `/api/aurora/roles/${theirs.body.data.id}`, { token: admin })).status).toBe(404);
    expect((await h.call('PUT', `/api/aurora/roles/${theirs.body.data.id}`, { token: admin, json: { nome: 'Invasão' } })).status).toBe(404);
    expect((await h.call('DELETE', `/api/aurora/roles/${theirs.body.data.id}`, { token: admin })).status).toBe(404);
  });
});
