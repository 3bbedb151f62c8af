import type { CurrentUser, PermissionName } from '@retoma/api-client';
import { DEMO_GRANTS } from '@retoma/api-client/fixtures';
import { buildCurrentUser, buildPermissionRecords, buildRoles, mockHandlers } from '@retoma/api-client/mock';
import type { HttpHandler } from 'msw';

/** The session parameters of a story inside a company: logged in, in `aurora`. */
export const IN_COMPANY = { session: { token: 'token-demo', company: 'aurora' } } as const;

/**
 * What the company gate asks before any company screen renders — the user in the company and the identity
 * service's permissions and roles — answered with fixtures, and the top bar's unread notifications (none, so the
 * bell never changes a screen's picture; a story with unread ones adds its own handler). `role` picks one of the
 * demo grants.
 */
export function companySessionHandlers({
  user = {},
  grants = DEMO_GRANTS,
}: { user?: Partial<CurrentUser>; grants?: Record<string, readonly PermissionName[]> } = {}): HttpHandler[] {
  return [
    mockHandlers.session.me(buildCurrentUser(user)),
    mockHandlers.identity.permissions(buildPermissionRecords(grants)),
    mockHandlers.identity.roles(buildRoles()),
    mockHandlers.notifications.unread([]),
  ];
}
