import { createHttpClient, type ApiClientOptions } from './client';
import { dashboardResource, menusResource, notificationsResource } from './resources/dashboard';
import { genericResource } from './resources/generic';
import { identityResource } from './resources/identity';
import { settingsResource } from './resources/settings';
import { sessionResource } from './resources/session';
import { ticketsResource } from './resources/tickets';

export * from './errors';
export * from './permissions';
export * from './permissionNames';
export * from './messages/validation';
export * from './types';
export * from './templates/renderMessage';
export { createHttpClient, buildQuery, MASTER_IDENTITY, UNAUTHENTICATED_MESSAGE, REFRESH_PATH, DEFAULT_TIMEOUT_MS } from './client';
export type { ApiClientOptions, ExternalRequestOptions, HttpClient, RequestOptions, TokenStore, QueryValue, HttpMethod } from './client';
export type { CallOptions } from './resources/http';

/** The typed client, grouped by module: `client.session.login(...)`, `client.tickets.attend(id)`. */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttpClient(options);
  return {
    http,
    session: sessionResource(http),
    identity: identityResource(http),
    settings: settingsResource(http),
    tickets: ticketsResource(http),
    dashboard: dashboardResource(http),
    menus: menusResource(http),
    notifications: notificationsResource(http),
    generic: genericResource(http),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
