import { createHttpClient, type ApiClientOptions } from './client';
import { sessionResource } from './resources/session';

/**
 * The session calls alone (log in, register, the password reset, log out) on a new transport: what public pages
 * need, without every module's wrappers. `completeApiClient` adds the others to the same object later.
 */
export function createSessionClient(options: ApiClientOptions) {
  const http = createHttpClient(options);
  return { http, session: sessionResource.create(http) };
}
export type SessionClient = ReturnType<typeof createSessionClient>;
