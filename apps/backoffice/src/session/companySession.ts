import { buildPermissionRules, type ApiClient, type CurrentUser, type PermissionRules } from '@retoma/api-client';

export interface CompanySession {
  user: CurrentUser;
  rules: PermissionRules;
}

/**
 * Everything a company's screens need before they render: the user as seen from this company, and the
 * permission rules from the identity service (built the same way as the server's).
 */
export async function fetchCompanySession(api: ApiClient, signal?: AbortSignal): Promise<CompanySession> {
  const [user, permissions, roles] = await Promise.all([
    api.session.me(signal),
    api.identity.permissions(signal),
    api.identity.roles(signal),
  ]);
  return {
    user,
    rules: buildPermissionRules(
      permissions,
      roles.map((role) => role.nome),
    ),
  };
}
