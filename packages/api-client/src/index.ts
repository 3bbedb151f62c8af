import { createHttpClient, type ApiClientOptions } from './client';
import { addressResource } from './resources/address';
import { campaignsResource } from './resources/campaigns';
import { commissionsResource } from './resources/commissions';
import { dashboardResource, menusResource, notificationsResource } from './resources/dashboard';
import { extensionsResource } from './resources/extensions';
import { genericResource } from './resources/generic';
import { giftsResource } from './resources/gifts';
import { identityResource } from './resources/identity';
import { leadsResource } from './resources/leads';
import { plansResource } from './resources/plans';
import { reportsResource } from './resources/reports';
import { settingsResource } from './resources/settings';
import { sessionResource } from './resources/session';
import { ticketsResource } from './resources/tickets';
import { whatsappListsResource } from './resources/whatsapplists';

export * from './errors';
export * from './permissions';
export * from './permissionNames';
export * from './messages/validation';
export * from './types';
export * from './templates/renderMessage';
export { createHttpClient, buildQuery, MASTER_IDENTITY, UNAUTHENTICATED_MESSAGE, REFRESH_PATH, DEFAULT_TIMEOUT_MS } from './client';
export type { ApiClientOptions, ExternalRequestOptions, HttpClient, RequestOptions, TokenStore, QueryValue, HttpMethod } from './client';
export type { CallOptions } from './resources/http';
export { CAMPAIGN_ROUTES } from './resources/campaigns';
export { isExtensionInstalled } from './resources/extensions';
export { CEP_LOOKUP_TIMEOUT_MS, DEFAULT_CEP_SERVICE_URL } from './resources/address';

/** The typed client, grouped by module: `client.session.login(...)`, `client.tickets.attend(id)`. */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttpClient(options);
  return {
    http,
    session: sessionResource(http),
    identity: identityResource(http),
    settings: settingsResource(http),
    tickets: ticketsResource(http),
    leads: leadsResource(http),
    commissions: commissionsResource(http),
    plans: plansResource(http),
    campaigns: campaignsResource(http),
    whatsappLists: whatsappListsResource(http),
    gifts: giftsResource(http),
    extensions: extensionsResource(http),
    dashboard: dashboardResource(http),
    menus: menusResource(http),
    notifications: notificationsResource(http),
    reports: reportsResource(http),
    /** The public postal-code service (a third party: no token, no company). */
    address: addressResource(http, options),
    generic: genericResource(http),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
