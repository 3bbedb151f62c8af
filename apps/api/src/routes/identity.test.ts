import type { CurrentUser, DataEnvelope, ErrorBody, PermissionRecord, RoleDetail, RoleListItem } from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, EDITOR, getHarness, type Harness } from '../test/harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await getHarness();
  admin = await h.tokenFor(ADMIN);
});

const roleName = (prefix: string) => `${prefix} ${Date.now()}${Math.random().toString(36).slice(2, 5)}`;
const listRoles = async (token = admin) => (await h.call<DataEnvelope<RoleListItem[]>>('GET', '/api/aurora/roles', { token })).body.data;

describe('GET /user, /permissions, /roles', () => {
  it('returns the user with the role and permissions held in this company', async () => {
    const res = await h.call<DataEnvelope<CurrentUser>>('GET', '/api/aurora/user', { token: await h.tokenFor(AGENT) });
    expect(res.body.data).toMatchObject({ email: AGENT, role_name: 'Atendente', ramal: '203' });
    expect(res.body.data.permissions).toEqual(expect.arrayContaining(['ticket_atender', 'public', 'relatorios']));
    expect(res.body.data.permissions).not.toContain('configuracao_produto');
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

  it('never lets the shared roles be edited or deleted: Administrador cannot be stripped', async () => {
    const roles = await listRoles();
    for (const nome of ['Administrador', 'editor', 'Atendente']) {
      const id = roles.find((r) => r.nome === nome)!.id;
      const put = await h.call<ErrorBody>('PUT', `/api/aurora/roles/${id}`, { token: admin, json: { nome, permissions: [] } });
      expect(put.status).toBe(403);
      const del = await h.call<ErrorBody>('DELETE', `/api/aurora/roles/${id}`, { token: admin });
      expect(del.status).toBe(403);
    }
    const detail = await h.call<DataEnvelope<RoleDetail>>('GET', `/api/aurora/roles/${roles.find((r) => r.nome === 'Atendente')!.id}`, {
      token: admin,
    });
    expect(detail.body.data.permissions).toContain('ticket_atender');
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

  it('a non-administrator can only grant permissions they hold', async () => {
    const delegate = await h.call<DataEnvelope<RoleDetail>>('POST', '/api/aurora/roles', {
      token: admin,
      json: { nome: roleName('RH'), permissions: ['configuracao_funcao', 'configuracao_funcao_incluir', 'configuracao_usuario'] },
    });
    const email = `rh.${Date.now()}@exemplo.com.br`;
    const invited = await h.call<DataEnvelope<{ id: number }>>('POST', '/api/aurora/users_companies', {
      token: admin,
      json: { email, role_id: delegate.body.data.id },
    });
    await h.call('PUT', `/api/aurora/users_companies/${invited.body.data.id}`, { token: admin, json: { status: 'active' } });
    const rh = await h.tokenFor(email);
    const escalate = await h.call<ErrorBody>('POST', '/api/aurora/roles', {
      token: rh,
      json: { nome: roleName('Z'), permissions: ['configuracao_conta'] },
    });
    expect(escalate.status).toBe(403);
    const allProducts = await h.call<ErrorBody>('POST', '/api/aurora/roles', {
      token: rh,
      json: { nome: roleName('W'), full_products: true },
    });
    expect(allProducts.status).toBe(403);
    const fine = await h.call('POST', '/api/aurora/roles', {
      token: rh,
      json: { nome: roleName('V'), permissions: ['configuracao_usuario'] },
    });
    expect(fine.status).toBe(201);
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
