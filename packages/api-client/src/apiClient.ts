import type { ZodType } from 'zod';
import type { ApiClientOptions } from './client';
import { createSessionClient, type SessionClient } from './sessionClient';
import type { AnyResource, BodySchema } from './resources/define';
import { auditResource } from './resources/audit';
import { bookingResource } from './resources/booking';
import { commissionsResource } from './resources/commissions';
import { dashboardResource, menusResource, notificationsResource } from './resources/dashboard';
import { extensionsResource } from './resources/extensions';
import { genericResource } from './resources/generic';
import { identityResource } from './resources/identity';
import { leadsResource } from './resources/leads';
import { reportsResource } from './resources/reports';
import { campaignsResource, plansResource, recoveryRulesResource } from './resources/recovery';
import { salesLinksResource } from './resources/salesLinks';
import { settingsResource } from './resources/settings';
import { sessionResource } from './resources/session';
import { ticketsResource } from './resources/tickets';
import { whatsappCampaignResource } from './resources/whatsappCampaign';
import { whatsappListResource } from './resources/whatsappList';
import { transactionsResource } from './resources/transactions';

/**
 * The client's modules, each under the name the client holds it (`client.tickets`): the one place a resource is
 * registered. The client, the endpoint permissions and the response schemas below are derived from it.
 */
export const RESOURCES = {
  session: sessionResource,
  identity: identityResource,
  settings: settingsResource,
  tickets: ticketsResource,
  dashboard: dashboardResource,
  menus: menusResource,
  notifications: notificationsResource,
  generic: genericResource,
  audit: auditResource,
  salesLinks: salesLinksResource,
  plans: plansResource,
  campaigns: campaignsResource,
  recoveryRules: recoveryRulesResource,
  booking: bookingResource,
  whatsappCampaign: whatsappCampaignResource,
  whatsappList: whatsappListResource,
  transactions: transactionsResource,
  extensions: extensionsResource,
  commissions: commissionsResource,
  leads: leadsResource,
  reports: reportsResource,
} as const satisfies Record<string, AnyResource>;

type Resources = typeof RESOURCES;
type ResourceName = keyof Resources;
// Pure: a bundle that uses none of the derived values (the app's entry, `createSessionClient` alone) drops the table.
const RESOURCE_NAMES = /* @__PURE__ */ Object.keys(RESOURCES) as ResourceName[];

/** The typed client, grouped by module: `client.session.login(...)`, `client.tickets.attend(id)`. */
export type ApiClient = SessionClient & { [K in ResourceName]: ReturnType<Resources[K]['create']> };

/**
 * Gives a session client (`createSessionClient`) every other module's calls, in place and on its own transport (one
 * token, one refresh): whoever holds it sees them from now on. An app loads this with its first page behind the login.
 */
export function completeApiClient(client: SessionClient): ApiClient {
  const complete: Record<string, unknown> = client;
  for (const name of RESOURCE_NAMES) complete[name] ??= RESOURCES[name].create(client.http);
  return complete as ApiClient;
}

/** The whole client at once: `client.session.login(...)`, `client.tickets.attend(id)`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return completeApiClient(createSessionClient(options));
}

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;
type EndpointPermissions = UnionToIntersection<Resources[ResourceName]['endpoints']>;

/**
 * Who may call what: the permission of every company endpoint, keyed `METHOD /path` (relative to
 * `/api/{company_slug}`), gathered from the resources' tables. The server registers its company routes from it
 * and the permission-matrix test walks it, so a route cannot exist without its permission, and the app can ask
 * the same question (`ENDPOINT_PERMISSIONS['POST /produtos']`) before showing an action. PUT and DELETE may also
 * arrive as POST with `_method`.
 */
export const ENDPOINT_PERMISSIONS = /* @__PURE__ */ Object.fromEntries(
  RESOURCE_NAMES.flatMap((name) => Object.entries(RESOURCES[name].endpoints)),
) as {
  readonly [K in keyof EndpointPermissions]: EndpointPermissions[K];
};
export type EndpointKey = keyof typeof ENDPOINT_PERMISSIONS;

/** `session.login`, `tickets.calls.get`, ...: the dotted name of every function of the client's resources. */
type FunctionPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends (...args: never[]) => unknown
    ? `${Prefix}${K}`
    : T[K] extends object
      ? FunctionPaths<T[K], `${Prefix}${K}.`>
      : never;
}[keyof T & string];
/** `http` is the transport every resource goes through, not a call of its own. */
export type ClientFunction = FunctionPaths<Omit<ApiClient, 'http'>>;

/** The response schemas of the client's functions, as the resources declare them: what the contract test parses with. */
export interface ResponseSchemas {
  /** The body every function of the client answers with, by dotted name. */
  readonly byFunction: Readonly<Record<ClientFunction, BodySchema>>;
  /** The schema of one answer: by function, and by URL where the function serves several routes. */
  bodySchemaFor(fn: ClientFunction, url: URL): ZodType;
}

/**
 * Loads every resource's response schemas (and zod with them). Asynchronous so that the client's entry imports
 * neither: the app never parses its answers, and only tests ask for the schemas.
 */
export async function loadResponseSchemas(): Promise<ResponseSchemas> {
  const [{ ZodType: Schema }, loaded] = await Promise.all([
    import('zod'),
    Promise.all(RESOURCE_NAMES.map(async (name) => ({ name, responses: await RESOURCES[name].responses() }))),
  ]);
  /** The dotted names and body schemas of a resource's `responses`: a leaf is a schema or a choice by URL. */
  const flatten = (node: object, prefix: string): Array<[string, BodySchema]> =>
    Object.entries(node).flatMap(([key, value]: [string, unknown]): Array<[string, BodySchema]> => {
      const path = `${prefix}${key}`;
      if (typeof value === 'function' || value instanceof Schema) return [[path, value as BodySchema]];
      if (typeof value === 'object' && value !== null) return flatten(value, `${path}.`);
      return [];
    });
  const byFunction = Object.fromEntries(loaded.flatMap(({ name, responses }) => flatten(responses, `${name}.`))) as Record<
    ClientFunction,
    BodySchema
  >;
  return {
    byFunction,
    bodySchemaFor(fn, url) {
      const schema = byFunction[fn];
      return typeof schema === 'function' ? schema(url) : schema;
    },
  };
}
