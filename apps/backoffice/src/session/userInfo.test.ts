import { buildCurrentUser } from '@retoma/api-client/mock';
import { describe, expect, it } from 'vitest';
import { toUserInfo } from './userInfo';

describe('toUserInfo', () => {
  it('keeps the user under the spec names', () => {
    const info = toUserInfo(buildCurrentUser({ id: 7, name: 'Ana', status: true, role_name: 'editor', permissions: ['ticket'] }));
    expect(info).toMatchObject({
      uid: 7,
      displayName: 'Ana',
      status: 'online',
      userRole: 'editor',
      permissoes: ['ticket'],
      autenticado: true,
    });
  });

  it('defaults the role to Administrador and maps offline users', () => {
    const info = toUserInfo(buildCurrentUser({ role_name: '', status: false }));
    expect(info.userRole).toBe('Administrador');
    expect(info.status).toBe('offline');
  });
});
