import { createHttpClient, type ApiClientOptions } from './client';
import { sessionResource } from './resources/session';

export * from './errors';
export * from './permissions';
export * from './permissionNames';
export * from './types';
export { createHttpClient, MASTER_IDENTITY, UNAUTHENTICATED_MESSAGE, REFRESH_PATH } from './client';
export type { ApiClientOptions, HttpClient, RequestOptions, TokenStore, QueryValue, HttpMethod } from './client';

/** The typed client, grouped by module: `client.session.login(...)`, `client.tickets.attend(id)`. */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttpClient(options);
  return {
    http,
    session: sessionResource(http),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
