import { PERMISSION_NAMES } from '@retoma/api-client';
import { describe, expect, it } from 'vitest';
import { groupOf, permissionsByGroup } from './permissionGroups';

describe('permission groups', () => {
  it('puts every grantable permission in exactly one module, and leaves `public` out', () => {
    const listed = permissionsByGroup().flatMap((g) => g.names);
    expect(listed).toHaveLength(PERMISSION_NAMES.length - 1);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).not.toContain('public');
    expect(permissionsByGroup().every((g) => g.names.length > 0)).toBe(true);
  });

  it('groups by the module the permission opens', () => {
    expect(groupOf('ticket_agenda')).toBe('tickets');
    expect(groupOf('lead_transacao')).toBe('leads');
    expect(groupOf('configuracao_brinde_editar')).toBe('gifts');
    expect(groupOf('configuracao_contrato_frete')).toBe('extensions');
    expect(groupOf('configuracao_auditoria')).toBe('settings');
    expect(groupOf('editor')).toBe('general');
  });
});
