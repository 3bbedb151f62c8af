import type { PermissionName } from '@retoma/api-client';
import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n';

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

/** One entry of the route table: the single source for the router, guard, menu, breadcrumbs and quick menu. */
export interface AppRoute {
  /** Stable name, used by menus and links. */
  id: string;
  /** Absolute for public/session routes (`/login`); relative to `/{company_slug}/` for company routes (`tickets/atender/:id`). */
  path: string;
  scope: RouteScope;
  screen: ScreenLoader;
  /** Permission rule of a company route; `public` (every member) when absent. */
  permission?: PermissionName;
  /** Page title (document title and the page heading). */
  title: MessageKey;
  /** Trail above the page; `to` is a route id. The page itself is the last crumb, implied. */
  breadcrumbs?: Array<{ title: MessageKey; to?: string }>;
  /**
   * Placement in the side menu; the item shows only when its permission holds. Whether the page may be starred in
   * the quick menu is not said here: QUICK_MENU_PAGES (@retoma/api-client) lists them by route id, for the server too.
   */
  menu?: { group: MenuGroupId; label: MessageKey; permission?: PermissionName; order: number };
}
