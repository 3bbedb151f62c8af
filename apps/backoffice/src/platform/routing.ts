import type { PermissionName } from '@retoma/api-client';
import type { ComponentType } from 'react';

/**
 * Where a route lives:
 * - `public`: anyone (login, error pages);
 * - `session`: a logged-in user outside any company (the company panel);
 * - `company`: under `/{company_slug}/`, with the company's context loaded and the route's permission checked.
 */
export type RouteScope = 'public' | 'session' | 'company';

export type MenuGroupId =
  'home' | 'tickets' | 'leads' | 'plans' | 'commissions' | 'gifts' | 'whatsapp' | 'reports' | 'extensions' | 'settings';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** A step of the trail above a page: another route (its title by default), or a plain label. */
export interface Breadcrumb<Text extends string = string> {
  to?: string;
  /** The crumb's text; a linked crumb shows its route's title when absent. */
  title?: Text;
}

/**
 * One entry of the route table: the single source for the router, guard, menu, breadcrumbs, links and quick menu.
 * `Text` is the type of its text keys: a module's own navigation keys or the shell's.
 */
export interface AppRoute<Text extends string = string> {
  /** Stable name, used by menus, breadcrumbs and links (`href(id, params)`). */
  id: string;
  /** Absolute for public/session routes (`/login`); relative to `/{company_slug}/` for company routes (`tickets/atender/:id`). */
  path: string;
  scope: RouteScope;
  screen: ScreenLoader;
  /** Permission rule of a company route; `public` (every member) when absent. */
  permission?: PermissionName;
  /** Page title (document title and the page heading). */
  title: Text;
  /** Trail above the page. The page itself is the last crumb, implied. */
  breadcrumbs?: ReadonlyArray<Breadcrumb<Text>>;
  /**
   * Placement in the side menu; the item shows only when its permission holds. Whether the page may be starred in
   * the quick menu is not said here: QUICK_MENU_PAGES (@retoma/api-client) lists them by route id, for the server too.
   */
  menu?: { group: MenuGroupId; label: Text; permission?: PermissionName; order: number };
  /**
   * A public page that shows or links to company pages (the side-menu preview): it waits for the whole route table,
   * as the panel and company pages do; the other public pages show with the shell's table alone.
   */
  needsRouteTable?: true;
}

/**
 * Every route id of the app with its path and scope, for typed links. Each module's `module.ts` (and the shell's
 * table) adds its routes here by declaration merging (`interface RouteRegistry extends RoutesOf<...>`), so a link to
 * a route that does not exist, or without the parameters its path names, does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RouteRegistry {}

export type RouteId = keyof RouteRegistry & string;

/** `{ id: ..., path: ..., scope: ... }` entries of a route list, by id: what a module merges into RouteRegistry. */
export type RoutesOf<Routes extends ReadonlyArray<{ id: string; path: string; scope: RouteScope }>> = {
  [Route in Routes[number] as Route['id']]: { path: Route['path']; scope: Route['scope'] };
};

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type Entry<Id extends RouteId> = RouteRegistry[Id] extends { path: infer Path extends string; scope: infer Scope }
  ? { path: Path; scope: Scope }
  : never;

/** The values a route's path needs: its `:params`, and the company for a company route. */
export type RouteParams<Id extends RouteId> = {
  [Name in ParamNames<Entry<Id>['path']>]: string | number;
} & (Entry<Id>['scope'] extends 'company' ? { company: string } : unknown);

/** Query-string values of a link; empty and absent values are left out. */
export type LinkQuery = Record<string, string | number | undefined>;

/** `href`'s arguments after the id: the params when the route needs any, then an optional query. */
export type HrefArgs<Id extends RouteId> = keyof RouteParams<Id> extends never
  ? [params?: RouteParams<Id>, query?: LinkQuery]
  : [params: RouteParams<Id>, query?: LinkQuery];

const table = new Map<string, AppRoute>();

/**
 * Adds to the app's table: the shell's pages at start (app/routes.ts), the whole table when it arrives
 * (app/routeTable.ts), in whichever order they load. Modules read it through `href` and `findRoute` instead of
 * importing the table, so no module imports `app/` and no import loops back into it.
 */
export function registerRoutes(routes: readonly AppRoute[]) {
  for (const route of routes) table.set(route.id, route);
}

/** The route-table entry of `id` (undefined when the table has no such route). */
export function findRoute(id: string): AppRoute | undefined {
  return table.get(id);
}

/** Every route of the table, in its order. */
export function allRoutes(): AppRoute[] {
  return [...table.values()];
}

function withQuery(path: string, query?: LinkQuery): string {
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}

/** Where a company's address lands (`/{company}`: its home page). */
export function companyRootHref(company: string): string {
  return `/${encodeURIComponent(company)}`;
}

/**
 * The address of route `id`: its path with each `:param` filled (encoded), under `/{company}/` for a company route,
 * with an optional query. The only place that builds app paths; every link goes through it.
 */
export function href<Id extends RouteId>(id: Id, ...[params, query]: HrefArgs<Id>): string {
  const route = table.get(id);
  if (!route) throw new Error(`No route '${id}' in the route table`);
  return hrefOf(route, (params ?? {}) as Record<string, string | number>, query);
}

/** The address of a table entry in hand (menus and breadcrumbs walk the table); links by id use `href`. */
export function hrefOf(route: AppRoute, params: Record<string, string | number>, query?: LinkQuery): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`Route '${route.id}' needs the parameter '${name}'`);
    return encodeURIComponent(String(params[name]));
  });
  const full = route.scope === 'company' ? `${companyRootHref(String(params.company))}/${path}` : path;
  return withQuery(full, query);
}
