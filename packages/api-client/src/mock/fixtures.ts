import type { CompanyMembership, CurrentUser } from '../types';

/** Deterministic fixture builders: the same call always returns the same data, overridable per field. */
export function buildCompany(overrides: Partial<CompanyMembership> = {}): CompanyMembership {
  return {
    id: 1,
    name: 'Loja Aurora',
    slug: 'aurora',
    logo: null,
    role_name: 'Administrador',
    status: 'active',
    time_zone: 'America/Sao_Paulo',
    ...overrides,
  };
}

export function buildCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    name: 'Ana Souza',
    email: 'ana@retoma.dev',
    avatar: null,
    status: true,
    role_name: 'Administrador',
    permissions: [],
    ramal: '201',
    menu_rapido: [],
    companies: [buildCompany(), buildCompany({ id: 2, name: 'Casa Bela', slug: 'casabela', role_name: 'editor' })],
    ...overrides,
  };
}
