import {
  buildPermissionRules,
  isAllowed,
  PERMISSION_NAMES,
  PUBLIC_ROLE,
  type DataEnvelope,
  type PermissionRecord,
} from '@retoma/api-client';
import { buildPermissionRecords, buildRoles } from '@retoma/api-client/mock';
import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { permissionRoles, permissions, roles } from '../db/schema';
import { ADMIN, getHarness, type Harness } from './harness';

/**
 * Stories answer the company gate with the mocks' permissions and roles (`.storybook/companySession.ts`); the
 * server answers with what its seed stored. Both come from `@retoma/api-client/fixtures`: this test fails as
 * soon as a story could show a role something the server does not grant (or hide something it does).
 */

let h: Harness;
beforeAll(async () => {
  h = await getHarness();
});

/** The roles a member may hold in the stories, plus the `public` rule every role inherits. */
const MOCK_ROLES = [...buildRoles().map((role) => role.nome), PUBLIC_ROLE];

function mockGrantsOf(role: string): string[] {
  return buildPermissionRecords()
    .filter((record) => record.permission_role.some((entry) => entry.role.nome === role))
    .map((record) => record.name)
    .sort();
}

describe('demo grants: mocks and server agree', () => {
  it('the seeded database grants each role exactly what the mock session grants it', async () => {
    const rows = await h.db
      .select({ role: roles.nome, permission: permissions.name })
      .from(permissionRoles)
      .innerJoin(roles, eq(roles.id, permissionRoles.roleId))
      .innerJoin(permissions, eq(permissions.id, permissionRoles.permissionId))
      // The shared roles only: other test files of this process add company roles to the same database.
      .where(isNull(roles.companyId));
    const seeded = (role: string) =>
      rows
        .filter((row) => row.role === role)
        .map((row) => row.permission)
        .sort();
    expect(new Set(rows.map((row) => row.role))).toEqual(new Set(MOCK_ROLES.filter((role) => mockGrantsOf(role).length > 0)));
    for (const role of MOCK_ROLES) expect({ role, grants: seeded(role) }).toEqual({ role, grants: mockGrantsOf(role) });
  });

  it('every role may use the same permissions under the server answer and under the mock answer', async () => {
    const response = await h.call<DataEnvelope<PermissionRecord[]>>('GET', '/api/aurora/permissions', { token: await h.tokenFor(ADMIN) });
    expect(response.status).toBe(200);
    const roleNames = buildRoles().map((role) => role.nome);
    const server = buildPermissionRules(response.body.data, roleNames);
    const mock = buildPermissionRules(buildPermissionRecords(), roleNames);
    const allowed = (rules: typeof server) =>
      roleNames.map((role) => ({ role, permissions: PERMISSION_NAMES.filter((name) => isAllowed(rules, role, name)) }));
    expect(allowed(mock)).toEqual(allowed(server));
  });
});
