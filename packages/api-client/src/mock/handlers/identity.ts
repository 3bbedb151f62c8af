import type { CompanyMember, CurrentUser, MemberReturn, PermissionRecord, ReassignResult, RoleDetail, RoleListItem } from '../../types';
import { crud, item, put, raw } from './core';

const members = crud<CompanyMember>('users_companies');
const roles = crud<RoleDetail>('roles');

/** `mockHandlers.identity.*`: the identity service inside a company, the roles and the company's people. */
export const identityHandlers = {
  permissions: item<PermissionRecord[]>('get', 'permissions'),
  roles: item<RoleListItem[]>('get', 'roles'),
  role: roles.get,
  createRole: roles.create,
  updateRole: roles.update,
  deleteRole: roles.remove,
  /** `POST /users/{uid}` with `_method` PUT: the quick menu. */
  menuRapido: put<{ menu_rapido: string[] }>('users/:id'),
  /** The same call from the profile (name, photo, password): answers the updated user. */
  profile: put<CurrentUser>('users/:id'),
  /** `GET /users_companies`: the company's people, paginated. */
  members: members.list,
  member: members.get,
  invite: members.create,
  updateMember: members.update,
  removeMember: members.remove,
  /** `POST /users_companies/send_invite/{id}`: the member and the server's message. */
  resendInvite: raw<{ data: CompanyMember; message: string }>('post', 'users_companies/send_invite/:id'),
  memberReturns: item<MemberReturn[]>('get', 'users_companies/:id/retornos'),
  reassign: item<ReassignResult>('post', 'users_companies/:id/transferir'),
};
