import { ADMIN_ROLE, type CurrentUser } from '@retoma/api-client';
import type { UserInfo } from './atoms';

/** The wire user as the spec keeps it locally (`userInfo`): uid, displayName, …, autenticado. */
export function toUserInfo(user: CurrentUser): UserInfo {
  return {
    uid: user.id,
    displayName: user.name,
    email: user.email,
    photoURL: user.avatar,
    status: user.status ? 'online' : 'offline',
    userRole: user.role_name || ADMIN_ROLE,
    permissoes: user.permissions,
    ramal: user.ramal,
    menu_rapido: user.menu_rapido,
    companies: user.companies.map(({ slug, name, role_name, status }) => ({ slug, name, role_name, status })),
    autenticado: true,
  };
}
