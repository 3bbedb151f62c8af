import type { CurrentUser, PermissionRecord, RoleListItem } from '../../types';
import { item, put } from './core';

/** `mockHandlers.identity.*`: the identity service inside a company. */
export const identityHandlers = {
  permissions: item<PermissionRecord[]>('get', 'permissions'),
  roles: item<RoleListItem[]>('get', 'roles'),
  /** `POST /users/{uid}` with `_method` PUT: the quick menu. */
  menuRapido: put<{ menu_rapido: string[] }>('users/:id'),
  /** The same call from the profile (name, photo, password): answers the updated user. */
  profile: put<CurrentUser>('users/:id'),
};
