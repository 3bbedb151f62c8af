import type { HttpClient } from '../client';
import type { InviteInput, MemberUpdateInput, ProfileInput, ReassignInput, RoleInput } from '../schemas/identity';
import type {
  CompanyMember,
  CurrentUser,
  DataEnvelope,
  ListParams,
  ListResponse,
  MemberReturn,
  MessageResponse,
  Paginator,
  PermissionRecord,
  ReassignResult,
  RoleDetail,
  RoleListItem,
} from '../types';
import { defineResource, responseSchemas } from './define';

/** `GET /users` and `GET /users_companies` filters: status (1/0 or a membership status), admin (1/0). */
export interface MemberListParams extends ListParams {
  status?: '1' | '0' | 'pending' | 'active' | 'inactive';
  admin?: 0 | 1;
}

/** The identity service and the company's people, in the current company. */
export const identityResource = defineResource({
  endpoints: {
    'GET /permissions': 'public',
    'GET /roles': 'public',
    'GET /roles/:id': 'configuracao_funcao',
    'POST /roles': 'configuracao_funcao_incluir',
    'PUT /roles/:id': 'configuracao_funcao_editar',
    'DELETE /roles/:id': 'configuracao_funcao_editar',
    // Users (the caller's own quick menu and profile; the company's people)
    'PUT /users/:id': 'public',
    'GET /users': 'configuracao_usuario',
    'GET /users/:id': 'configuracao_usuario',
    'GET /users_companies': 'configuracao_usuario',
    'GET /users_companies/:id': 'configuracao_usuario',
    'POST /users_companies': 'configuracao_usuario_incluir',
    'PUT /users_companies/:id': 'configuracao_usuario_editar',
    'DELETE /users_companies/:id': 'configuracao_usuario_deletar',
    'POST /users_companies/send_invite/:id': 'configuracao_usuario_incluir',
    'GET /users_companies/:id/retornos': 'configuracao_usuario',
    'POST /users_companies/:id/transferir': 'configuracao_usuario_editar',
  },
  responses: async () => {
    const {
      dataOf,
      arrayOf,
      pageOf,
      NO_BODY,
      companyMemberSchema,
      currentUserSchema,
      memberReturnSchema,
      reassignResultSchema,
      permissionRecordSchema,
      resendInviteResponseSchema,
      roleDetailSchema,
      roleListItemSchema,
    } = await responseSchemas();
    return {
      permissions: arrayOf(permissionRecordSchema),
      roles: arrayOf(roleListItemSchema),
      role: dataOf(roleDetailSchema),
      createRole: dataOf(roleDetailSchema),
      updateRole: dataOf(roleDetailSchema),
      deleteRole: NO_BODY,
      // The server answers the whole user, as after a profile change; the function keeps only the menu.
      updateMenuRapido: dataOf(currentUserSchema),
      updateProfile: dataOf(currentUserSchema),
      users: pageOf(companyMemberSchema),
      user: dataOf(companyMemberSchema),
      members: pageOf(companyMemberSchema),
      member: dataOf(companyMemberSchema),
      invite: dataOf(companyMemberSchema),
      updateMember: dataOf(companyMemberSchema),
      removeMember: NO_BODY,
      resendInvite: resendInviteResponseSchema,
      memberReturns: arrayOf(memberReturnSchema),
      reassign: dataOf(reassignResultSchema),
    };
  },
  create(http: HttpClient) {
    const data = async <T>(path: string, signal?: AbortSignal) => (await http.request<DataEnvelope<T>>(path, { signal })).data;
    const members =
      (route: 'users' | 'users_companies') =>
      async (params?: MemberListParams, signal?: AbortSignal): Promise<Paginator<CompanyMember>> =>
        (await http.request<ListResponse<CompanyMember>>(route, { query: params, signal })).data;
    return {
      permissions: (signal?: AbortSignal) => data<PermissionRecord[]>('permissions', signal),
      roles: (signal?: AbortSignal) => data<RoleListItem[]>('roles', signal),
      role: (id: number, signal?: AbortSignal) => data<RoleDetail>(`roles/${id}`, signal),
      createRole: async (input: RoleInput, signal?: AbortSignal) =>
        (await http.request<DataEnvelope<RoleDetail>>('roles', { method: 'POST', body: input, signal })).data,
      updateRole: async (id: number, input: RoleInput, signal?: AbortSignal) =>
        (await http.request<DataEnvelope<RoleDetail>>(`roles/${id}`, { method: 'PUT', body: input, signal })).data,
      deleteRole: async (id: number, signal?: AbortSignal) => {
        await http.request<null>(`roles/${id}`, { method: 'DELETE', signal });
      },

      /** The caller's own quick menu (the server refuses anyone else's). */
      updateMenuRapido: async (userId: number, menu: string[], signal?: AbortSignal) =>
        // The spec's call: POST /users/{uid} {menu_rapido, _method: PUT}.
        (
          await http.request<DataEnvelope<{ menu_rapido: string[] }>>(`users/${userId}`, {
            method: 'PUT',
            spoofMethod: true,
            body: { menu_rapido: menu },
            signal,
          })
        ).data.menu_rapido,
      /**
       * The caller's own name, photo (`data:` URL of the chosen file; null removes it) and password (with the current
       * one); absent fields stay as they are. Answers the user as `GET /user` shows them in this company.
       */
      updateProfile: async (userId: number, input: ProfileInput, signal?: AbortSignal) =>
        (await http.request<DataEnvelope<CurrentUser>>(`users/${userId}`, { method: 'PUT', spoofMethod: true, body: input, signal })).data,
      users: members('users'),
      user: (id: number, signal?: AbortSignal) => data<CompanyMember>(`users/${id}`, signal),

      members: members('users_companies'),
      member: (id: number, signal?: AbortSignal) => data<CompanyMember>(`users_companies/${id}`, signal),
      /** Invites by e-mail with a role: the membership starts pending. */
      invite: async (input: InviteInput, signal?: AbortSignal) =>
        (await http.request<DataEnvelope<CompanyMember>>('users_companies', { method: 'POST', body: input, signal })).data,
      updateMember: async (id: number, input: MemberUpdateInput, signal?: AbortSignal) =>
        (await http.request<DataEnvelope<CompanyMember>>(`users_companies/${id}`, { method: 'PUT', body: input, signal })).data,
      removeMember: async (id: number, signal?: AbortSignal) => {
        await http.request<null>(`users_companies/${id}`, { method: 'DELETE', signal });
      },
      resendInvite: async (id: number, signal?: AbortSignal) =>
        (await http.request<DataEnvelope<CompanyMember> & MessageResponse>(`users_companies/send_invite/${id}`, { method: 'POST', signal }))
          .data,
      /** The member's pending returns, soonest first: what a manager hands over when the person leaves. */
      memberReturns: (id: number, signal?: AbortSignal) => data<MemberReturn[]>(`users_companies/${id}/retornos`, signal),
      /** Moves the member's pending returns and the open tickets assigned to them to another active member. */
      reassign: async (id: number, input: ReassignInput, signal?: AbortSignal) =>
        (await http.request<DataEnvelope<ReassignResult>>(`users_companies/${id}/transferir`, { method: 'POST', body: input, signal }))
          .data,
    };
  },
});
