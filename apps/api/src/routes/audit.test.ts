import { auditEntrySchema } from '@retoma/api-client/schemas';
import type { AuditEntry, Conta, DataEnvelope, ErrorBody, ListResponse, Produto } from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { changesBetween } from '../services/audit';
import { ADMIN, AGENT, EDITOR, getHarness, type Harness } from '../test/harness';

let h: Harness;
let admin: string;
let contaId: number;
beforeAll(async () => {
  h = await getHarness();
  admin = await h.tokenFor(ADMIN);
  contaId = (await h.call<ListResponse<Conta>>('GET', '/api/aurora/contas', { token: admin })).body.data.data[0]!.id;
});

const trailOf = async (entityId: number, area = 'products') => {
  const res = await h.call<ListResponse<AuditEntry>>('GET', `/api/aurora/auditoria?area=${area}&per_page=100`, { token: admin });
  expect(res.status).toBe(200);
  return res.body.data.data.filter((entry) => entry.entity_id === entityId);
};

describe('audit trail', () => {
  it('records who created, changed and deleted a product, with only the fields that changed, newest first', async () => {
    const nome = `Auditado ${Date.now()}`;
    const created = await h.call<DataEnvelope<Produto>>('POST', '/api/aurora/produtos', {
      token: admin,
      json: { nome, conta_id: contaId, preco: '100,00', cod_produto: `A${Date.now()}`, cor: '#21bc9c' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const edit = { nome, conta_id: contaId, preco: '120,50', cod_produto: created.body.data.cod_produto, cor: '#21bc9c' };
    expect((await h.call('PUT', `/api/aurora/produtos/${id}`, { token: admin, json: edit })).status).toBe(200);
    expect((await h.call('PUT', `/api/aurora/produtos/${id}`, { token: admin, json: edit })).status).toBe(200); // nothing changed
    expect((await h.call('DELETE', `/api/aurora/produtos/${id}`, { token: admin })).status).toBe(204);

    const trail = await trailOf(id);
    expect(trail.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    for (const entry of trail) {
      expect(auditEntrySchema.parse(entry)).toBeTruthy();
      expect(entry).toMatchObject({ area: 'products', label: nome, actor: { name: expect.any(String) } });
    }
    const [deleted, updated, made] = trail;
    expect(updated!.changes).toEqual([{ field: 'preco', before: 100, after: 120.5 }]);
    expect(made!.changes).toContainEqual({ field: 'nome', before: null, after: nome });
    expect(deleted!.changes).toContainEqual({ field: 'preco', before: 120.5, after: null });
  });

  it('a write refused by validation leaves no entry', async () => {
    const before = (await h.call<ListResponse<AuditEntry>>('GET', '/api/aurora/auditoria?area=accounts', { token: admin })).body.data.total;
    const refused = await h.call<ErrorBody>('POST', '/api/aurora/contas', { token: admin, json: { nome: '' } });
    expect(refused.status).toBe(422);
    const after = (await h.call<ListResponse<AuditEntry>>('GET', '/api/aurora/auditoria?area=accounts', { token: admin })).body.data.total;
    expect(after).toBe(before);
  });

  it('filters by person: another person’s changes are left out', async () => {
    const adminId = await h.userId(ADMIN);
    const mine = await h.call<ListResponse<AuditEntry>>('GET', `/api/aurora/auditoria?user_id=${adminId}`, { token: admin });
    expect(mine.status).toBe(200);
    expect(mine.body.data.data.every((entry) => entry.actor?.id === adminId)).toBe(true);
    const nobody = await h.call<ListResponse<AuditEntry>>('GET', `/api/aurora/auditoria?user_id=${await h.userId(AGENT)}`, {
      token: admin,
    });
    expect(nobody.body.data.data.every((entry) => entry.actor?.id !== adminId)).toBe(true);
  });

  it('only an Administrador reads it, and only their own company’s', async () => {
    for (const person of [EDITOR, AGENT]) {
      const res = await h.call<ErrorBody>('GET', '/api/aurora/auditoria', { token: await h.tokenFor(person) });
      expect(res.status).toBe(403);
    }
    const helena = await h.tokenFor('helena@vitoria.dev');
    const theirs = await h.call<ListResponse<AuditEntry>>('GET', '/api/vitoria/auditoria?per_page=100', { token: helena });
    expect(theirs.status).toBe(200);
    const adminId = await h.userId(ADMIN);
    expect(theirs.body.data.data.some((entry) => entry.actor?.id === adminId)).toBe(false);
  });

  it('an unknown area is a 422 on its field', async () => {
    const res = await h.call<ErrorBody>('GET', '/api/aurora/auditoria?area=senhas', { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.errors?.area).toEqual(['Área inválida.']);
  });
});

describe('changesBetween', () => {
  it('keeps changed fields only, dotted for nested records, ids for lists of records', () => {
    expect(
      changesBetween(
        { id: 1, nome: 'A', conta: { id: 2, nome: 'Hotmart' }, upsellers: [{ id: 3 }], updated_at: 'x' },
        { id: 1, nome: 'A', conta: { id: 4, nome: 'Eduzz' }, upsellers: [{ id: 3 }, { id: 5 }], updated_at: 'y' },
      ),
    ).toEqual([
      { field: 'conta.id', before: 2, after: 4 },
      { field: 'conta.nome', before: 'Hotmart', after: 'Eduzz' },
      { field: 'upsellers', before: [3], after: [3, 5] },
    ]);
  });

  it('masks a secret: it changed, its values are never kept', () => {
    const changes = changesBetween({ token: 'old-hottok-1234', token2: null }, { token: 'new-hottok-9876', token2: 'x' });
    expect(changes).toEqual([
      { field: 'token', before: null, after: null, masked: true },
      { field: 'token2', before: null, after: null, masked: true },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/hottok|"x"/);
  });
});
